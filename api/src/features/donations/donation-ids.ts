import { randomBytes, randomUUID } from 'node:crypto';

/** Donation ids are random UUIDs: 122 random bits, so nobody can guess another donor's id. */
export function newDonationId(): string {
  return randomUUID();
}

/**
 * The order id the provider sees: prefix, IST date and 48 random bits, e.g.
 * "SMT20261122A1B2C3D4E5F6" (letters and digits only, well under PhonePe's 63).
 */
export function newMerchantOrderId(prefix: string, now = new Date()): string {
  const istDay = new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${istDay}${randomBytes(6).toString('hex').toUpperCase()}`;
}
