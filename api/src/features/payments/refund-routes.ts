import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { operatorOnly } from '../../platform/operator-auth';

/** A payment the trust owes back, with what the operator needs to return it. */
interface RefundDueRow {
  donation_id: string;
  merchant_order_id: string;
  provider: string;
  provider_transaction_id: string | null;
  amount: number;
  payment_type: string;
  bhog_date: string | null;
  refund_reason: string;
  donor_name: string;
  donor_email: string;
  donor_phone: string;
  paid_at: Date;
}

/**
 * GET /api/v2/operator/refunds (operator credential): every donation whose money arrived
 * but could not be honoured, newest first. Never cached: it names donors.
 */
export function registerRefundRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  app.get('/api/v2/operator/refunds', operatorOnly(config), async (_request, reply) => {
    const rows = await db.query<RefundDueRow>(
      `SELECT id AS donation_id, merchant_order_id, provider, provider_transaction_id, amount, payment_type,
         bhog_date::text AS bhog_date, refund_reason, donor_name, donor_email, donor_phone, completed_at AS paid_at
       FROM donations WHERE refund_due ORDER BY completed_at DESC, id`,
    );
    reply.header('cache-control', 'no-store');
    return {
      success: true,
      data: {
        refunds: rows.map((row) => ({
          donationId: row.donation_id,
          merchantOrderId: row.merchant_order_id,
          provider: row.provider,
          providerTransactionId: row.provider_transaction_id,
          amount: row.amount,
          paymentType: row.payment_type,
          bhogDate: row.bhog_date,
          reason: row.refund_reason,
          donorName: row.donor_name,
          donorEmail: row.donor_email,
          donorPhone: row.donor_phone,
          paidAt: row.paid_at.toISOString(),
        })),
      },
    };
  });
}
