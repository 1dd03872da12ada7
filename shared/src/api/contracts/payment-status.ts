import * as z from 'zod/mini';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../constants/payment-statuses';
import { paymentTypeSchema } from './donation-request';

/** Any status the page does not know is treated as PENDING (spec section 4). */
export const paymentStatusValueSchema = z.pipe(
  z.catch(z.string(), 'PENDING'),
  z.transform(
    (value): PaymentStatus =>
      (PAYMENT_STATUSES as readonly string[]).includes(value) ? (value as PaymentStatus) : 'PENDING',
  ),
);

export const paymentStatusRecordSchema = z.object({
  donationId: z.string(),
  merchantOrderId: z.string(),
  amount: z.number(),
  shilas: z.number(),
  paymentType: z.catch(paymentTypeSchema, 'DONATION'),
  paymentStatus: paymentStatusValueSchema,
  receiptNumber: z.nullish(z.string()),
  completedAt: z.nullish(z.string()),
  donorEmail: z.string(),
});
export type PaymentStatusRecord = z.infer<typeof paymentStatusRecordSchema>;

export const receiptStatusSchema = z.object({
  donationId: z.string(),
  ready: z.boolean(),
  receiptNumber: z.nullish(z.string()),
  paymentStatus: paymentStatusValueSchema,
});
export type ReceiptStatus = z.infer<typeof receiptStatusSchema>;
