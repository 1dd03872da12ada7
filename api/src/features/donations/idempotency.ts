import { createHash } from 'node:crypto';
import type { CreateDonationData, DonationRequest } from '@temple/shared/contracts';
import { z } from 'zod';
import type { Queryable } from '../../platform/db/database';
import { HttpError } from '../../platform/http-error';

const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 200 visible ASCII characters',
  keyReused: 'This Idempotency-Key was already used for a different donation request',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;

const keySchema = z.optional(z.string().regex(/^[\x21-\x7E]{1,200}$/, IDEMPOTENCY_MESSAGES.invalidKey));

/** The Idempotency-Key header, if the client sent one. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const parsed = keySchema.safeParse(headers[IDEMPOTENCY_HEADER]);
  if (!parsed.success) throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalidKey);
  return parsed.data;
}

/** A digest of the validated request: the same donation however its JSON was spelled. */
export function requestDigest(donation: DonationRequest): string {
  const sorted = Object.fromEntries(Object.entries(donation).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

export interface KeyedDonation {
  id: string;
  merchant_order_id: string;
  amount: number;
  payment_status: string;
  payment_url: string | null;
  request_digest: string | null;
}

const KEYED_COLUMNS = 'id, merchant_order_id, amount, payment_status, payment_url, request_digest';

/**
 * The donation a key made, while it can still be paid or is paid. One whose hold ended
 * unpaid lets go of its key first: a retry that comes after (a donor who walked away from a
 * dialog still sending, and sends the same form again later) makes a new donation instead of
 * being sent to a checkout that has expired.
 */
export async function findByIdempotencyKey(db: Queryable, key: string): Promise<KeyedDonation | undefined> {
  await db.query(
    `UPDATE donations SET idempotency_key = NULL
     WHERE idempotency_key = $1 AND payment_status <> 'SUCCESS' AND expires_at <= now()`,
    [key],
  );
  const [row] = await db.query<KeyedDonation>(
    `SELECT ${KEYED_COLUMNS} FROM donations WHERE idempotency_key = $1`,
    [key],
  );
  return row;
}

const REPLAY_WAIT_MS = 10_000;
const REPLAY_POLL_MS = 100;

/**
 * The answer the first request with this key got. While the first request is still
 * opening its payment order, the retry waits for it rather than making a second one.
 */
export async function replayCreate(
  db: Queryable,
  first: KeyedDonation,
  digest: string,
  providerUnavailable: string,
): Promise<CreateDonationData> {
  if (first.request_digest !== digest) throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
  let row = first;
  for (let waited = 0; !row.payment_url && row.payment_status === 'PENDING'; waited += REPLAY_POLL_MS) {
    if (waited >= REPLAY_WAIT_MS) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    const [again] = await db.query<KeyedDonation>(`SELECT ${KEYED_COLUMNS} FROM donations WHERE id = $1`, [
      row.id,
    ]);
    if (!again) break;
    row = again;
  }
  if (!row.payment_url) throw new HttpError(502, providerUnavailable);
  return {
    donationId: row.id,
    paymentUrl: row.payment_url,
    merchantOrderId: row.merchant_order_id,
    amount: row.amount,
  };
}
