import { extractText } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import type { DonationRow } from '../donation-records';
import { renderReceiptPdf } from './receipt-pdf';

// A joiner the shaper fails on that drawnText does not yet leave out: Meetei Mayek drawn
// with its joiners, as it once was.
vi.mock('./script-faces', async (importOriginal) => {
  const faces = await importOriginal<typeof import('./script-faces')>();
  return {
    ...faces,
    drawnText: (run: { text: string; face: string }) =>
      run.face === 'NotoSansMeeteiMayek' ? run.text : faces.drawnText(run as never),
  };
});

const ISSUER = { pan: 'AAATS1234M', registration80G: 'AAATS1234MF20214', sample: false };
const donation = {
  id: '5d0c4f5e-8a7b-4c1e-9f0a-2b3c4d5e6f70',
  merchant_order_id: 'SMT20261127ABCDEFGHJKLM',
  payment_type: 'RANGAMANDAP',
  shilas: 1,
  amount: 2100,
  bhog_date: null,
  donor_name: 'ꯃꯅꯤ\u200Dꯄꯨꯔ Singh',
  business_name: null,
  donor_email: 'asha.rao@example.org',
  donor_phone: '9876543210',
  address: 'ꯀ\u200Cꯀ Leikai',
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
} as DonationRow;

describe('a receipt whose text the font library fails to shape', () => {
  it('is drawn at last without the joiners, which only choose how letters join', async () => {
    const pdf = await renderReceiptPdf(donation, ISSUER);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Received with thanks from: ꯃꯅꯤꯄꯨꯔ Singh');
    expect(flat).toContain('Address: ꯀꯀ Leikai, Imphal - 795001, India');
  });
});
