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

/** Why money that arrived cannot be applied and goes back (the operator's refunds list says the same). */
const REFUND_REASONS = [
  'bhog-hold-lapsed-date-full',
  'bhog-date-not-offered',
  'bhog-already-paid',
  'donation-closed',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const paymentStatusRecordSchema = z.object({
  donationId: z.string(),
  merchantOrderId: z.string(),
  amount: z.number(),
  shilas: z.number(),
  paymentType: z.catch(paymentTypeSchema, 'DONATION'),
  paymentStatus: paymentStatusValueSchema,
  receiptNumber: z.nullish(z.string()),
  completedAt: z.nullish(z.string()),
  /** Absent: the page still shows the status, and asking for the receipt says the donor is unknown. */
  donorEmail: z.optional(z.string()),
  /** The Purnima date of an Amrit Bhog booking (yyyy-mm-dd). */
  bhogDate: z.nullish(z.string()),
  /** True once an e-mail with the receipt was queued for the donor. */
  receiptEmailed: z.optional(z.boolean()),
  /** True when money arrived that could not be applied: the trust owes a refund. */
  refundDue: z.optional(z.boolean()),
  /** Why, with refundDue; a reason this page does not know reads as none. */
  refundReason: z.catch(z.optional(z.enum(REFUND_REASONS)), undefined),
});
export type PaymentStatusRecord = z.infer<typeof paymentStatusRecordSchema>;

const receiptStatusSchema = z.object({
  donationId: z.string(),
  ready: z.boolean(),
  receiptNumber: z.nullish(z.string()),
  paymentStatus: paymentStatusValueSchema,
});
export type ReceiptStatus = z.infer<typeof receiptStatusSchema>;
