/** A name as compared: blanks collapsed, case ignored. */
const compared = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whom the receipt says the donation was received from, one value a line: an individual by
 * name; a business donation (its PAN is the business's) in the business's name, with the
 * person who gave on its behalf under it ("Krishnan Textiles Pvt Ltd", "through Ananya
 * Krishnan"), as the company claims the deduction. A business name that is the donor's own
 * name is printed once. The receipt draws these lines (receipt-pdf.ts), and what it cannot
 * print is checked on them (receipt-printable.ts).
 */
export function receivedFrom(donor: {
  donorName: string;
  businessName?: string | null;
}): [string] | [string, string] {
  const business = donor.businessName?.trim();
  return business && compared(business) !== compared(donor.donorName)
    ? [business, `through ${donor.donorName}`]
    : [donor.donorName];
}
