/** The receipt download's words (spec section 8). */
export const RECEIPT_MESSAGES = {
  missingDonor: 'Missing donor information. Please refresh the page and try again.',
  failed: (message: string) => `Failed to download receipt: ${message}`,
} as const;

export function receiptFileName(donationId: string): string {
  return `Receipt_${donationId}.pdf`;
}
