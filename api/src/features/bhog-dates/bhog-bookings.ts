import { BHOG_BOOKING_MESSAGES } from '@temple/shared';
import type { Queryable } from '../../platform/db/database';
import { HttpError } from '../../platform/http-error';

/**
 * A booking holds its slot once paid, or while its payment may still complete. The wall
 * clock (not the transaction's start, which `now()` gives) decides: a transaction that
 * waited for the date's lock must not see a lapsed hold as live.
 */
const HOLDS_SLOT = `payment_type = 'BHOG'
  AND (payment_status = 'SUCCESS' OR (payment_status = 'PENDING' AND expires_at > clock_timestamp()))`;

const UNPAID_HOLD = `payment_type = 'BHOG' AND payment_status = 'PENDING' AND expires_at > clock_timestamp()`;

/** Advisory lock classes; taken in this order, so two bookings never wait on each other in a circle. */
const LOCK = { client: 1, email: 2, phone: 3, date: 4 } as const;

/** The words of a refused booking are the contract's, so the form can tell a full date apart. */
export const BHOG_MESSAGES = BHOG_BOOKING_MESSAGES;

export interface BhogHoldLimits {
  slotsPerDate: number;
  unpaidPerDonor: number;
  /** Also the most slots of one date a client's free test payments (the sandbox's) may keep. */
  unpaidPerClient: number;
  /** How long an unpaid booking holds its slot. */
  holdMinutes: number;
}

async function lock(tx: Queryable, kind: keyof typeof LOCK, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [LOCK[kind], key]);
}

/** Serialises what one client starts (checkouts, bookings), until the transaction ends; taken first. */
export function lockClient(tx: Queryable, clientKey: string): Promise<void> {
  return lock(tx, 'client', clientKey);
}

/** Serialises everything that books or pays a slot of one date, until the transaction ends. */
export function lockBhogDate(tx: Queryable, date: string): Promise<void> {
  return lock(tx, 'date', date);
}

/** Dates from `fromDate` on whose slots are all held. */
export async function fullBhogDates(
  db: Queryable,
  fromDate: string,
  slotsPerDate: number,
): Promise<Set<string>> {
  const rows = await db.query<{ bhog_date: string }>(
    `SELECT bhog_date::text AS bhog_date FROM donations
     WHERE ${HOLDS_SLOT} AND bhog_date >= $1::date
     GROUP BY bhog_date HAVING count(*) >= $2`,
    [fromDate, slotsPerDate],
  );
  return new Set(rows.map((row) => row.bhog_date));
}

/**
 * Slots of a date held by others than `exceptId`; how many of them are this donor's, paid
 * or not; and in how many minutes (at least 1) the donor's unpaid ones lapse. Call it with
 * the date locked (lockBhogDate).
 */
export async function bhogDateUsage(
  tx: Queryable,
  booking: { date: string; donorEmailNormalised: string; exceptId?: string },
): Promise<{ held: number; donorPaid: number; donorUnpaid: number; donorHoldMinutes: number }> {
  const [usage] = await tx.query<{
    held: number;
    donor_paid: number;
    donor_unpaid: number;
    donor_hold_minutes: number;
  }>(
    `SELECT count(*)::int AS held,
       count(*) FILTER (WHERE donor_email_normalised = $2 AND payment_status = 'SUCCESS')::int AS donor_paid,
       count(*) FILTER (WHERE donor_email_normalised = $2 AND payment_status = 'PENDING')::int AS donor_unpaid,
       greatest(1, ceil(extract(epoch FROM max(expires_at - clock_timestamp())
         FILTER (WHERE donor_email_normalised = $2 AND payment_status = 'PENDING')) / 60))::int
         AS donor_hold_minutes
     FROM donations WHERE ${HOLDS_SLOT} AND bhog_date = $1::date AND id <> $3`,
    [booking.date, booking.donorEmailNormalised, booking.exceptId ?? ''],
  );
  return {
    held: usage?.held ?? 0,
    donorPaid: usage?.donor_paid ?? 0,
    donorUnpaid: usage?.donor_unpaid ?? 0,
    donorHoldMinutes: usage?.donor_hold_minutes ?? 1,
  };
}

/**
 * Checks, inside the booking's transaction, that this donor (by e-mail or phone) and this
 * client have few enough unpaid holds, that the date has a free slot and that this donor
 * holds none on it. The advisory locks serialise the bookings that share a client, a donor
 * or a date, so concurrent requests can never overbook; they end with the transaction.
 */
export async function reserveBhogSlot(
  tx: Queryable,
  booking: { date: string; donorEmailNormalised: string; donorPhone: string; clientKey: string },
  limits: BhogHoldLimits,
): Promise<void> {
  await lock(tx, 'client', booking.clientKey);
  await lock(tx, 'email', booking.donorEmailNormalised);
  await lock(tx, 'phone', booking.donorPhone);
  await lockBhogDate(tx, booking.date);
  const [unpaid] = await tx.query<{ donor: number; client: number; client_test_paid: number }>(
    `SELECT count(*) FILTER (WHERE ${UNPAID_HOLD} AND (donor_email_normalised = $1 OR donor_phone = $2))::int AS donor,
       count(*) FILTER (WHERE ${UNPAID_HOLD} AND client_key = $3)::int AS client,
       count(*) FILTER (WHERE client_key = $3 AND bhog_date = $4::date AND payment_status = 'SUCCESS'
         AND provider = 'sandbox')::int AS client_test_paid
     FROM donations
     WHERE payment_type = 'BHOG' AND (client_key = $3 OR donor_email_normalised = $1 OR donor_phone = $2)`,
    [booking.donorEmailNormalised, booking.donorPhone, booking.clientKey, booking.date],
  );
  // Every answer that costs nothing and says nothing of a donor comes first: the caps (by
  // client, and by the e-mail or phone typed) and a full date. Only then the donor's own
  // booking of the date, so that asking whether an e-mail booked or paid a date always
  // costs the asker one of its few unpaid holds when the answer is no.
  if ((unpaid?.client ?? 0) >= limits.unpaidPerClient || (unpaid?.donor ?? 0) >= limits.unpaidPerDonor)
    throw new HttpError(409, BHOG_MESSAGES.tooManyUnpaid(limits.holdMinutes));
  // A test payment is one free form post: without this, one connection could book and pay
  // every slot of every date of a public demo, for good.
  if ((unpaid?.client_test_paid ?? 0) >= limits.unpaidPerClient)
    throw new HttpError(409, BHOG_MESSAGES.tooManyTestBookings);
  const usage = await bhogDateUsage(tx, booking);
  if (usage.held >= limits.slotsPerDate) throw new HttpError(409, BHOG_MESSAGES.full);
  if (usage.donorPaid > 0) throw new HttpError(409, BHOG_MESSAGES.alreadyBooked);
  // Not "already booked": nothing is paid, and the donor may have left the payment page.
  if (usage.donorUnpaid > 0) throw new HttpError(409, BHOG_MESSAGES.awaitingPayment(usage.donorHoldMinutes));
}
