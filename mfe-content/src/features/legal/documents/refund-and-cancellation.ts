import { TRUST } from '@temple/shared/core';
import type { LegalContent } from '../legal-content';

export const REFUND_AND_CANCELLATION: LegalContent = {
  title: 'Refund & Cancellation Policy',
  intro: `Contributions to ${TRUST.trustName} go straight into the construction and the sevas of the temple. This policy explains when a contribution can be refunded or a seva cancelled, and how to ask.`,
  sections: [
    {
      id: 'general-rule',
      heading: 'Donations are generally non-refundable',
      paragraphs: [
        'Donations, Shiladaan, Rangamandap sponsorships and Amrit Bhog sevas are offerings made of your own free will. Once a contribution is received it is generally non-refundable, and the 80G receipt issued for it stays valid.',
      ],
    },
    {
      id: 'erroneous-charges',
      heading: 'Erroneous or fraudulent charges',
      paragraphs: [
        'If you were charged by mistake (for example twice for the same contribution, or a wrong amount), or a charge was made without your permission, report it to us within 7 days of the transaction, with proof such as a bank or card statement. After verification we refund the amount charged in error.',
      ],
    },
    {
      id: 'rescheduled-seva',
      heading: 'Sevas rescheduled by the temple',
      paragraphs: [
        'If the temple has to reschedule a seva you booked, such as an Amrit Bhog on a chosen Purnima, you may choose an alternate date or ask for a refund of that seva.',
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancellations by the donor',
      paragraphs: [
        'Cancellations because of a change of mind are usually not refunded once the contribution or seva booking has been confirmed. Please check the seva, date and amount before you pay.',
      ],
    },
    {
      id: 'how-to-request',
      heading: 'How to request a refund',
      paragraphs: [`Write to ${TRUST.email} and include:`],
      list: [
        'your name',
        'your phone number',
        'the receipt number or the transaction ID',
        'the date of the transaction',
        'the reason for the request',
      ],
    },
    {
      id: 'processing',
      heading: 'Response and processing',
      paragraphs: [
        'We respond to every request within 7-10 working days. Approved refunds are made to the original payment method only; we cannot pay a refund in cash or to another account. Your bank may take a few more days to show the credit.',
      ],
    },
  ],
};
