import type { PaymentStatus } from '@temple/shared';
import type { Database } from '../../app/db/database';
import { issueReceiptNumber } from '../receipts/receipt-number';
import type { ProviderOrderReport } from './payment-provider';

/**
 * What a report did: `applied` moved PENDING to a final state (`applied-late` after the
 * order had expired); `duplicate` repeated the final state; `ignored-final` contradicted
 * it; `pending` changed nothing; `unknown-order` named no donation; `rejected-duplicate-bhog`
 * would have given one donor a second paid Bhog on the same date.
 */
export type ReportOutcome =
  | 'applied'
  | 'applied-late'
  | 'duplicate'
  | 'ignored-final'
  | 'pending'
  | 'unknown-order'
  | 'rejected-duplicate-bhog';

export interface ReportResult {
  outcome: ReportOutcome;
  paymentStatus?: PaymentStatus;
}

const UNIQUE_VIOLATION = '23505';

async function recordEvent(
  db: Pick<Database, 'query'>,
  report: ProviderOrderReport,
  source: string,
  outcome: ReportOutcome,
  payload: unknown,
) {
  await db.query(
    `INSERT INTO payment_events (merchant_order_id, source, reported_state, outcome, payload)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      report.merchantOrderId,
      source,
      report.state,
      outcome,
      payload === undefined ? null : JSON.stringify(payload),
    ],
  );
}

/**
 * Applies a provider's word on an order. Only PENDING -> SUCCESS or FAILED happens; final
 * states never change; the receipt number is issued in the same transaction as SUCCESS.
 * Callbacks are always recorded, duplicates and late ones included.
 */
export async function applyProviderReport(
  db: Database,
  report: ProviderOrderReport,
  options: { source: 'callback' | 'status-query'; receiptPrefix: string; payload?: unknown },
): Promise<ReportResult> {
  const record = options.source === 'callback';
  try {
    return await db.transaction(async (tx) => {
      const [donation] = await tx.query<{ id: string; payment_status: PaymentStatus; expired: boolean }>(
        `SELECT id, payment_status, expires_at < now() AS expired FROM donations
         WHERE merchant_order_id = $1 FOR UPDATE`,
        [report.merchantOrderId],
      );
      let result: ReportResult;
      if (!donation) {
        result = { outcome: 'unknown-order' };
      } else if (donation.payment_status !== 'PENDING') {
        result = {
          outcome: donation.payment_status === report.state ? 'duplicate' : 'ignored-final',
          paymentStatus: donation.payment_status,
        };
      } else if (report.state === 'PENDING') {
        result = { outcome: 'pending', paymentStatus: 'PENDING' };
      } else {
        const completedAt = new Date();
        const receiptNumber =
          report.state === 'SUCCESS'
            ? await issueReceiptNumber(tx, options.receiptPrefix, completedAt)
            : null;
        await tx.query(
          `UPDATE donations SET payment_status = $2, completed_at = $3, receipt_number = $4,
             provider_transaction_id = $5 WHERE id = $1`,
          [donation.id, report.state, completedAt, receiptNumber, report.transactionId ?? null],
        );
        result = { outcome: donation.expired ? 'applied-late' : 'applied', paymentStatus: report.state };
      }
      if (record || result.outcome.startsWith('applied')) {
        await recordEvent(tx, report, options.source, result.outcome, options.payload);
      }
      return result;
    });
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    await recordEvent(db, report, options.source, 'rejected-duplicate-bhog', options.payload);
    return { outcome: 'rejected-duplicate-bhog', paymentStatus: 'PENDING' };
  }
}
