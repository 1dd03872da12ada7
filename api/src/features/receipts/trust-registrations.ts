import { SAMPLE_TRUST_REGISTRATIONS, type TrustRegistrations } from '@temple/shared/contracts';
import type { AppConfig } from '../../platform/config';

export type ReceiptIssuer = Pick<TrustRegistrations, 'pan' | 'registration80G' | 'sample'>;

/**
 * The registrations the receipt prints: the trust's own once TRUST_PAN and
 * TRUST_80G_REGISTRATION are set (the two a tax receipt cannot do without), else the
 * shared sample identity, flagged so the receipt says it is a sample.
 */
export function trustRegistrations(config: AppConfig): ReceiptIssuer {
  if (!config.TRUST_PAN || !config.TRUST_80G_REGISTRATION) return SAMPLE_TRUST_REGISTRATIONS;
  return { pan: config.TRUST_PAN, registration80G: config.TRUST_80G_REGISTRATION, sample: false };
}
