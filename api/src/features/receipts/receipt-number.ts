import type { Queryable } from '../../platform/db/database';

/** The Indian financial year (April to March, IST) of an instant, e.g. "2026-27". */
export function financialYear(instant: Date): string {
  const ist = new Date(instant.getTime() + 5.5 * 3600_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * Receipts of the sandbox provider take no real money: they are numbered in a series of
 * their own ("SMT/SANDBOX/2026-27/000001"), so they never take or resemble a live number.
 */
export function receiptSeries(provider: string): 'live' | 'sandbox' {
  return provider === 'sandbox' ? 'sandbox' : 'live';
}

/**
 * The next receipt number of the series and financial year, e.g. "SMT/2026-27/000001".
 * Called in the transaction that marks the donation SUCCESS: the counter row stays locked
 * until it commits, and a rollback returns the number, so the sequence has no gaps.
 */
export async function issueReceiptNumber(
  tx: Queryable,
  options: { prefix: string; provider: string },
  completedAt: Date,
): Promise<string> {
  const year = financialYear(completedAt);
  const series = receiptSeries(options.provider);
  const [row] = await tx.query<{ last_number: number }>(
    `INSERT INTO receipt_sequences (series, financial_year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (series, financial_year) DO UPDATE SET last_number = receipt_sequences.last_number + 1
     RETURNING last_number`,
    [series, year],
  );
  const seriesPart = series === 'sandbox' ? 'SANDBOX/' : '';
  return `${options.prefix}/${seriesPart}${year}/${String(row?.last_number).padStart(6, '0')}`;
}
