import {
  PAYMENT_STATUSES,
  type PaymentStatus as PaymentStatusValue,
  type PrerenderVariantProps,
  paymentStatusRecordSchema,
} from '@temple/shared';
import { useSearchParams } from '@temple/shared/ui-base';
import { useMemo } from 'react';
import { orderIdFromSearch } from './payment-link';
import { PaymentStatus, PaymentStatusVariant } from './payment-status';

function variantStatus(variant: string): PaymentStatusValue {
  const status = PAYMENT_STATUSES.find((value) => value === variant);
  if (!status) throw new Error(`payment status page: no variant "${variant}"`);
  return status;
}

export interface PaymentStatusFromLinkProps extends PrerenderVariantProps {
  /** The server's answer for this very link, as it came with the page (not checked yet). */
  sentAnswer: unknown;
}

/** The status of the order named in the link, or one status's page when prerendering its variant. */
export function PaymentStatusFromLink({ prerenderVariant, sentAnswer }: PaymentStatusFromLinkProps) {
  const [search] = useSearchParams();
  const orderId = orderIdFromSearch(search);
  const initialRecord = useMemo(() => {
    const parsed = paymentStatusRecordSchema.safeParse(sentAnswer);
    return orderId && parsed.success ? parsed.data : undefined;
  }, [orderId, sentAnswer]);
  if (prerenderVariant) return <PaymentStatusVariant status={variantStatus(prerenderVariant)} />;
  // A new order id in the link is a new machine.
  return <PaymentStatus key={orderId ?? ''} orderId={orderId} initialRecord={initialRecord} />;
}
