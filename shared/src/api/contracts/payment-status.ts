import { z } from 'zod';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../constants/payment-statuses';
import { paymentTypeSchema } from './donation-request';

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

export const receiptStatusSchema = z.object({
  donationId: z.string(),
  ready: z.boolean(),
  receiptNumber: z.string().nullish(),
  paymentStatus: paymentStatusValueSchema,
});
export type ReceiptStatus = z.infer<typeof receiptStatusSchema>;
