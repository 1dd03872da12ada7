import { donationRequestSchema, DONATION_MESSAGES as M, toDonationPayload } from './donation-request';
import { paymentStatusRecordSchema, paymentStatusValueSchema } from './payment-status';
import { TEXT_MESSAGES } from './text-rules';

const valid = {
  shilas: 1,
  donorName: 'Asha Rao',
  donorEmail: 'asha@example.org',
  donorPhone: '9876543210',
  address: '12 Temple Street',
  pincode: '560004',
  city: 'Bengaluru',
  country: 'India',
  paymentType: 'DONATION',
};

/**
 * The first message the schema gives for one field when `change` is applied to a valid
 * request: what the form shows under the field and what the API answers as `error`.
 */
function messagesFor(field: string, change: Record<string, unknown>): string[] {
  const result = donationRequestSchema.safeParse({ ...valid, ...change });
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message)
    .slice(0, 1);
}

const text = (length: number) => 'a'.repeat(length);

describe('donation request: every rule of spec section 5, each limit on both sides', () => {
  it.each([
    // field, value, expected message ('' = accepted)
    ['shilas', 1, ''],
    ['shilas', 0, M.shilasMin],
    ['shilas', 1000, ''],
    ['shilas', 1001, M.shilasMax],
    ['shilas', 2.5, 'Must be a whole number'],
    ['shilas', '5', M.shilasWhole],
    ['donorName', 'Ab', ''],
    ['donorName', ' A ', M.nameMin],
    ['donorName', text(100), ''],
    ['donorName', text(101), M.nameMax],
    ['donorName', 'Asha\u2028Rao', TEXT_MESSAGES.controlCharacters],
    ['donorName', 'Asha\u2029Rao', TEXT_MESSAGES.controlCharacters],
    ['donorName', 'Asha \u200DRao', TEXT_MESSAGES.invisibleCharacters],
    ['donorName', '\u200CAsha Rao', TEXT_MESSAGES.invisibleCharacters],
    ['donorName', 'Nguyễn Thị Ánh', ''],
    ['donorName', 'ഹരികൃഷ്ണൻ നായര്', ''],
    ['donorName', 'A\u0301\u0302\u0303\u0304 Rao', ''],
    ['donorName', 'A\u0301\u0302\u0303\u0304\u0305 Rao', TEXT_MESSAGES.strayMarks],
    ['donorName', '\u0301\u0301\u0301', TEXT_MESSAGES.strayMarks],
    ['donorName', 'Asha \u0336Rao', TEXT_MESSAGES.strayMarks],
    ['donorName', 'A\u0301\u0302\u0303\u0304\u200D\u0301\u0302\u0303\u0304 Rao', TEXT_MESSAGES.strayMarks],
    ['donorName', 'ഹരികൃഷ്ണന്‍ നായര്‍', ''],
    ['donorEmail', ' Asha@Example.org ', ''],
    ['donorEmail', 'asha@example', M.email],
    ['donorEmail', '', M.email],
    ['donorPhone', '6000000000', ''],
    ['donorPhone', '5999999999', M.phone],
    ['donorPhone', '987654321', M.phone],
    ['donorPhone', '98765432100', M.phone],
    ['address', '', M.addressRequired],
    ['address', 'abcd', M.addressMin],
    ['address', 'abcde', ''],
    ['address', text(200), ''],
    ['address', text(201), M.addressMax],
    ['pincode', '', M.pincodeRequired],
    ['pincode', '12345', M.pincodeLength],
    ['pincode', '1234567', M.pincodeLength],
    ['pincode', '012345', M.pincodeValid],
    ['pincode', '100001', ''],
    ['city', '', M.cityRequired],
    ['city', 'B', M.cityValid],
    ['city', 'Ba', ''],
    ['city', text(100), ''],
    ['city', text(101), M.cityMax],
    ['city', "St. John's-Wood", ''],
    ['city', 'City 17', M.cityValid],
    ['city', 'Bengaluru\u0336\u0336\u0336\u0336\u0336', TEXT_MESSAGES.strayMarks],
    ['address', '12 Temple Street\n\u0489\u0489', TEXT_MESSAGES.strayMarks],
    ['country', '', M.countryRequired],
    ['country', 'Canada', ''],
    ['profilePictureUrl', 'https://x.org/me.png', ''],
    ['profilePictureUrl', 'www.x.org/me.png', M.profilePictureUrl],
    ['profilePictureUrl', 'https://x.org/a"onerror=alert(1)', M.profilePictureUrl],
    ['website', 'https://x.org/<script>', M.website],
    ['website', "https://x.org/wiki/O'Brien", ''],
    ['businessLogoUrl', 'http://x.org/logo.png', ''],
    ['businessLogoUrl', 'ftp://x.org/logo.png', M.businessLogoUrl],
    ['website', 'https://acme.example', ''],
    ['website', 'acme.example', M.website],
    ['pan', 'ABCDE1234F', ''],
    ['pan', 'abcde1234f', ''],
    ['pan', 'ABCDE12345', M.pan],
    ['pan', 'ABCD1234F', M.pan],
    ['pan', 'ABCDE1234FG', M.pan],
    ['pan', 'XABCDE1234F', M.pan],
    // A letter that upper-cases to ASCII ones is not a PAN letter ("ß" -> "SS", "ſ" -> "S", "ı" -> "I").
    ['pan', 'abcß1234f', M.pan],
    ['pan', 'abcdſ1234f', M.pan],
    ['pan', 'abcdı1234f', M.pan],
    ['pan', 'abcde１２３４f', M.pan],
    ['businessName', text(200), ''],
    ['businessName', text(201), M.businessNameMax],
    ['message', text(500), ''],
    ['message', text(501), M.messageMax],
  ])('%s = %j -> %j', (field, value, expected) => {
    expect(messagesFor(field, { [field]: value })).toEqual(expected ? [expected] : []);
  });

  it('accepts only the three payment types, DONATION by default', () => {
    expect(messagesFor('paymentType', { paymentType: 'bhog' })).toHaveLength(1);
    const { paymentType: _omitted, ...withoutType } = valid;
    expect(donationRequestSchema.parse(withoutType).paymentType).toBe('DONATION');
  });

  it('defaults country to India and isAnonymous to false, trims and upper-cases PAN', () => {
    const { country: _omitted, ...withoutCountry } = valid;
    const parsed = donationRequestSchema.parse({
      ...withoutCountry,
      pan: ' abcde1234f ',
      donorName: '  Asha Rao ',
    });
    expect(parsed).toMatchObject({
      country: 'India',
      isAnonymous: false,
      pan: 'ABCDE1234F',
      donorName: 'Asha Rao',
    });
  });

  it('treats blank optional texts as absent', () => {
    const parsed = donationRequestSchema.parse({
      ...valid,
      website: '  ',
      pan: '',
      message: '',
      businessName: '',
    });
    expect(parsed).not.toHaveProperty('website', expect.anything());
    expect(parsed.pan).toBeUndefined();
    expect(parsed.message).toBeUndefined();
  });
});

describe('conditional rules', () => {
  it('BHOG needs a date', () => {
    expect(messagesFor('bhogDate', { paymentType: 'BHOG' })).toEqual([M.bhogDateRequired]);
    expect(messagesFor('bhogDate', { paymentType: 'BHOG', bhogDate: '24-12-2026' })).toEqual([
      M.bhogDateRequired,
    ]);
    expect(
      messagesFor('bhogDate', { paymentType: 'BHOG', bhogDate: '2026-12-24', shilas: undefined }),
    ).toEqual([]);
  });

  it('Shiladaan and Rangamandap need a quantity, each with its own words', () => {
    expect(messagesFor('shilas', { shilas: undefined })).toEqual([M.shilasRequired]);
    expect(messagesFor('shilas', { shilas: undefined, paymentType: 'RANGAMANDAP' })).toEqual([
      M.sqUnitsRequired,
    ]);
  });

  it('says the exact words of spec section 5', () => {
    expect(M).toMatchObject({
      shilasMin: 'Must be at least 1',
      shilasMax: 'Maximum 1000 allowed',
      nameMin: 'Name must be at least 2 characters',
      phone: 'Please enter a valid 10-digit Indian mobile number',
      pincodeValid: 'Enter a valid 6-digit Pincode',
      bhogDateRequired: 'Please select an Amrit Bhog date.',
      sqUnitsRequired: 'Please specify area in sq. unit for Rangamandap',
      shilasRequired: 'Please specify number of shilas for Shiladaan',
    });
  });
});

describe('sending rules (toDonationPayload)', () => {
  it('sends one unit for BHOG, whatever was chosen', () => {
    const request = donationRequestSchema.parse({
      ...valid,
      paymentType: 'BHOG',
      bhogDate: '2026-12-24',
      shilas: 9,
    });
    expect(toDonationPayload(request)).toMatchObject({ shilas: 1, bhogDate: '2026-12-24' });
  });

  it('drops the date for the other types', () => {
    const request = donationRequestSchema.parse({ ...valid, shilas: 3, bhogDate: '2026-12-24' });
    const payload = toDonationPayload(request);
    expect(payload).not.toHaveProperty('bhogDate');
    expect(payload.shilas).toBe(3);
  });

  it('leaves absent optionals out of the payload altogether', () => {
    const payload = toDonationPayload(donationRequestSchema.parse({ ...valid, website: '', pan: '' }));
    expect(Object.keys(payload)).not.toContain('website');
    expect(Object.keys(payload)).not.toContain('pan');
    expect(Object.values(payload)).not.toContain(undefined);
  });
});

describe('payment status', () => {
  it('reads any unknown value as PENDING', () => {
    expect(paymentStatusValueSchema.parse('REFUNDED')).toBe('PENDING');
    expect(paymentStatusValueSchema.parse(42)).toBe('PENDING');
    expect(paymentStatusValueSchema.parse('SUCCESS')).toBe('SUCCESS');
    const record = paymentStatusRecordSchema.parse({
      donationId: 'd',
      merchantOrderId: 'm',
      amount: 11000,
      shilas: 1,
      paymentType: 'DONATION',
      paymentStatus: 'AUTHORIZED',
      donorEmail: 'a@b.co',
    });
    expect(record.paymentStatus).toBe('PENDING');
  });
});
