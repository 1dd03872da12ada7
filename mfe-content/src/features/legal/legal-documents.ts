import { DISCLAIMER } from './documents/disclaimer';
import { LEGALITY } from './documents/legality';
import { PRIVACY_POLICY } from './documents/privacy-policy';
import { REFUND_AND_CANCELLATION } from './documents/refund-and-cancellation';
import { TERMS_AND_CONDITIONS } from './documents/terms-and-conditions';
import type { LegalContent } from './legal-content';
import type { LegalDocument } from './legal-document';

export const LEGAL_CONTENT: Readonly<Record<LegalDocument, LegalContent>> = {
  'terms-and-conditions': TERMS_AND_CONDITIONS,
  'privacy-policy': PRIVACY_POLICY,
  'refund-and-cancellation': REFUND_AND_CANCELLATION,
  legality: LEGALITY,
  disclaimer: DISCLAIMER,
};
