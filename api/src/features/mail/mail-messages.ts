import { formatIndianNumber, sevaDescription, TRUST } from '@temple/shared/contracts';
import type { DonationRow } from '../donation-records';
import type { OutgoingMail } from './mail-transport';

export interface StoredEnquiry {
  id: string;
  organization_name: string;
  contact_person: string;
  designation: string | null;
  email: string;
  areas_of_interest: string[];
  contribution_type: string[];
  message: string | null;
}

/** The donor's copy of the 80G receipt (their name is on it), with a link back to the payment's status page. */
export function receiptMail(
  donation: DonationRow,
  pdf: Buffer,
  { siteUrl, sandbox }: { siteUrl: string; sandbox: boolean },
): OutgoingMail {
  const seva = sevaDescription({
    paymentType: donation.payment_type,
    shilas: donation.shilas,
    bhogDate: donation.bhog_date,
  });
  const statusUrl = `${siteUrl}/payment-status?order_id=${encodeURIComponent(donation.merchant_order_id)}`;
  return {
    to: donation.donor_email,
    replyTo: TRUST.email,
    subject: `${sandbox ? '[TEST PAYMENT] ' : ''}Your receipt ${donation.receipt_number} from ${TRUST.shortName}`,
    // Nothing the donor typed in the mail's own words: the address is not verified. The
    // attached receipt prints the name and address, as a receipt must (see security.md).
    text: [
      'Dear devotee,',
      '',
      `Thank you for your contribution of Rs. ${formatIndianNumber(donation.amount)} to ${TRUST.trustName}.`,
      `Seva: ${seva}`,
      `Receipt No.: ${donation.receipt_number}`,
      '',
      sandbox
        ? 'This was a test payment through the sandbox gateway: no money was taken and the attached receipt is not valid for tax purposes.'
        : 'Your receipt under Section 80G of the Income Tax Act is attached to this e-mail.',
      `You can see the payment and download the receipt again at ${statusUrl}`,
      '',
      `With gratitude,`,
      TRUST.trustName,
      `${TRUST.address} · ${TRUST.phone}`,
    ].join('\n'),
    attachments: [{ filename: `Receipt_${donation.id}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

/** The trust's copy of a CSR enquiry; replying answers the company. */
export function enquiryMail(enquiry: StoredEnquiry, to: string): OutgoingMail {
  const lines = [
    `A company has sent a CSR partnership enquiry through the website.`,
    '',
    `Organisation: ${enquiry.organization_name}`,
    `Contact person: ${enquiry.contact_person}`,
    ...(enquiry.designation ? [`Designation: ${enquiry.designation}`] : []),
    `E-mail: ${enquiry.email}`,
    `Areas of interest: ${enquiry.areas_of_interest.join(', ')}`,
    `Contribution type: ${enquiry.contribution_type.join(', ')}`,
    `Enquiry reference: ${enquiry.id}`,
    // Last, and quoted line by line: the enquirer's words cannot pass for lines of this mail.
    ...(enquiry.message
      ? [
          '',
          'Their message, as typed on the website:',
          ...enquiry.message.split(/\r\n|\r|\n/).map((line) => `> ${line}`),
        ]
      : []),
  ];
  return {
    to,
    replyTo: enquiry.email,
    // "=?" would let a mail client decode the typed name as an encoded word, characters refused in it included.
    subject: `CSR enquiry from ${enquiry.organization_name.replaceAll('=?', '= ?')}`,
    text: lines.join('\n'),
  };
}
