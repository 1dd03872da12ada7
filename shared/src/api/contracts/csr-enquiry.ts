import * as z from 'zod/mini';
import { blankAsAbsent } from './blank-as-absent';
import { multiLine, noStrayMarks, oneLine, visible } from './text-rules';

/** The interest options of spec section 3, in the order the form shows them. */
export const CSR_INTEREST_OPTIONS = [
  'Food & Nourishment',
  'Education',
  'Healthcare',
  'Environment',
  'Culture',
  'Public Institutions',
  'Relief',
] as const;

export const CSR_MESSAGES = {
  organizationRequired: 'Organization name is required',
  contactPersonRequired: 'Contact person is required',
  emailRequired: 'Email is required',
  email: 'Please enter a valid email address',
  tooLong: 'Too long',
  success: 'Thanks! Our team will get in touch shortly.',
  responseTime: 'We respond within 1–2 business days.',
  failure: 'Submission failed. Please check the form fields.',
  /** A server error without words of its own: the fields are not to blame. */
  serverFailure: 'Submission failed on our side. Please try again in a few minutes.',
  network: 'Network error. Please try again.',
  /** Past the API's hourly ceiling for all companies together. */
  busy: (mailbox: string) =>
    `We are receiving more enquiries than usual. Please try again in an hour, or write to us at ${mailbox}.`,
} as const;

/** A multi-line text the trust reads as the enquirer's words: nothing hidden or reordered in it. */
function optionalVisibleText(max: number) {
  return blankAsAbsent(
    z
      .string()
      .check(z.trim(), z.maxLength(max, CSR_MESSAGES.tooLong), multiLine(), visible(), noStrayMarks()),
  );
}

/** A one-line text the trust reads as a person's words (a job title): nothing hidden in it. */
function optionalVisibleLine(max: number) {
  return blankAsAbsent(
    z.string().check(z.trim(), z.maxLength(max, CSR_MESSAGES.tooLong), oneLine(), visible(), noStrayMarks()),
  );
}

export const csrEnquirySchema = z.object({
  organizationName: z
    .string({ error: CSR_MESSAGES.organizationRequired })
    .check(
      z.trim(),
      z.minLength(1, CSR_MESSAGES.organizationRequired),
      z.maxLength(200, CSR_MESSAGES.tooLong),
      oneLine(),
      visible(),
      noStrayMarks(),
    ),
  contactPerson: z
    .string({ error: CSR_MESSAGES.contactPersonRequired })
    .check(
      z.trim(),
      z.minLength(1, CSR_MESSAGES.contactPersonRequired),
      z.maxLength(100, CSR_MESSAGES.tooLong),
      oneLine(),
      visible(),
      noStrayMarks(),
    ),
  designation: optionalVisibleLine(100),
  email: z.pipe(
    z
      .string({ error: CSR_MESSAGES.emailRequired })
      .check(z.trim(), z.minLength(1, CSR_MESSAGES.emailRequired), z.maxLength(254, CSR_MESSAGES.email)),
    z.email(CSR_MESSAGES.email),
  ),
  areasOfInterest: z._default(
    z.array(z.enum(CSR_INTEREST_OPTIONS)).check(z.maxLength(CSR_INTEREST_OPTIONS.length)),
    [],
  ),
  contributionType: z._default(
    z
      .array(
        z.string().check(z.trim(), z.minLength(1), z.maxLength(100), oneLine(), visible(), noStrayMarks()),
      )
      .check(z.maxLength(10)),
    [],
  ),
  message: optionalVisibleText(2000),
});
export type CsrEnquiryInput = z.input<typeof csrEnquirySchema>;
export type CsrEnquiry = z.output<typeof csrEnquirySchema>;
