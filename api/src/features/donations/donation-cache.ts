import type { DonationRow } from '../donation-records';

/** Pending records are re-read after this long: far below the 5 s the status page polls at. */
const PENDING_TTL_MS = 1000;
/**
 * A final record is read again after this long. A failed checkout is deleted by the
 * retention rule, maybe in another process, and its donor's details must not outlive the
 * row here by much; a paid one's receipt mail may be given up, which its status tells.
 */
const FINAL_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** How long a record read now answers for its donation. */
const freshFor = (row: DonationRow) => (row.payment_status === 'PENDING' ? PENDING_TTL_MS : FINAL_TTL_MS);

/**
 * Status reads by donation id or merchant order id, kept in memory: a pending one for a
 * second, a final one for a minute; either is forgotten at once when a provider report for
 * it arrives in this process.
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
