import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amount in Indian words', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [11, 'Rupees Eleven Only'],
    [2100, 'Rupees Two Thousand One Hundred Only'],
    [11000, 'Rupees Eleven Thousand Only'],
    [21000, 'Rupees Twenty One Thousand Only'],
    [107100, 'Rupees One Lakh Seven Thousand One Hundred Only'],
    [11000000, 'Rupees One Crore Ten Lakh Only'],
    [750000000, 'Rupees Seventy Five Crore Only'],
    [99999, 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [1234.5, 'Rupees One Thousand Two Hundred Thirty Four and Fifty Paise Only'],
  ])('%d -> %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });
});
