import { receiptToken, sha256Hex16 } from './receipt-token';

describe('receipt token', () => {
  it('is the first 16 hex characters of SHA-256', async () => {
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(await sha256Hex16('abc')).toBe('ba7816bf8f01cfea');
  });

  it("is the SHA-256 of the donor's e-mail, trimmed and lower-cased, cut to 16 characters", async () => {
    // SHA-256("devotee@example.com") = 506a30b7f10c40071619bf23c253b21ae59471d5a10a7e7f6ef2a60fdb021cc4
    expect(await receiptToken('devotee@example.com')).toBe('506a30b7f10c4007');
    expect(await receiptToken('  Devotee@Example.COM ')).toBe('506a30b7f10c4007');
  });
});
