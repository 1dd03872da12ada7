import { receiptToken } from '@temple/shared/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { completeSandboxOrder } from '../../testing/sandbox-checkout';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PAN: 'AAATS9999Q', TRUST_80G_REGISTRATION: 'AAATS9999QF20219' });
});
afterAll(() => t.close());

async function paidDonation(overrides: Record<string, unknown> = {}) {
  const body = validDonation({
    paymentType: 'RANGAMANDAP',
    shilas: 51,
    pan: 'abcde1234f',
    donorEmail: 'Receipt.Donor@Example.org',
    ...overrides,
  });
  const created = await t.app.inject({ method: 'POST', url: '/api/v2/donations', payload: body });
  expect(created.statusCode).toBe(201);
  const { data } = created.json();
  await completeSandboxOrder(t.app, data.merchantOrderId, 'SUCCESS');
  return data as { donationId: string; merchantOrderId: string };
}

describe('GET /api/v2/receipts/{id}/receipt', () => {
  it('is an 80G receipt PDF with every required detail, amount in figures and in Indian words', async () => {
    const { donationId } = await paidDonation();
    const token = await receiptToken('  receipt.donor@example.org ');
    const response = await t.app.inject({ url: `/api/v2/receipts/${donationId}/receipt?token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const receiptNumber = (await t.app.inject({ url: `/api/v2/donations/${donationId}/status` })).json().data
      .receiptNumber;
    for (const expected of [
      'Sri Mandir Nirman Trust & Charitable Society',
      '42 Kanakapura Road, Bengaluru',
      'PAN: AAATS9999Q',
      '80G Registration: AAATS9999QF20219',
      `Receipt No.: ${receiptNumber}`,
      'Received with thanks from: Asha Rao',
      'Address: 12 Temple Street, Bengaluru - 560004, India',
      'Donor PAN: ABCDE1234F',
      'Amount: Rs. 1,07,100.00',
      'Rupees One Lakh Seven Thousand One Hundred Only',
      'Mode of payment: Online payment',
      'Seva: Rangamandap - 51 sq. units',
      'Section 80G of the Income Tax Act, 1961',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    expect(text).toMatch(/Date: \d{2} \w+ \d{4}/);
    expect(text).not.toContain('SAMPLE');
  });

  it('prints what a donor typed inside its own column, so an address cannot add lines that read like the receipt', async () => {
    const { donationId } = await paidDonation({
      address: '12 Temple St\n\nAmount: Rs. 9,99,000.00\nAmount in words: Rupees Nine Lakh Only',
    });
    const token = await receiptToken('receipt.donor@example.org');
    const response = await t.app.inject({ url: `/api/v2/receipts/${donationId}/receipt?token=${token}` });
    const page = await (await getDocumentProxy(new Uint8Array(response.rawPayload))).getPage(1);
    const items = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ text: item.str, x: Math.round(item.transform[4]) }] : [],
    );
    const labels = items.filter((item) => item.x === 56).map((item) => item.text);
    expect(labels).toContain('Amount:');
    expect(labels.filter((text) => text.includes('9,99,000'))).toEqual([]);
    expect(items.filter((item) => item.text.includes('9,99,000')).map((item) => item.x)).toEqual([226]);
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Address: 12 Temple St, Amount: Rs. 9,99,000.00, Amount in words: Rupees Nine Lakh Only, Bengaluru - 560004',
    );
  });

  it("makes a business donation's receipt out to the business, through the donor who gave for it", async () => {
    const { donationId } = await paidDonation({
      donorName: 'Ananya Krishnan',
      businessName: 'Krishnan Textiles Pvt Ltd',
      pan: 'ABCDE1234F',
    });
    const token = await receiptToken('receipt.donor@example.org');
    const response = await t.app.inject({ url: `/api/v2/receipts/${donationId}/receipt?token=${token}` });
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(
      'Received with thanks from: Krishnan Textiles Pvt Ltd through Ananya Krishnan Address: 12 Temple Street',
    );
    expect(flat).toContain('Donor PAN: ABCDE1234F');
    // The business on the label's line, the donor under it, both in the value column.
    const page = await (await getDocumentProxy(new Uint8Array(response.rawPayload))).getPage(1);
    const items = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ text: item.str, x: Math.round(item.transform[4]), y: Math.round(item.transform[5]) }]
        : [],
    );
    const at = (value: string) => items.find((item) => item.text === value);
    expect(at('Received with thanks from:')).toMatchObject({ x: 56 });
    expect(at('Krishnan Textiles Pvt Ltd')).toEqual({
      text: 'Krishnan Textiles Pvt Ltd',
      x: 226,
      y: at('Received with thanks from:')?.y,
    });
    expect(at('through Ananya Krishnan')).toMatchObject({ x: 226 });
    expect(at('through Ananya Krishnan')?.y).toBeLessThan(at('Krishnan Textiles Pvt Ltd')?.y ?? 0);
    expect(at('Address:')?.y).toBeLessThan(at('through Ananya Krishnan')?.y ?? 0);
  });

  it("names a business once when its name is the donor's own", async () => {
    const { donationId } = await paidDonation({ donorName: 'Asha Rao', businessName: 'ASHA RAO' });
    const token = await receiptToken('receipt.donor@example.org');
    const response = await t.app.inject({ url: `/api/v2/receipts/${donationId}/receipt?token=${token}` });
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Received with thanks from: Asha Rao Address:');
    expect(text).not.toContain('through');
  });

  it("prints a donor's name and place in the script they were typed in", async () => {
    const { donationId } = await paidDonation({
      donorName: 'आशा राव',
      address: 'ಜಯನಗರ ಬಡಾವಣೆ',
      city: 'Śrīrangapaṭṭaṇa',
      country: 'भारत',
    });
    const token = await receiptToken('receipt.donor@example.org');
    const response = await t.app.inject({ url: `/api/v2/receipts/${donationId}/receipt?token=${token}` });
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Received with thanks from: आशा राव');
    expect(flat).toContain('Address: ಜಯನಗರ ಬಡಾವಣೆ, Śrīrangapaṭṭaṇa - 560004, भारत');
    expect(flat).toContain('Amount: Rs. 1,07,100.00');
  });

  it.each([
    {
      case: 'a Gurmukhi name',
      donor: { donorName: 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ', city: 'ਅੰਮ੍ਰਿਤਸਰ' },
      face: 'NotoSansGurmukhi',
    },
    {
      case: 'a Malayalam address cut inside a word at the end of a line',
      donor: { address: 'ഇടുക്കി,എറണാകുളം,ഇടുക്കി,തിരുവനന്തപുരം,കണ്ണൂർ,തൃശ്ശൂർ,മലപ്പുറം' },
      face: 'NotoSansMalayalam',
    },
  ])('is given for $case, whose marks the font library cannot all place', async ({ donor, face }) => {
    const { donationId } = await paidDonation(donor);
    const token = await receiptToken('receipt.donor@example.org');
    const response = await t.app.inject({ url: `/api/v2/receipts/${donationId}/receipt?token=${token}` });
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Amount: Rs. 1,07,100.00');
    expect(response.rawPayload.toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${face}`));
  });

  it('prints an Urdu name, a Santali address and a Manipuri city as text, each in the face of its script', async () => {
    const { donationId } = await paidDonation({
      donorName: 'محمد علی',
      address: 'ᱥᱟᱱᱛᱟᱲ ᱯᱟᱨᱜᱟᱱᱟ',
      city: 'ꯏꯝꯐꯥꯜ',
    });
    const token = await receiptToken('receipt.donor@example.org');
    const response = await t.app.inject({ url: `/api/v2/receipts/${donationId}/receipt?token=${token}` });
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Received with thanks from: محمد علی');
    expect(flat).toContain('Address: ᱥᱟᱱᱛᱟᱲ ᱯᱟᱨᱜᱟᱱᱟ, ꯏꯝꯐꯥꯜ - 560004, India');
    for (const face of ['NotoNaskhArabic', 'NotoSansOlChiki', 'NotoSansMeeteiMayek']) {
      expect(response.rawPayload.toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${face}`));
    }
  });

  it('prints a Manipuri name and address typed with joiners inside a word, which Meetei Mayek does not use', async () => {
    const { donationId } = await paidDonation({
      donorName: 'ꯃꯅꯤ\u200Dꯄꯨꯔ Singh',
      address: 'ꯀ\u200Cꯀ Leikai, Imphal',
    });
    const token = await receiptToken('receipt.donor@example.org');
    const response = await t.app.inject({ url: `/api/v2/receipts/${donationId}/receipt?token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Received with thanks from: ꯃꯅꯤꯄꯨꯔ Singh');
    expect(flat).toContain('Address: ꯀꯀ Leikai, Imphal, Bengaluru - 560004, India');
  });

  it('prints an Urdu address that starts with a number, and a city in Latin letters after a Devanagari address', async () => {
    const urdu = await paidDonation({ address: '12، گلی نمبر 5، مکان #12', city: 'Bengaluru' });
    const token = await receiptToken('receipt.donor@example.org');
    const urduReceipt = await t.app.inject({
      url: `/api/v2/receipts/${urdu.donationId}/receipt?token=${token}`,
    });
    expect(urduReceipt.statusCode).toBe(200);
    // The text's order as extracted is the PDF reader's guess; the order drawn is tested on drawnText.
    expect(urduReceipt.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic/);
    const hawaii = await paidDonation({ address: 'गांधी नगर', city: 'ʻAiea' });
    const hawaiiReceipt = await t.app.inject({
      url: `/api/v2/receipts/${hawaii.donationId}/receipt?token=${token}`,
    });
    const hawaiiText = (await extractText(new Uint8Array(hawaiiReceipt.rawPayload), { mergePages: true }))
      .text;
    expect(hawaiiText.replace(/\s+/g, ' ')).toContain('Address: गांधी नगर, ʻAiea - 560004, India');
  });

  it('without the trust details set, prints the sample identity the pages show and says it is a sample', async () => {
    const sampleApp = await createTestApp();
    try {
      const { data } = (
        await sampleApp.app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() })
      ).json();
      await completeSandboxOrder(sampleApp.app, data.merchantOrderId, 'SUCCESS');
      const token = await receiptToken('asha.rao@example.org');
      const response = await sampleApp.app.inject({
        url: `/api/v2/receipts/${data.donationId}/receipt?token=${token}`,
      });
      const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('PAN: AAATS1234M | 80G Registration: AAATS1234MF20214');
      expect(flat).toContain(
        'SAMPLE RECEIPT: the registration numbers above are examples, so this is not a valid 80G tax receipt.',
      );
      expect(flat).not.toContain('set TRUST_80G_REGISTRATION');
    } finally {
      await sampleApp.close();
    }
  });

  it('leaves out the donor PAN when none was given', async () => {
    const { donationId } = await paidDonation({ pan: undefined });
    const token = await receiptToken('receipt.donor@example.org');
    const response = await t.app.inject({ url: `/api/v2/receipts/${donationId}/receipt?token=${token}` });
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text).not.toContain('Donor PAN');
  });

  it("takes the token the site derives from the donor's e-mail", async () => {
    const { donationId } = await paidDonation();
    // The donor's "Receipt.Donor@Example.org" trimmed and lower-cased has the SHA-256
    // 405d32cb712fcfdbe62ba32efd8b7757e06b59d7d95234d6f2b2a5e90650ccb4: the token is its first 16 characters.
    const response = await t.app.inject({
      url: `/api/v2/receipts/${donationId}/receipt?token=405d32cb712fcfdb`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it('answers 403 for a wrong or missing token', async () => {
    const { donationId } = await paidDonation();
    const wrong = await t.app.inject({
      url: `/api/v2/receipts/${donationId}/receipt?token=${await receiptToken('other@example.org')}`,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('The receipt token does not match this donation');
    const missing = await t.app.inject({ url: `/api/v2/receipts/${donationId}/receipt` });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error).toBe('A receipt token is required');
  });

  it('answers 409 until the payment succeeded, 404 for an unknown donation', async () => {
    const { data } = (
      await t.app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() })
    ).json();
    const token = await receiptToken('asha.rao@example.org');
    const pending = await t.app.inject({ url: `/api/v2/receipts/${data.donationId}/receipt?token=${token}` });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error).toBe('A receipt is available only for a successful payment');
    expect((await t.app.inject({ url: `/api/v2/receipts/unknown/receipt?token=${token}` })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/v2/donations/{id}/receipt/status', () => {
  it('says whether the receipt is ready', async () => {
    const { data } = (
      await t.app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() })
    ).json();
    const before = (
      await t.app.inject({ url: `/api/v2/donations/${data.donationId}/receipt/status` })
    ).json();
    expect(before).toEqual({
      success: true,
      data: { donationId: data.donationId, ready: false, paymentStatus: 'PENDING' },
    });
    await completeSandboxOrder(t.app, data.merchantOrderId, 'SUCCESS');
    const token = await receiptToken('asha.rao@example.org');
    const after = (
      await t.app.inject({ url: `/api/v2/donations/${data.donationId}/receipt/status?token=${token}` })
    ).json();
    expect(after.data).toMatchObject({
      ready: true,
      paymentStatus: 'SUCCESS',
      receiptNumber: expect.stringMatching(/^SMT\//),
    });
    expect(
      (await t.app.inject({ url: `/api/v2/donations/${data.donationId}/receipt/status?token=bad` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('trust details settings', () => {
  it('takes the PAN and 80G registration together, and checks the PAN', () => {
    expect(() => loadConfig({ TRUST_PAN: 'AAATS9999Q' })).toThrow(
      'set TRUST_PAN and TRUST_80G_REGISTRATION together',
    );
    expect(() => loadConfig({ TRUST_PAN: 'not-a-pan', TRUST_80G_REGISTRATION: 'X' })).toThrow(
      'TRUST_PAN: must be a PAN such as AAATS1234M',
    );
  });
});

describe('POST /api/v2/donations with what the receipt cannot print', () => {
  const donationCount = async () =>
    (await t.db.query<{ total: number }>('SELECT count(*)::int AS total FROM donations'))[0]?.total;

  it('is refused with 400 before any payment, the characters named on their field', async () => {
    const before = await donationCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation({ donorName: '王小明 😀' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Name has characters the receipt cannot print: 王, 小, 明, 😀',
      fieldErrors: { donorName: ['Name has characters the receipt cannot print: 王, 小, 明, 😀'] },
    });
    expect(await donationCount()).toBe(before);
  });

  it("is refused on the business name, which a business donation's receipt prints", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation({ businessName: 'Krishnan Textiles 😀' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Business name has characters the receipt cannot print: 😀',
      fieldErrors: { businessName: ['Business name has characters the receipt cannot print: 😀'] },
    });
  });

  it('names every such field, the first one in the answer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation({ address: 'สุขุมวิท 21', city: 'Colombo', country: 'ලංකාව' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Address has characters the receipt cannot print: ส, ุ, ข, ม, ว, ิ, ท');
    expect(response.json().fieldErrors).toEqual({
      address: ['Address has characters the receipt cannot print: ส, ุ, ข, ม, ว, ิ, ท'],
      country: ['Country has characters the receipt cannot print: ල, ං, ක, ා, ව'],
    });
  });

  it('is refused for the Meetei Mayek Extensions, which the font library cannot lay out, though a Meetei Mayek name is printed', async () => {
    const before = await donationCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation({ donorName: 'ꫳꯋꯊꯅꯥ꫶' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Name has characters the receipt cannot print: ꫳ, ꫶',
      fieldErrors: { donorName: ['Name has characters the receipt cannot print: ꫳ, ꫶'] },
    });
    expect(await donationCount()).toBe(before);

    const { donationId } = await paidDonation({ donorName: 'ꯃꯅꯤꯄꯨꯔ Singh' });
    const token = await receiptToken('receipt.donor@example.org');
    const receipt = await t.app.inject({ url: `/api/v2/receipts/${donationId}/receipt?token=${token}` });
    expect(receipt.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(receipt.rawPayload), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Received with thanks from: ꯃꯅꯤꯄꯨꯔ Singh');
  });

  it('is refused on its field when it starts with a mark, which the printed address line would put after the space before it', async () => {
    // On the line, the mark would follow the space after the Devanagari address, in the
    // Devanagari face, which has no glyph for it: a mark with no letter under it is refused first.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation({ address: 'गांधी नगर', city: '\u0323Aiea' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Remove the stray or stacked accent marks from this field',
      fieldErrors: { city: ['Remove the stray or stacked accent marks from this field'] },
    });
  });
});
