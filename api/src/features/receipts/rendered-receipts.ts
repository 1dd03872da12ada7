import { LRUCache } from 'lru-cache';
import type { DonationRow } from '../donation-records';
import { createReceiptDrawer, type DrawOptions, ReceiptDrawerBusyError } from './receipt-drawer';
import type { ReceiptIssuer } from './trust-registrations';

const drawer = createReceiptDrawer();

/**
 * Receipts as drawn, the most recent 200 (a few megabytes): a paid donation's receipt never
 * changes, and one in an Indian script takes up to several hundred milliseconds to draw, so
 * a download asked again, or a flood of them, draws nothing twice.
 */
const drawn = new LRUCache<string, Buffer>({ max: 200 });
/**
 * Receipts whose drawing failed (past its time or memory), for ten minutes: asked again,
 * they fail at once instead of taking a thread for another 15 s. A drawing turned away
 * because the line was full is not one of them.
 */
const failed = new LRUCache<string, Error>({ max: 1000, ttl: 10 * 60_000 });
/**
 * Drawings under way, which concurrent asks share. Kept apart from the finished ones, so
 * many asks at once never push a drawing out before it ends; the drawer's line bounds them.
 */
const drawing = new Map<string, Promise<Buffer>>();

/** The 80G receipt of a paid donation as a PDF. */
export async function receiptPdf(
  donation: DonationRow,
  issuer: ReceiptIssuer,
  options?: DrawOptions,
): Promise<Buffer> {
  const key = [donation.id, donation.receipt_number, issuer.pan, issuer.registration80G, issuer.sample].join(
    '|',
  );
  const pdf = drawn.get(key);
  if (pdf) return pdf;
  const failure = failed.get(key);
  if (failure) throw failure;
  const underWay = drawing.get(key);
  if (underWay) return underWay;
  const drawnNow = drawer
    .draw({ donation, issuer }, options)
    .then(
      (drawnPdf) => {
        drawn.set(key, drawnPdf);
        return drawnPdf;
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error : new Error(String(error));
        if (!(reason instanceof ReceiptDrawerBusyError)) failed.set(key, reason);
        throw reason;
      },
    )
    .finally(() => drawing.delete(key));
  drawing.set(key, drawnNow);
  return drawnNow;
}
