import type { DonationRow } from '../donation-records';

/** Pending records are re-read after this long: far below the 5 s the status page polls at. */
const PENDING_TTL_MS = 1000;
/**
 * A failed checkout is final but not kept for good: the retention rule deletes it, maybe in
 * another process, and its donor's details must not outlive the row here by much.
 */
const UNPAID_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** How long a record read now answers for its donation. */
function freshFor(row: DonationRow): number {
  if (row.payment_status === 'PENDING') return PENDING_TTL_MS;
  // Paid, or money owed back: never changes and never deleted.
  if (row.payment_status === 'SUCCESS' || row.refund_due) return Number.POSITIVE_INFINITY;
  return UNPAID_TTL_MS;
}

/**
 * Status reads by donation id or merchant order id, kept in memory. A paid donation never
 * changes, so it stays; a pending one is kept for a second, a failed one for a minute, and
 * either is forgotten at once when a provider report for it arrives in this process.
 */
export function createDonationCache(now: () => number = Date.now) {
  const entries = new Map<string, { row: DonationRow; freshUntil: number }>();

  return {
    get(key: string): DonationRow | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.freshUntil >= now()) return entry.row;
      entries.delete(key);
      return undefined;
    },
    remember(row: DonationRow): void {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const entry = { row, freshUntil: now() + freshFor(row) };
      entries.set(row.id, entry);
      entries.set(row.merchant_order_id, entry);
    },
    forget(merchantOrderId: string): void {
      const entry = entries.get(merchantOrderId);
      entries.delete(merchantOrderId);
      if (entry) entries.delete(entry.row.id);
    },
  };
}

export type DonationCache = ReturnType<typeof createDonationCache>;
