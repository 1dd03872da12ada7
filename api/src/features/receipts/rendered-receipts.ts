import { LRUCache } from 'lru-cache';
import type { DonationRow } from '../donation-records';
import { createReceiptDrawer } from './receipt-drawer';
import type { ReceiptDrawingTask } from './receipt-drawing-worker';
import type { ReceiptIssuer } from './trust-registrations';

const drawer = createReceiptDrawer();

/**
 * Receipts as drawn, the most recent 200 (a few megabytes): a paid donation's receipt never
 * changes, and one in an Indian script takes up to several hundred milliseconds to draw, so
 * a download asked again, or a flood of them, draws nothing twice. Concurrent asks share one drawing.
 */
const drawn = new LRUCache<string, Buffer, ReceiptDrawingTask>({
  max: 200,
  fetchMethod: (_key, _stale, { context }) => drawer.draw(context),
});

/** The 80G receipt of a paid donation as a PDF. */
export async function receiptPdf(donation: DonationRow, issuer: ReceiptIssuer): Promise<Buffer> {
  const key = [donation.id, donation.receipt_number, issuer.pan, issuer.registration80G, issuer.sample].join(
    '|',
  );
  const pdf = await drawn.fetch(key, { context: { donation, issuer } });
  if (!pdf) throw new Error(`the receipt of donation ${donation.id} could not be drawn`);
  return pdf;
}
