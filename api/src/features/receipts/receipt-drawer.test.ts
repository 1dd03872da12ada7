import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import type { DonationRow } from '../donation-records';
import { createReceiptDrawer } from './receipt-drawer';

const ISSUER = { pan: 'AAATS1234M', registration80G: 'AAATS1234MF20214', sample: false };
const donation = (overrides: Partial<DonationRow>) =>
  ({
    id: '5d0c4f5e-8a7b-4c1e-9f0a-2b3c4d5e6f70',
    merchant_order_id: 'SMT20261127ABCDEFGHJKLM',
    payment_type: 'RANGAMANDAP',
    shilas: 1,
    amount: 2100,
    bhog_date: null,
    donor_name: 'Asha Rao',
    donor_email: 'asha.rao@example.org',
    donor_phone: '9876543210',
    address: '12 Temple Road',
    pincode: '795001',
    city: 'Imphal',
    country: 'India',
    pan: null,
    is_anonymous: false,
    payment_status: 'SUCCESS',
    provider: 'sandbox',
    receipt_number: 'SMT/SANDBOX/2026-27/000001',
    refund_due: false,
    refund_reason: null,
    receipt_emailed: false,
    created_at: new Date('2026-11-27T06:00:00Z'),
    completed_at: new Date('2026-11-27T06:01:00Z'),
    ...overrides,
  }) as DonationRow;

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
    const fixture = new URL('./never-ending-drawing.fixture.ts', import.meta.url);
    const spinning = createReceiptDrawer(fixture, 1_000);
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
});
