import { CSR_MESSAGES } from './contracts/csr-enquiry';

/**
 * Fallback messages of spec section 8, said when a failure has no message of its own. A
 * donation and a receipt are the donor's next step, so theirs say what to do.
 */
export const FALLBACK_MESSAGES = {
  createDonation: 'Failed to create donation. Please try again.',
  paymentStatus: 'Failed to check payment status',
  statistics: 'Failed to fetch donation statistics',
  bhogDates: 'Failed to fetch available bhog dates',
  contributors: 'Failed to fetch contributors',
  health: 'Health check failed',
  unexpected: 'An unexpected error occurred',
  /** Follows "Failed to download receipt: " in the alert. */
  receipt: 'Please try again in a few minutes.',
  /** Follows it too, when what came back was not the PDF (a JSON error, a Wi-Fi sign-in or proxy page). */
  receiptNotPdf:
    'The receipt did not arrive as a PDF. Please check your internet connection and try again in a few minutes.',
  csr: CSR_MESSAGES.failure,
} as const;
