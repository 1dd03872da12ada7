/** Where a payment stands (spec section 3); SUCCESS and FAILED are final. */
export const PAYMENT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const FINAL_PAYMENT_STATUSES = ['SUCCESS', 'FAILED'] as const;

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return (FINAL_PAYMENT_STATUSES as readonly string[]).includes(status);
}
