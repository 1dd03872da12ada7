/** The trust's policies, each a page at /legal/{document}. */
export const LEGAL_DOCUMENTS = [
  'terms-and-conditions',
  'privacy-policy',
  'refund-and-cancellation',
  'legality',
  'disclaimer',
] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];
