import { extractText } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import { ISSUER, paidDonation } from './receipt-donation.fixture';
import { renderReceiptPdf } from './receipt-pdf';

// A shaping failure no check foresees: Meetei Mayek drawn with its joiners, which the
// shaper fails on and drawnText otherwise leaves out.
vi.mock('./script-faces', async (importOriginal) => {
  const faces = await importOriginal<typeof import('./script-faces')>();
  return {
    ...faces,
    drawnText: (run: { text: string; face: string }) =>
      run.face === 'NotoSansMeeteiMayek' ? run.text : faces.drawnText(run as never),
  };
});

const donation = paidDonation({ donor_name: 'ꯃꯅꯤ\u200Dꯄꯨꯔ Singh', address: 'ꯀ\u200Cꯀ Leikai' });

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
