import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../platform/http-error';
import { printedAddress } from './receipt-pdf';
import { assertReceiptCanPrint } from './receipt-printable';
import { undrawableCharacters } from './script-faces';

const donor = {
  donorName: 'Asha Rao',
  address: 'गांधी नगर',
  city: 'Bengaluru',
  pincode: '560004',
  country: 'India',
};

/** What assertReceiptCanPrint refuses, by field; nothing when it takes the donation. */
function refusal(overrides: Partial<typeof donor>): Record<string, string[]> | undefined {
  try {
    assertReceiptCanPrint({ ...donor, ...overrides });
    return undefined;
  } catch (error) {
    return (error as HttpError).fieldErrors;
  }
}

describe('the address line the receipt prints', () => {
  it('is the address, its lines joined, then city, pincode and country', () => {
    expect(
      printedAddress({
        address: '12 Temple St,\nJayanagar',
        city: 'Bengaluru',
        pincode: '560004',
        country: 'India',
      }),
    ).toBe('12 Temple St, Jayanagar, Bengaluru - 560004, India');
  });
});

describe('a donation whose receipt cannot print what was typed', () => {
  it('is taken with a city in Latin letters beyond Latin-1 after a Devanagari address, which the line draws', () => {
    const line = printedAddress({ ...donor, city: 'ʻAiea' });
    expect(line).toBe('गांधी नगर, ʻAiea - 560004, India');
    expect(undrawableCharacters(line)).toEqual([]);
    expect(refusal({ city: 'ʻAiea' })).toBeUndefined();
  });

  it('is refused on the field that holds a character the printed line cannot draw, though the field alone could', () => {
    // Alone, the mark starts the city and joins the Latin letters after it; on the line, it
    // follows the space after the Devanagari address, in a face without a glyph for it.
    expect(undrawableCharacters('\u0323Aiea')).toEqual([]);
    expect(refusal({ city: '\u0323Aiea' })).toEqual({
      city: ['City has characters the receipt cannot print: \u0323'],
    });
  });

  it('is refused on each field that holds the character', () => {
    expect(refusal({ donorName: 'Asha 😀', address: 'गांधी नगर 😀', country: 'India 😀' })).toEqual({
      donorName: ['Name has characters the receipt cannot print: 😀'],
      address: ['Address has characters the receipt cannot print: 😀'],
      country: ['Country has characters the receipt cannot print: 😀'],
    });
  });

  it('is refused on the address for a character of the line that no field holds', () => {
    expect(refusal({ pincode: '5600😀' })).toEqual({
      address: ['Address has characters the receipt cannot print: 😀'],
    });
  });
});
