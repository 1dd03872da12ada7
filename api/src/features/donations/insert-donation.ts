import type { DonationRequest } from '@temple/shared/contracts';
import type { Queryable } from '../../platform/db/database';

/** What the API adds to the donor's request before it stores a donation. */
export interface NewDonation {
  id: string;
  merchantOrderId: string;
  shilas: number;
  amount: number;
  bhogDate: string | null;
  donorEmailNormalised: string;
  provider: string;
  expiresAt: Date;
  idempotencyKey: string | null;
  requestDigest: string;
  clientKey: string;
}

/** Stores a new donation, pending its payment. */
export async function insertDonation(tx: Queryable, donation: DonationRequest, added: NewDonation) {
  await tx.query(
    `INSERT INTO donations (id, merchant_order_id, payment_type, shilas, amount, bhog_date,
     donor_name, donor_email, donor_email_normalised, donor_phone, address, pincode, city, country,
     pan, business_name, website, profile_picture_url, business_logo_url, message, is_anonymous,
     show_in_contributors, provider, expires_at, idempotency_key, request_digest, client_key)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
     $22, $23, $24, $25, $26, $27)`,
    [
      added.id,
      added.merchantOrderId,
      donation.paymentType,
      added.shilas,
      added.amount,
      added.bhogDate,
      donation.donorName,
      donation.donorEmail,
      added.donorEmailNormalised,
      donation.donorPhone,
      donation.address,
      donation.pincode,
      donation.city,
      donation.country,
      donation.pan ?? null,
      donation.businessName ?? null,
      donation.website ?? null,
      donation.profilePictureUrl ?? null,
      donation.businessLogoUrl ?? null,
      donation.message ?? null,
      donation.isAnonymous,
      donation.showInContributors,
      added.provider,
      added.expiresAt,
      added.idempotencyKey,
      added.requestDigest,
      added.clientKey,
    ],
  );
}
