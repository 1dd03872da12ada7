import {
  type CreateDonationData,
  type DonationRequest,
  donationTotal,
  normaliseEmail,
  sevaDescription,
  toDonationPayload,
} from '@temple/shared/contracts';
import type { AppContext } from '../../app/app-context';
import { lockClient } from '../../platform/advisory-locks';
import { clientKey } from '../../platform/client-key';
import type { Queryable } from '../../platform/db/database';
import { HttpError } from '../../platform/http-error';
import { maskedId } from '../../platform/logging';
import { BHOG_MESSAGES, reserveBhogSlot } from '../bhog-dates';
import { assertReceiptCanPrint } from '../receipts';
import { newDonationId, newMerchantOrderId } from './donation-ids';
import { findByIdempotencyKey, replayCreate, requestDigest } from './idempotency';

const PROVIDER_UNAVAILABLE = 'The payment provider is unavailable at the moment. Please try again.';
const TOO_MANY_TEST_CHECKOUTS =
  'Too many test contributions have been started from this connection in the last day, so no more can be started from it for now. Please try again later, or from another connection.';
const TOO_MANY_UNPAID_CHECKOUTS =
  'Too many contributions have been started from this connection in the last day without being paid, so no more can be started from it for now. Please try again later, or from another connection.';

/**
 * Records a validated donation request and opens its payment order. The amount comes
 * from the price list, never from the client; an Amrit Bhog date must be offered and
 * have a free slot, checked in the same transaction that stores the booking; what the
 * receipt prints must be in a script its faces draw. A request with an Idempotency-Key
 * that the same client sent before is answered with the first donation; another client's
 * key is another key, so nobody learns, takes over or blocks it.
 */
export async function createDonation(
  { db, provider, config, bhogCalendar }: AppContext,
  request: DonationRequest,
  log: { error(details: object, message: string): void },
  client: { address: string },
  sentKey?: string,
): Promise<CreateDonationData> {
  const donation = toDonationPayload(request);
  assertReceiptCanPrint(donation);
  const digest = requestDigest(donation);
  const requestClientKey = await clientKey(db, client.address);
  const idempotencyKey = sentKey && `${requestClientKey}:${sentKey}`;
  if (idempotencyKey) {
    const first = await findByIdempotencyKey(db, idempotencyKey);
    if (first) return replayCreate(db, first, digest, PROVIDER_UNAVAILABLE);
  }
  const shilas = donation.shilas ?? 1;
  const bhogDate = donation.bhogDate ?? null;
  if (bhogDate !== null && !bhogCalendar.isOffered(bhogDate))
    throw new HttpError(400, BHOG_MESSAGES.notOffered);

  const amount = donationTotal(donation.paymentType, shilas);
  const id = newDonationId();
  const merchantOrderId = newMerchantOrderId(config.RECEIPT_PREFIX);
  const expiresAt = new Date(Date.now() + config.PAYMENT_ORDER_TTL_MINUTES * 60_000);
  const donorEmailNormalised = normaliseEmail(donation.donorEmail);

  const insert = (tx: Queryable) =>
    tx.query(
      `INSERT INTO donations (id, merchant_order_id, payment_type, shilas, amount, bhog_date,
       donor_name, donor_email, donor_email_normalised, donor_phone, address, pincode, city, country,
       pan, business_name, website, profile_picture_url, business_logo_url, message, is_anonymous,
       show_in_contributors, provider, expires_at, idempotency_key, request_digest, client_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
       $22, $23, $24, $25, $26, $27)`,
      [
        id,
        merchantOrderId,
        donation.paymentType,
        shilas,
        amount,
        bhogDate,
        donation.donorName,
        donation.donorEmail,
        donorEmailNormalised,
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
        provider.name,
        expiresAt,
        idempotencyKey ?? null,
        digest,
        requestClientKey,
      ],
    );

  // One step: a key's check, the client's count of checkouts left unpaid, a Bhog slot's
  // check, and the insert (the locks make a concurrent request wait here, then count it, or
  // find the first donation for a retry with the same key).
  const first = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('idempotency:' || $1::text))`, [idempotencyKey]);
      const existing = await findByIdempotencyKey(tx, idempotencyKey);
      if (existing) return existing;
    }
    await lockClient(tx, requestClientKey);
    const [started] = await tx.query<{ unpaid: number }>(
      `SELECT count(*)::int AS unpaid FROM donations
       WHERE client_key = $1 AND created_at > now() - interval '1 day'
         AND (payment_status = 'PENDING' OR (payment_status = 'FAILED' AND payment_url IS NOT NULL))`,
      [requestClientKey],
    );
    // A sandbox payment costs nothing, so on a sandbox site a paid checkout counts as well.
    const sandbox = provider.name === 'sandbox';
    const [paidInSandbox] = sandbox
      ? await tx.query<{ paid: number }>(
          `SELECT count(*)::int AS paid FROM donations
           WHERE client_key = $1 AND created_at > now() - interval '1 day'
             AND payment_status = 'SUCCESS' AND provider = 'sandbox'`,
          [requestClientKey],
        )
      : [];
    if ((started?.unpaid ?? 0) + (paidInSandbox?.paid ?? 0) >= config.UNPAID_CHECKOUTS_PER_CLIENT)
      throw new HttpError(429, sandbox ? TOO_MANY_TEST_CHECKOUTS : TOO_MANY_UNPAID_CHECKOUTS);
    if (bhogDate !== null) {
      await reserveBhogSlot(
        tx,
        {
          date: bhogDate,
          donorEmailNormalised,
          clientKey: requestClientKey,
        },
        {
          slotsPerDate: config.BHOG_SLOTS_PER_DATE,
          unpaidPerClient: config.BHOG_UNPAID_HOLDS_PER_CLIENT,
          ...(provider.name === 'sandbox'
            ? { freeBookingsPerClientPerDate: config.BHOG_UNPAID_HOLDS_PER_CLIENT }
            : {}),
          holdMinutes: config.PAYMENT_ORDER_TTL_MINUTES,
        },
      );
    }
    await insert(tx);
    return undefined;
  });
  if (first) return replayCreate(db, first, digest, PROVIDER_UNAVAILABLE);

  try {
    const seva = sevaDescription({ paymentType: donation.paymentType, shilas, bhogDate });
    const { paymentUrl } = await provider.createOrder({ merchantOrderId, amount, seva, expiresAt });
    await db.query('UPDATE donations SET payment_url = $2 WHERE id = $1', [id, paymentUrl]);
    return { donationId: id, paymentUrl, merchantOrderId, amount };
  } catch (error) {
    log.error({ err: error, order: maskedId(merchantOrderId) }, 'payment order could not be created');
    // The order never reached the provider: close the donation, free any Bhog slot, and
    // let a retry with the same key try afresh.
    await db.query(
      `UPDATE donations SET payment_status = 'FAILED', completed_at = now(), idempotency_key = NULL
       WHERE id = $1 AND payment_status = 'PENDING'`,
      [id],
    );
    throw new HttpError(502, PROVIDER_UNAVAILABLE);
  }
}
