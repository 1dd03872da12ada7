import { type DonationRequest, donationRequestSchema, PAYMENT_TYPES, type PaymentType } from '@temple/shared';
import { parseQuantity } from '../donation-form';

/** The test form, as typed: every field a string. */
export interface TestDonationValues {
  paymentType: PaymentType;
  shilas: string;
  bhogDate: string;
  donorName: string;
  donorEmail: string;
  donorPhone: string;
  address: string;
  pincode: string;
  city: string;
}

/** A made-up devotee, so one click sends a valid test donation. */
export const TEST_DONATION_DEFAULTS: TestDonationValues = {
  paymentType: 'DONATION',
  shilas: '1',
  bhogDate: '',
  donorName: 'Test Devotee',
  donorEmail: 'test.devotee@example.com',
  donorPhone: '9876543210',
  address: '42 Kanakapura Road',
  pincode: '560062',
  city: 'Bengaluru',
};

export const PAYMENT_TYPE_OPTIONS = PAYMENT_TYPES.map((value) => ({ value, label: value }));

export type TestDonationParse =
  | { success: true; request: DonationRequest }
  | { success: false; errors: Partial<Record<keyof TestDonationValues, string>> };

/**
 * Checks the form with the donation request schema (spec section 5), reading the quantity as
 * the donation form does; the first message per field.
 */
export function parseTestDonation(values: TestDonationValues): TestDonationParse {
  const parsed = donationRequestSchema.safeParse({
    ...values,
    shilas: parseQuantity(values.shilas),
    bhogDate: values.paymentType === 'BHOG' ? values.bhogDate : undefined,
  });
  if (parsed.success) return { success: true, request: parsed.data };
  const errors: Partial<Record<keyof TestDonationValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TestDonationValues;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
