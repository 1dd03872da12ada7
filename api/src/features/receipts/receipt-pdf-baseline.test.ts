import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { ISSUER, paidDonation } from './receipt-donation.fixture';
import { renderReceiptPdf } from './receipt-pdf';

/** The page's left margin, where the labels stand, and where the value column starts. */
const LABEL_X = 56;
const VALUE_X = 226;

/**
 * What a receipt draws in its value column, row by row under each row's label: each piece
 * of text with the y of its baseline, in points from the page's foot, as a PDF reader places it.
 */
async function valuesByLabel(pdf: Buffer): Promise<Map<string, [string, number][]>> {
  const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1);
  const rows = new Map<string, [string, number][]>();
  let row: [string, number][] | undefined;
  for (const item of (await page.getTextContent()).items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const [, , , , x, y] = item.transform as [number, number, number, number, number, number];
    if (x === LABEL_X) {
      row = [];
      rows.set(item.str, row);
    } else if (x >= VALUE_X) row?.push([item.str, y]);
  }
  return rows;
}

const baselinesOf = (values: [string, number][] | undefined) => values?.map(([, y]) => y);

describe('the lines of a receipt', () => {
  it('draw the runs of a line in several scripts on one baseline', async () => {
    const rows = await valuesByLabel(
      await renderReceiptPdf(
        paidDonation({ donor_name: 'Asha राव Rao', address: 'ಮನೆ 12, 4ನೇ ಕ್ರಾಸ್', city: 'மதுரை' }),
        ISSUER,
      ),
    );
    // The label's baseline is at 628.5688, Helvetica's ascender (718/1000 em) below the row's
    // top; Devanagari's is 896: the Latin of the name is drawn on the Devanagari's baseline,
    // (896 - 718) / 1000 × 11 pt lower.
    expect(rows.get('Received with thanks from:')).toEqual([
      ['Asha', 626.6108],
      ['राव', 626.6108],
      ['Rao', 626.6108],
    ]);
    // Kannada (ascender 809), Tamil (870) and Latin on the Tamil's baseline.
    const address = rows.get('Address:');
    expect(address?.at(-1)).toEqual(['India', 607.7722]);
    expect(baselinesOf(address)).toEqual([607.7722, 607.7722, 607.7722]);
  });

  it('draw a value in one script where they always have', async () => {
    const latin = await valuesByLabel(await renderReceiptPdf(paidDonation(), ISSUER));
    expect(latin.get('Received with thanks from:')).toEqual([['Asha Rao', 628.5688]]);
    expect(latin.get('Address:')).toEqual([['12 Temple Road, Imphal - 795001, India', 611.0282]]);
    const devanagari = await valuesByLabel(
      await renderReceiptPdf(paidDonation({ donor_name: 'आशा राव' }), ISSUER),
    );
    expect(baselinesOf(devanagari.get('Received with thanks from:'))).toEqual([626.6108]);
  });
});
