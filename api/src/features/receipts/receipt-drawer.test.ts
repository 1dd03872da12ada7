import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { paidDonation as donation, ISSUER } from './receipt-donation.fixture';
import { createReceiptDrawer, ReceiptDrawerBusyError } from './receipt-drawer';

const FIXTURE = new URL('./drawing-worker.fixture.ts', import.meta.url);

describe('receipts drawn in worker threads', () => {
  const drawer = createReceiptDrawer();
  afterAll(() => drawer.close());

  it('draws a Manipuri name with a conjunct (consonant, apun iyek, consonant)', async () => {
    const pdf = await drawer.draw({
      donation: donation({ donor_name: 'Ram ꯀ꯭ꯀ Kumar', address: 'ꯃꯤ꯭ꯇꯩ ꯀ꯭ꯀ Road' }),
      issuer: ISSUER,
    });
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain('Received with thanks from:');
    expect(text).toContain('Imphal - 795001, India');
  }, 30_000);

  it('ends a drawing that runs past its time, and draws the next one', async () => {
    // The next drawing starts a new thread within the same limit: room for a busy machine.
    const spinning = createReceiptDrawer(FIXTURE, { timeLimitMs: 3_000 });
    try {
      await expect(
        spinning.draw({ donation: donation({ id: 'never-ends' }), issuer: ISSUER }),
      ).rejects.toThrow(/aborted/i);
      const next = await spinning.draw({ donation: donation({ id: '000002' }), issuer: ISSUER });
      expect(String(next)).toBe('%PDF receipt of 000002');
    } finally {
      await spinning.close();
    }
  }, 30_000);

  it('counts the time limit from the start of a drawing, not from its wait for a thread', async () => {
    // 600 ms a drawing against a limit of 4 s: room for a machine busy with other work.
    const drawer = createReceiptDrawer(FIXTURE, { timeLimitMs: 4_000 });
    try {
      // Both threads started first, so their start-up is not part of what is timed.
      await Promise.all(
        ['000001', '000002'].map((id) => drawer.draw({ donation: donation({ id }), issuer: ISSUER })),
      );
      // Two threads, 600 ms a drawing: the last two of sixteen wait 4.2 s for theirs.
      const ids = Array.from({ length: 16 }, (_, index) => `slow-${index + 1}`);
      const pdfs = await Promise.all(
        ids.map((id) => drawer.draw({ donation: donation({ id }), issuer: ISSUER }, { waitInLine: true })),
      );
      expect(pdfs.map(String)).toEqual(ids.map((id) => `%PDF receipt of ${id}`));
    } finally {
      await drawer.close();
    }
  }, 30_000);

  it('turns a download away at once when the line is full; the mailer still waits its turn', async () => {
    const drawer = createReceiptDrawer(FIXTURE, { waitingDownloads: 1 });
    try {
      const task = (id: string) => ({ donation: donation({ id }), issuer: ISSUER });
      const drawing = ['slow-1', 'slow-2', 'slow-3'].map((id) => drawer.draw(task(id)));
      const startedAt = Date.now();
      await expect(drawer.draw(task('slow-4'))).rejects.toBeInstanceOf(ReceiptDrawerBusyError);
      expect(Date.now() - startedAt).toBeLessThan(100);
      const mailed = drawer.draw(task('slow-5'), { waitInLine: true });
      expect((await Promise.all([...drawing, mailed])).map(String)).toEqual([
        '%PDF receipt of slow-1',
        '%PDF receipt of slow-2',
        '%PDF receipt of slow-3',
        '%PDF receipt of slow-5',
      ]);
    } finally {
      await drawer.close();
    }
  }, 30_000);
});
