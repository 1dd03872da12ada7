import { z } from 'zod';
import { paymentTypeSchema } from './donation-request';

export const FINAL_PAYMENT_STATUSES = ['SUCCESS', 'FAILED'] as const;
export const PAYMENT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Any status the page does not know is treated as PENDING (spec section 4). */
export const paymentStatusValueSchema = z
  .string()
  .catch('PENDING')
  .transform(
    (value): PaymentStatus =>
      (PAYMENT_STATUSES as readonly string[]).includes(value) ? (value as PaymentStatus) : 'PENDING',
  );

export const paymentStatusRecordSchema = z.object({
  donationId: z.string(),
  merchantOrderId: z.string(),
  amount: z.number(),
  shilas: z.number(),
  paymentType: paymentTypeSchema.catch('DONATION'),
  paymentStatus: paymentStatusValueSchema,
  receiptNumber: z.string().nullish(),
  completedAt: z.string().nullish(),
  donorEmail: z.string(),
});
export type PaymentStatusRecord = z.infer<typeof paymentStatusRecordSchema>;

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return (FINAL_PAYMENT_STATUSES as readonly string[]).includes(status);
}

export const receiptStatusSchema = z.object({
  donationId: z.string(),
  ready: z.boolean(),
  receiptNumber: z.string().nullish(),
  paymentStatus: paymentStatusValueSchema,
});
export type ReceiptStatus = z.infer<typeof receiptStatusSchema>;
