import { z } from 'zod';

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
  network: 'Network error. Please try again.',
} as const;

function optionalText(max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, CSR_MESSAGES.tooLong).optional(),
  );
}

export const csrEnquirySchema = z.object({
  organizationName: z
    .string({ error: CSR_MESSAGES.organizationRequired })
    .trim()
    .min(1, CSR_MESSAGES.organizationRequired)
    .max(200, CSR_MESSAGES.tooLong),
  contactPerson: z
    .string({ error: CSR_MESSAGES.contactPersonRequired })
    .trim()
    .min(1, CSR_MESSAGES.contactPersonRequired)
    .max(100, CSR_MESSAGES.tooLong),
  designation: optionalText(100),
  email: z
    .string({ error: CSR_MESSAGES.emailRequired })
    .trim()
    .min(1, CSR_MESSAGES.emailRequired)
    .pipe(z.email(CSR_MESSAGES.email)),
  areasOfInterest: z.array(z.enum(CSR_INTEREST_OPTIONS)).max(CSR_INTEREST_OPTIONS.length).default([]),
  contributionType: z.array(z.string().trim().min(1).max(100)).max(10).default([]),
  message: optionalText(2000),
});
export type CsrEnquiryInput = z.input<typeof csrEnquirySchema>;
export type CsrEnquiry = z.output<typeof csrEnquirySchema>;
