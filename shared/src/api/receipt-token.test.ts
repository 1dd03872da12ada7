import { receiptToken, sha256Hex16 } from './receipt-token';

describe('receipt token', () => {
  it('is the first 16 hex characters of SHA-256', async () => {
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(await sha256Hex16('abc')).toBe('ba7816bf8f01cfea');
  });

  it('normalises the e-mail first, so case and spaces do not matter', async () => {
    expect(await receiptToken('  Devotee@Example.COM ')).toBe(await receiptToken('devotee@example.com'));
    expect(await receiptToken('devotee@example.com')).toMatch(/^[0-9a-f]{16}$/);
  });
});
