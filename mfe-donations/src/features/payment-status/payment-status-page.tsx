import {
  embeddedPageData,
  PAYMENT_STATUSES,
  type PaymentStatusRecord,
  type PaymentStatus as PaymentStatusValue,
  type PrerenderVariantProps,
  pageDataRequestOf,
  paymentStatusRecordSchema,
} from '@temple/shared';
import { useSearchParams } from '@temple/shared/ui-base';
import { useMemo } from 'react';
import { orderIdFromSearch } from './payment-link';
import { PaymentStatus, PaymentStatusVariant } from './payment-status';
import { PAYMENT_STATUS_PAGE_DATA } from './payment-status-data';

function variantStatus(variant: string): PaymentStatusValue {
  const status = PAYMENT_STATUSES.find((value) => value === variant);
  if (!status) throw new Error(`payment status page: no variant "${variant}"`);
  return status;
}

/** The order's status as the server read it for this very link, when it sent one. */
function sentRecord(search: URLSearchParams): PaymentStatusRecord | undefined {
  const request = pageDataRequestOf(PAYMENT_STATUS_PAGE_DATA, search);
  const parsed = paymentStatusRecordSchema.safeParse(request ? embeddedPageData(request) : undefined);
  return parsed.success ? parsed.data : undefined;
}

/** /payment-status?order_id=...: where the payment provider sends the donor back (spec section 2). */
export default function PaymentStatusPage({ prerenderVariant }: PrerenderVariantProps) {
  const [search] = useSearchParams();
  const orderId = orderIdFromSearch(search);
  const initialRecord = useMemo(() => (orderId ? sentRecord(search) : undefined), [orderId, search]);
  if (prerenderVariant) return <PaymentStatusVariant status={variantStatus(prerenderVariant)} />;
  // A new order id in the link is a new machine.
  return <PaymentStatus key={orderId ?? ''} orderId={orderId} initialRecord={initialRecord} />;
}
