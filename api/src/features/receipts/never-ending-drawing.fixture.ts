import type { ReceiptDrawingTask } from './receipt-drawing-worker';

/** A worker for receipt-drawer.test.ts: it never ends on one donation, as fontkit's shaping did on a name. */
export default function drawOrNeverEnd({ donation }: ReceiptDrawingTask): Uint8Array {
  while (donation.id === 'never-ends') {
    // Spins like a shaping loop: no await, so nothing but ending the thread stops it.
  }
  return new TextEncoder().encode(`%PDF receipt of ${donation.id}`);
}
