/** Fallback messages of spec section 8, said when a failure has no message of its own. */
export const FALLBACK_MESSAGES = {
  createDonation: 'Failed to create donation',
  paymentStatus: 'Failed to check payment status',
  statistics: 'Failed to fetch donation statistics',
  bhogDates: 'Failed to fetch available bhog dates',
  contributors: 'Failed to fetch contributors',
  health: 'Health check failed',
  unexpected: 'An unexpected error occurred',
  receipt: 'Failed to download receipt',
  csr: 'Submission failed. Please check the form fields.',
} as const;
