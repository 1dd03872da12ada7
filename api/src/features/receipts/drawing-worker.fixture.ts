import type { ReceiptDrawingTask } from './receipt-drawing-worker';

/**
 * A worker for receipt-drawer.test.ts. It never ends on the donation "never-ends", as
 * fontkit's shaping did on a name; it takes the thread for 600 ms on one whose id starts
 * with "slow", as a receipt in many scripts does.
 */
export default function drawOrNeverEnd({ donation }: ReceiptDrawingTask): Uint8Array {
  while (donation.id === 'never-ends') {
    // Spins like a shaping loop: no await, so nothing but ending the thread stops it.
  }
  if (donation.id.startsWith('slow')) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 600);
  return new TextEncoder().encode(`%PDF receipt of ${donation.id}`);
}
