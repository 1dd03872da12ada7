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
import { HttpError } from '../../platform/http-error';
import { maskedId } from '../../platform/logging';
import { BHOG_MESSAGES, reserveBhogSlot } from '../bhog-dates';
import { assertReceiptCanPrint } from '../receipts';
import { assertCheckoutsLeft } from './checkout-limit';
import { newDonationId, newMerchantOrderId } from './donation-ids';
import { findByIdempotencyKey, replayCreate, requestDigest } from './idempotency';
import { insertDonation } from './insert-donation';

const PROVIDER_UNAVAILABLE = 'The payment provider is unavailable at the moment. Please try again.';

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
    await assertCheckoutsLeft(tx, {
      clientKey: requestClientKey,
      sandbox: provider.name === 'sandbox',
      limit: config.UNPAID_CHECKOUTS_PER_CLIENT,
    });
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
    await insertDonation(tx, donation, {
      id,
      merchantOrderId,
      shilas,
      amount,
      bhogDate,
      donorEmailNormalised,
      provider: provider.name,
      expiresAt,
      idempotencyKey: idempotencyKey ?? null,
      requestDigest: digest,
      clientKey: requestClientKey,
    });
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
