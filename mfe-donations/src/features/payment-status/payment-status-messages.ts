/** The payment status page's own words (spec sections 2 and 8). */
export const PAYMENT_STATUS_MESSAGES = {
  invalidLinkTitle: 'Invalid Payment Link',
  invalidLinkMessage: 'This payment link is invalid or has expired. Please start your donation again.',
  loadingTitle: 'Checking Payment Status',
  loadingMessage: 'Please wait while we verify your payment...',
  unavailableTitle: 'Payment Status',
  unavailableMessage: 'Unable to check payment status. Please try again.',
} as const;
