import {
  embeddedPageData,
  PAYMENT_STATUSES,
  type PaymentStatusRecord,
  type PaymentStatus as PaymentStatusValue,
  type PrerenderVariantProps,
  pageDataRequestOf,
  paymentStatusRecordSchema,
} from '@temple/shared';
import { deferredSection, useSearchParams } from '@temple/shared/ui-base';
import { useMemo } from 'react';
import { orderIdFromSearch } from './payment-link';
import { PAYMENT_STATUS_PAGE_DATA } from './payment-status-data';
import { PaymentStatusScreen, PaymentStatusVariant } from './payment-status-screen';
import { initialPaymentStatusView, needsWatching, type PaymentStatusInput } from './payment-status-view';

/**
 * The machine that checks a status and watches it until it is final (XState), fetched
 * once the page has painted; meanwhile the page shows what it opens with.
 */
const WatchedPaymentStatus = deferredSection(
  'payment-status',
  () => import('./payment-status').then((module) => module.WatchedPaymentStatus),
  {
    whileLoading: (input: PaymentStatusInput) => (
      <PaymentStatusScreen view={initialPaymentStatusView(input)} />
    ),
  },
);

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
  const view = initialPaymentStatusView({ orderId, initialRecord });
  // A final status or an invalid link is all there is to show: no machine, no request.
  if (!needsWatching(view)) return <PaymentStatusScreen view={view} />;
  // A new order id in the link is a new machine.
  return <WatchedPaymentStatus key={orderId} orderId={orderId} initialRecord={initialRecord} />;
}
