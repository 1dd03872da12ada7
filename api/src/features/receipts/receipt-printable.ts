import type { DonationRequest } from '@temple/shared';
import { HttpError } from '../../app/http-error';
import { asOneLine } from './receipt-pdf';
import { undrawableCharacters } from './script-faces';

/** The values a donor typed that the receipt prints, by what the form calls them. */
const PRINTED_FIELDS = { donorName: 'Name', address: 'Address', city: 'City', country: 'Country' } as const;

/**
 * Refuses, before any payment, a donation whose receipt would print some of what the donor
 * typed as empty boxes (a script no face draws, an emoji): a 400 that names the characters
 * on their field, so the donor can type the value in a script the receipt prints.
 */
export function assertReceiptCanPrint(donation: Pick<DonationRequest, keyof typeof PRINTED_FIELDS>): void {
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, label] of Object.entries(PRINTED_FIELDS)) {
    const missing = undrawableCharacters(asOneLine(donation[field as keyof typeof PRINTED_FIELDS]));
    if (missing.length > 0)
      fieldErrors[field] = [`${label} has characters the receipt cannot print: ${missing.join(', ')}`];
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new HttpError(400, first, fieldErrors);
}
