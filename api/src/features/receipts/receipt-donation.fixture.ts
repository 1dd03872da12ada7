import type { DonationRow } from '../donation-records';

/** The trust's details as a receipt prints them. */
export const ISSUER = { pan: 'AAATS1234M', registration80G: 'AAATS1234MF20214', sample: false };

/** A paid Rangamandap donation, as the database holds it, with what a test changes. */
export const paidDonation = (overrides: Partial<DonationRow> = {}) =>
  ({
    id: '5d0c4f5e-8a7b-4c1e-9f0a-2b3c4d5e6f70',
    merchant_order_id: 'SMT20261127ABCDEFGHJKLM',
    payment_type: 'RANGAMANDAP',
    shilas: 1,
    amount: 2100,
    bhog_date: null,
    donor_name: 'Asha Rao',
    business_name: null,
    donor_email: 'asha.rao@example.org',
    donor_phone: '9876543210',
    address: '12 Temple Road',
    pincode: '795001',
    city: 'Imphal',
    country: 'India',
    pan: null,
    is_anonymous: false,
    payment_status: 'SUCCESS',
    provider: 'sandbox',
    receipt_number: 'SMT/SANDBOX/2026-27/000001',
    refund_due: false,
    refund_reason: null,
    receipt_emailed: false,
    created_at: new Date('2026-11-27T06:00:00Z'),
    completed_at: new Date('2026-11-27T06:01:00Z'),
    ...overrides,
  }) as DonationRow;
