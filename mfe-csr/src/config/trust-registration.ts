/**
 * The trust's statutory registrations, shown on the CSR page.
 *
 * PLACEHOLDERS — FOR THE TRUST TO FILL IN: every value below is a made-up example in
 * the right format. Replace each with the trust's own number before the page goes live.
 */
export const TRUST_REGISTRATION = {
  /** CSR-1 registration with the Ministry of Corporate Affairs. */
  csrRegistrationNumber: 'CSR00000000',
  /** Permanent Account Number of the trust (the fourth letter T marks a trust). */
  pan: 'AAATS0000A',
  /** Tax deduction Account Number. */
  tan: 'BLRS00000A',
  /** Section 80G unique registration number. */
  registration80G: 'AAATS0000AF20240',
  /** Unique ID on the NGO Darpan portal of NITI Aayog. */
  ngoDarpanId: 'KA/2024/0000000',
} as const;
