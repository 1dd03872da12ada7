import type { DonationRow } from './donation-row';

/** Pending records are re-read after this long: far below the 5 s the status page polls at. */
const PENDING_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

/**
 * Status reads by donation id or merchant order id, kept in memory. A final donation never
 * changes, so it stays; a pending one is kept for a second, and forgotten at once when a
 * provider report for it arrives in this process.
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
      const entry = {
        row,
        freshUntil: row.payment_status === 'PENDING' ? now() + PENDING_TTL_MS : Number.POSITIVE_INFINITY,
      };
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
