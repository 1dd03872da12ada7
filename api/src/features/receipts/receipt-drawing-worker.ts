import type { DonationRow } from '../donation-records';
import { renderReceiptPdf } from './receipt-pdf';
import type { ReceiptIssuer } from './trust-registrations';

export interface ReceiptDrawingTask {
  donation: DonationRow;
  issuer: ReceiptIssuer;
}

/** Runs in a worker thread (see receipt-drawer.ts): one receipt drawn. */
export default function drawReceiptInWorker({ donation, issuer }: ReceiptDrawingTask): Promise<Buffer> {
  return renderReceiptPdf(donation, issuer);
}
