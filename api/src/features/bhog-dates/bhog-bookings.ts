import { BHOG_BOOKING_MESSAGES } from '@temple/shared/contracts';
import { lockBhogDate, lockDonor } from '../../platform/advisory-locks';
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

/** The words of a refused booking are the contract's, so the form can tell a full date apart. */
export const BHOG_MESSAGES = BHOG_BOOKING_MESSAGES;

export interface BhogHoldLimits {
  slotsPerDate: number;
  unpaidPerDonor: number;
  unpaidPerClient: number;
  /**
   * With payments that cost nothing (the sandbox's), the most slots of one date one client
   * may keep, paid or held; without it a client could book and pay a date full for free.
   */
  freeBookingsPerClientPerDate?: number;
  /** How long an unpaid booking holds its slot. */
  holdMinutes: number;
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
 * Checks, inside the booking's transaction (with the client's lock taken), that this donor
 * (by e-mail or phone) and this client have few enough unpaid holds, that the date has a free slot and that this donor
 * holds none on it. The advisory locks serialise the bookings that share a client, a donor
 * or a date, so concurrent requests can never overbook; they end with the transaction.
 */
export async function reserveBhogSlot(
  tx: Queryable,
  booking: { date: string; donorEmailNormalised: string; donorPhone: string; clientKey: string },
  limits: BhogHoldLimits,
): Promise<void> {
  // The client's lock is the caller's, taken first (createDonation).
  await lockDonor(tx, { email: booking.donorEmailNormalised, phone: booking.donorPhone });
  await lockBhogDate(tx, booking.date);
  const [counts] = await tx.query<{ donor: number; client: number; client_on_date: number }>(
    `SELECT count(*) FILTER (WHERE ${UNPAID_HOLD} AND (donor_email_normalised = $1 OR donor_phone = $2))::int AS donor,
       count(*) FILTER (WHERE ${UNPAID_HOLD} AND client_key = $3)::int AS client,
       count(*) FILTER (WHERE ${HOLDS_SLOT} AND client_key = $3 AND bhog_date = $4::date)::int AS client_on_date
     FROM donations
     WHERE payment_type = 'BHOG' AND (client_key = $3 OR donor_email_normalised = $1 OR donor_phone = $2)`,
    [booking.donorEmailNormalised, booking.donorPhone, booking.clientKey, booking.date],
  );
  // Every answer that costs nothing and says nothing of a donor comes first: the caps (by
  // client, and by the e-mail or phone typed) and a full date. Only then the donor's own
  // booking of the date, so that asking whether an e-mail booked or paid a date always
  // costs the asker one of its few unpaid holds when the answer is no.
  if ((counts?.client ?? 0) >= limits.unpaidPerClient || (counts?.donor ?? 0) >= limits.unpaidPerDonor)
    throw new HttpError(409, BHOG_MESSAGES.tooManyUnpaid(limits.holdMinutes));
  if (
    limits.freeBookingsPerClientPerDate !== undefined &&
    (counts?.client_on_date ?? 0) >= limits.freeBookingsPerClientPerDate
  )
    throw new HttpError(409, BHOG_MESSAGES.tooManyTestBookings);
  const usage = await bhogDateUsage(tx, booking);
  if (usage.held >= limits.slotsPerDate) throw new HttpError(409, BHOG_MESSAGES.full);
  if (usage.donorPaid > 0) throw new HttpError(409, BHOG_MESSAGES.alreadyBooked);
  // Not "already booked": nothing is paid, and the donor may have left the payment page.
  if (usage.donorUnpaid > 0) throw new HttpError(409, BHOG_MESSAGES.awaitingPayment(usage.donorHoldMinutes));
}
