import { isFinalPaymentStatus, type PaymentStatusRecord } from '@temple/shared';

/** What the page shows. */
export type PaymentStatusView =
  | { kind: 'invalidLink' }
  | { kind: 'loading' }
  /** With the last status known, when one was. */
  | { kind: 'unavailable'; record?: PaymentStatusRecord }
  | { kind: 'status'; record: PaymentStatusRecord; watching: boolean };

/** What the page is opened with: the order id from the link and the answer the server sent with it. */
export interface PaymentStatusInput {
  orderId: string | undefined;
  initialRecord?: PaymentStatusRecord;
}

/**
 * The view a page opens with, before any request: as the machine's first state has it
 * (checkingLink). Only a view still `watching`, or still loading, needs the machine.
 */
export function initialPaymentStatusView({ orderId, initialRecord }: PaymentStatusInput): PaymentStatusView {
  if (!orderId) return { kind: 'invalidLink' };
  if (!initialRecord) return { kind: 'loading' };
  return {
    kind: 'status',
    record: initialRecord,
    watching: !isFinalPaymentStatus(initialRecord.paymentStatus),
  };
}

/** True when the page needs the machine: a status still open, or not known yet. */
export function needsWatching(view: PaymentStatusView): boolean {
  return view.kind === 'loading' || (view.kind === 'status' && view.watching);
}
