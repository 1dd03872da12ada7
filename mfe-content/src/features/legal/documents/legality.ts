import { TRUST } from '@temple/shared/core';
import type { LegalContent } from '../legal-content';

export const LEGALITY: LegalContent = {
  title: 'Legality',
  intro: `${TRUST.trustName} is a registered public charitable trust in ${TRUST.city}, ${TRUST.state}. This page sets out the legal basis on which it receives and uses contributions.`,
  sections: [
    {
      id: 'registration',
      heading: 'Registration',
      paragraphs: [
        'The trust is registered under the laws of India as a public charitable and religious trust, and holds registrations under Sections 12A and 80G of the Income-tax Act. It is also registered for corporate social responsibility (CSR) contributions with the Ministry of Corporate Affairs.',
      ],
    },
    {
      id: 'tax-exemption',
      heading: 'Tax exemption under Section 80G',
      paragraphs: [
        'Contributions to the trust are eligible for deduction under Section 80G, within the limits of the law. A receipt with the trust’s 80G details is issued for every successful contribution; please give your PAN for contributions above ₹2,000.',
      ],
    },
    {
      id: 'use-of-funds',
      heading: 'Use of funds',
      paragraphs: [
        'Contributions are used only for the objects of the trust: the construction of the temple, its sevas and its charitable work. The accounts are audited every year by an independent chartered accountant.',
      ],
    },
    {
      id: 'foreign-contributions',
      heading: 'Contributions from abroad',
      paragraphs: [
        'Contributions from foreign sources are accepted only as far as the Foreign Contribution (Regulation) Act allows. Please write to us before contributing from an account outside India.',
      ],
    },
    {
      id: 'compliance',
      heading: 'Compliance',
      paragraphs: [
        'The trust files its returns and statements as required by law and keeps donor records for the periods the law requires.',
      ],
    },
  ],
};
