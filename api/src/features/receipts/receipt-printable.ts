import type { DonationRequest } from '@temple/shared/contracts';
import { HttpError } from '../../platform/http-error';
import { asOneLine, printedAddress } from './receipt-pdf';
import { receivedFrom } from './received-from';
import { undrawableCharacters } from './script-faces';

type PrintedValues = Pick<
  DonationRequest,
  'donorName' | 'businessName' | 'address' | 'city' | 'pincode' | 'country'
>;

/**
 * Refuses, before any payment, a donation whose receipt would print some of what the donor
 * typed as empty boxes (a script no face draws, an emoji): a 400 that names the characters
 * on their field, so the donor can type the value in a script the receipt prints. What is
 * checked is what is printed: the name, a business donation's business name, and the one
 * line of address, city, pincode and country, where a value may be drawn in the face of the
 * value before it. A character missing from that line is named on each field that holds it
 * (on the address if none does). The text is not shaped here: shaping can loop for ever
 * (receipt-drawer.ts) and takes tens of milliseconds, so it runs only where receipts are
 * drawn, which tries again with less when it fails (receipt-pdf.ts).
 */
export function assertReceiptCanPrint(donation: PrintedValues): void {
  const fieldErrors: Record<string, string[]> = {};
  const refuse = (field: keyof PrintedValues, label: string, missing: string[]) => {
    if (missing.length > 0)
      fieldErrors[field] = [`${label} has characters the receipt cannot print: ${missing.join(', ')}`];
  };
  refuse('donorName', 'Name', undrawableCharacters(asOneLine(donation.donorName)));
  // A business donation's receipt prints the business's name too, then "through" the donor's.
  const [from, through] = receivedFrom(donation);
  if (through) refuse('businessName', 'Business name', undrawableCharacters(asOneLine(from)));
  const missingOnLine = undrawableCharacters(printedAddress(donation));
  const { address, city, country } = donation;
  const heldBy = (value: string) => [...new Set(value)].filter((char) => missingOnLine.includes(char));
  const heldByNone = missingOnLine.filter(
    (char) => ![address, city, country].some((value) => value.includes(char)),
  );
  refuse('address', 'Address', [...heldBy(address), ...heldByNone]);
  refuse('city', 'City', heldBy(city));
  refuse('country', 'Country', heldBy(country));
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new HttpError(400, first, fieldErrors);
}
