import { TRUST } from '@temple/shared/core';
import type { LegalContent } from '../legal-content';

export const PRIVACY_POLICY: LegalContent = {
  title: 'Privacy Policy',
  intro: `${TRUST.trustName} respects your privacy. This policy explains what we collect when you use this website or contribute, why, and the choices you have.`,
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      list: [
        'Contact details: your name, e-mail address and phone number.',
        'Your address: street, city, pincode and country, for receipts and correspondence.',
        'Donation details: the seva, quantity, amount, date, payment status and, if you give them, your PAN and business details.',
        'Technical data: your browser, device and IP address, and pages visited, kept in server logs to run and secure the site.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      paragraphs: [
        'We use your information to process contributions, issue receipts and 80G certificates, confirm seva bookings, answer your messages, meet our legal and accounting obligations, and keep the site secure.',
      ],
    },
    {
      id: 'what-is-public',
      heading: 'What is shown publicly',
      paragraphs: [
        'Only if you tick “Show my name among the contributors” in the donation form, your name (or “Anonymous”, if you choose that), city and contribution appear in the contributor list of this website. Your e-mail, phone, address and PAN are never shown. Your payment status and receipt are reachable only through the link the payment provider sends you back with.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      paragraphs: [
        'Payments are made on the hosted page of our payment provider. Your card, UPI or bank details are handled by the provider under its own policies and never reach the trust.',
      ],
    },
    {
      id: 'no-selling',
      heading: 'We do not sell your data',
      paragraphs: [
        'We never sell, rent or trade your personal data. We share it only with the service providers who help us run the site and process payments, and with authorities where the law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'Donation records are kept for as long as tax and accounting laws require. Other information is kept only as long as it is needed for the purpose it was collected for.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      paragraphs: [
        `You may ask for access to the personal data we hold about you, for its correction, or for its deletion, by writing to ${TRUST.email}. Records we must keep by law are deleted when that obligation ends.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'The site is served over an encrypted connection, and access to donor records is limited to the people who need it.',
      ],
    },
  ],
};
