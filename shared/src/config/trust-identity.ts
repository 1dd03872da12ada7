/**
 * The trust's statutory registrations: one source for the receipt PDF, the CSR page
 * and the footer, so a donor never reads two different PANs.
 *
 * SAMPLE values in the right format until the trust's own numbers are set (the API
 * takes them from TRUST_* settings). While `sample` is true every place that prints
 * them says so, so a demo receipt never passes for a real tax document.
 */
export interface TrustRegistrations {
  /** CSR-1 registration with the Ministry of Corporate Affairs. */
  csrRegistrationNumber: string;
  /** Permanent Account Number of the trust (the fourth letter T marks a trust). */
  pan: string;
  /** Tax deduction Account Number. */
  tan: string;
  /** Section 80G unique registration number. */
  registration80G: string;
  /** Section 12A registration number. */
  registration12A: string;
  /** Unique ID on the NGO Darpan portal of NITI Aayog. */
  ngoDarpanId: string;
  /** True while these are the demo's sample values, not the trust's own. */
  sample: boolean;
}

/** Example values in the right format: what a receipt prints until TRUST_PAN and TRUST_80G_REGISTRATION are set. */
export const SAMPLE_TRUST_REGISTRATIONS: TrustRegistrations = {
  csrRegistrationNumber: 'CSR00012345',
  pan: 'AAATS1234M',
  tan: 'BLRS12345M',
  registration80G: 'AAATS1234MF20214',
  registration12A: 'AAATS1234ME20214',
  ngoDarpanId: 'KA/2024/0123456',
  sample: true,
};

/**
 * The registrations the pages show (footer, CSR page): the sample until the trust puts its
 * own here, with `sample: false`, and rebuilds; a live API checks they match its TRUST_* settings.
 */
export const TRUST_REGISTRATIONS: TrustRegistrations = { ...SAMPLE_TRUST_REGISTRATIONS };

/** The words the CSR page shows under sample registrations. */
export const SAMPLE_REGISTRATIONS_NOTICE =
  'Sample numbers, shown until the trust publishes its own registration details.';

/** Printed on a receipt issued with the sample identity. */
export const SAMPLE_RECEIPT_NOTICE =
  'SAMPLE RECEIPT: the registration numbers above are examples, so this is not a valid 80G tax receipt.';
