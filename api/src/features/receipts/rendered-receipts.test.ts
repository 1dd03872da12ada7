import { describe, expect, it, vi } from 'vitest';
import type { DonationRow } from '../donation-records';
import { ReceiptDrawerBusyError } from './receipt-drawer';
import { receiptPdf } from './rendered-receipts';

const draw = vi.hoisted(() =>
  vi.fn(async (donation: { id: string }) => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    return Buffer.from(`%PDF receipt of ${donation.id}`);
  }),
);
// The real drawer's error types, a fake drawing.
vi.mock('./receipt-drawer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./receipt-drawer')>()),
  createReceiptDrawer: () => ({ draw: ({ donation }: { donation: { id: string } }) => draw(donation) }),
}));

const ISSUER = { pan: 'AAATS1234M', registration80G: 'AAATS1234MF20214', sample: false };
const paid = (id: string) => ({ id, receipt_number: `SMT/2026-27/${id}` }) as DonationRow;

describe('receipts as drawn', () => {
  it('draws a receipt once, however often and however many at once it is asked for', async () => {
    const first = await Promise.all([1, 2, 3].map(() => receiptPdf(paid('000001'), ISSUER)));
    const again = await receiptPdf(paid('000001'), ISSUER);
    expect([...first, again].map(String)).toEqual(Array(4).fill('%PDF receipt of 000001'));
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it("draws another donation's receipt, or the same one for another issuer, apart", async () => {
    draw.mockClear();
    await receiptPdf(paid('000002'), ISSUER);
    await receiptPdf(paid('000002'), { ...ISSUER, sample: true });
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('draws more receipts at once than it keeps, and every one of them arrives', async () => {
    draw.mockClear();
    const ids = Array.from({ length: 250 }, (_, index) => `flood-${index}`);
    const pdfs = await Promise.all(ids.map((id) => receiptPdf(paid(id), ISSUER)));
    expect(pdfs.map(String)).toEqual(ids.map((id) => `%PDF receipt of ${id}`));
    expect(draw).toHaveBeenCalledTimes(250);
  });

  it('fails at once, for a while, a receipt whose drawing failed, but draws one the full line turned away', async () => {
    draw.mockClear();
    draw.mockRejectedValueOnce(new Error('The task has been aborted'));
    await expect(receiptPdf(paid('000003'), ISSUER)).rejects.toThrow('The task has been aborted');
    await expect(receiptPdf(paid('000003'), ISSUER)).rejects.toThrow('The task has been aborted');
    expect(draw).toHaveBeenCalledTimes(1);

    draw.mockRejectedValueOnce(new ReceiptDrawerBusyError());
    await expect(receiptPdf(paid('000004'), ISSUER)).rejects.toBeInstanceOf(ReceiptDrawerBusyError);
    expect(String(await receiptPdf(paid('000004'), ISSUER))).toBe('%PDF receipt of 000004');
    expect(draw).toHaveBeenCalledTimes(3);
  });
});
