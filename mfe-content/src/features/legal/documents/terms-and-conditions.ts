import { TRUST } from '@temple/shared/core';
import type { LegalContent } from '../legal-content';

export const TERMS_AND_CONDITIONS: LegalContent = {
  title: 'Terms & Conditions',
  intro: `These terms apply to everyone who uses this website of ${TRUST.trustName}, ${TRUST.city}, and to every contribution made through it. By using the site or contributing, you accept them.`,
  sections: [
    {
      id: 'use-of-the-site',
      heading: 'Use of the website',
      paragraphs: [
        'You may browse the site and contribute without an account. Please use it lawfully: do not try to disrupt it, gain access to systems you are not meant to reach, or submit information that is false or belongs to someone else.',
      ],
    },
    {
      id: 'contributions',
      heading: 'Contributions and payments',
      paragraphs: [
        'Contributions are voluntary offerings to the trust. The amounts shown for a Shila, a sq. unit of the Rangamandap or an Amrit Bhog are fixed by the trust. Payments are processed on the hosted page of our payment provider; the trust does not see or store your card or bank details.',
        'A contribution is confirmed only when the payment provider reports it as successful. Refunds and cancellations follow our Refund & Cancellation Policy.',
      ],
    },
    {
      id: 'receipts',
      heading: 'Receipts and tax exemption',
      paragraphs: [
        'A receipt is issued for every successful contribution. Deductions under Section 80G of the Income-tax Act depend on the details you give (such as your PAN) and on the law in force; please keep your receipt and consult your tax adviser.',
      ],
    },
    {
      id: 'donor-recognition',
      heading: 'Names and recognition',
      paragraphs: [
        'A contributor is shown in the contributor showcase of this website, with name, city and contribution, only when they tick “Show my name among the contributors” in the donation form, and as “Anonymous” with city and contribution when they also choose that. Without that choice nothing about a contributor is shown. Write to us to change your choice later.',
      ],
    },
    {
      id: 'content',
      heading: 'Content of the site',
      paragraphs: [
        'Texts, photographs, videos and designs on the site belong to the trust or are used with permission. You may share them for non-commercial, devotional purposes with credit to the trust.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'The site is provided as it is. The trust is not liable for losses caused by interruptions of the site, by the payment provider or your bank, or by links to other websites.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        `These terms are governed by the laws of India. The courts of ${TRUST.city} have exclusive jurisdiction over any dispute arising from the site or a contribution made through it.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms; the date at the top of this page shows the latest version. Contributions are governed by the terms in force on the day they are made.',
      ],
    },
  ],
};
