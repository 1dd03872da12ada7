import { maskedId } from '../../platform/logging';

type Log = { warn(details: object, message: string): void };

export const PAYMENT_FOR_UNKNOWN_ORDER =
  'payment received for an order the API does not have (deleted as an unpaid checkout, or not made here): ' +
  "find it in payment_events (outcome unknown-order) and on the provider's dashboard, and refund it unless it was paid for something outside this site";

/**
 * The provider took money for an order with no donation here, most likely one deleted by
 * the retention rule after a report far later than any hold. Nothing can apply it or list
 * it as a refund due, so the operator hears of it in the log: the order id cut short, as
 * every log line has it; payment_events keeps it whole.
 */
export function warnOfPaymentForUnknownOrder(log: Log, merchantOrderId: string): void {
  log.warn({ order: maskedId(merchantOrderId) }, PAYMENT_FOR_UNKNOWN_ORDER);
}
