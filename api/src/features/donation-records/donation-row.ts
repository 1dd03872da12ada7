import type { PaymentStatus, PaymentStatusRecord, PaymentType, RefundReason } from '@temple/shared/contracts';
import type { Queryable } from '../../platform/db/database';

export interface DonationRow {
  id: string;
  merchant_order_id: string;
  payment_type: PaymentType;
  shilas: number;
  amount: number;
  bhog_date: string | null;
  donor_name: string;
  donor_email: string;
  donor_phone: string;
  address: string;
  pincode: string;
  city: string;
  country: string;
  pan: string | null;
  /** A business donation's business, in whose name the receipt is made out. */
  business_name: string | null;
  is_anonymous: boolean;
  payment_status: PaymentStatus;
  provider: string;
  receipt_number: string | null;
  refund_due: boolean;
  refund_reason: RefundReason | null;
  /** A mail with the receipt is queued or sent (not given up on). */
  receipt_emailed: boolean;
  created_at: Date;
  completed_at: Date | null;
}

const COLUMNS = `id, merchant_order_id, payment_type, shilas, amount, bhog_date::text AS bhog_date,
  donor_name, donor_email, donor_phone, address, pincode, city, country, pan, business_name, is_anonymous,
  payment_status, provider, receipt_number, refund_due, refund_reason, created_at, completed_at,
  EXISTS (SELECT 1 FROM mail_outbox m WHERE m.donation_id = donations.id AND m.kind = 'receipt'
    AND m.gave_up_at IS NULL) AS receipt_emailed`;

/** The answer to an id that names no donation (the id cut short: it came from outside). */
export function notFoundMessage(id: string): string {
  return `No donation found for id ${id.slice(0, 100)}`;
}

/** A donation by its id or by its merchant order id (what the provider's redirect carries). */
export async function findDonation(
  db: Queryable,
  idOrMerchantOrderId: string,
): Promise<DonationRow | undefined> {
  const [row] = await db.query<DonationRow>(
    `SELECT ${COLUMNS} FROM donations WHERE id = $1 OR merchant_order_id = $1`,
    [idOrMerchantOrderId],
  );
  return row;
}

/** The payment status record of spec section 3. */
export function toPaymentStatusRecord(row: DonationRow): PaymentStatusRecord {
  return {
    donationId: row.id,
    merchantOrderId: row.merchant_order_id,
    amount: row.amount,
    shilas: row.shilas,
    paymentType: row.payment_type,
    paymentStatus: row.payment_status,
    ...(row.receipt_number ? { receiptNumber: row.receipt_number } : {}),
    ...(row.completed_at ? { completedAt: row.completed_at.toISOString() } : {}),
    donorEmail: row.donor_email,
    ...(row.bhog_date ? { bhogDate: row.bhog_date } : {}),
    ...(row.receipt_emailed ? { receiptEmailed: true } : {}),
    ...(row.refund_due ? { refundDue: true, refundReason: row.refund_reason ?? undefined } : {}),
  };
}
