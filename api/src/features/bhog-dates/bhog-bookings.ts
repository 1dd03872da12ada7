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

/**
 * An unpaid hold of this e-mail ($2) made from this client ($4). E-mails and phones are not
 * verified, so holds typed with them elsewhere neither cap nor block the donor's own bookings:
 * anyone could otherwise keep a donor they name from booking, all day.
 */
const DONORS_OWN_HOLD = `donor_email_normalised = $2 AND payment_status = 'PENDING' AND client_key = $4`;

/** The words of a refused booking are the contract's, so the form can tell a full date apart. */
export const BHOG_MESSAGES = BHOG_BOOKING_MESSAGES;

export interface BhogHoldLimits {
  slotsPerDate: number;
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
 * Slots of a date held by others than `exceptId`; how many of them this donor paid; how
 * many this donor holds unpaid from `clientKey`, and in how many minutes (at least 1) those
 * lapse. Call it with the date locked (lockBhogDate).
 */
export async function bhogDateUsage(
  tx: Queryable,
  booking: { date: string; donorEmailNormalised: string; clientKey?: string; exceptId?: string },
): Promise<{ held: number; donorPaid: number; donorUnpaid: number; donorHoldMinutes: number }> {
  const [usage] = await tx.query<{
    held: number;
    donor_paid: number;
    donor_unpaid: number;
    donor_hold_minutes: number;
  }>(
    `SELECT count(*)::int AS held,
       count(*) FILTER (WHERE donor_email_normalised = $2 AND payment_status = 'SUCCESS')::int AS donor_paid,
       count(*) FILTER (WHERE ${DONORS_OWN_HOLD})::int AS donor_unpaid,
       greatest(1, ceil(extract(epoch FROM max(expires_at - clock_timestamp())
         FILTER (WHERE ${DONORS_OWN_HOLD})) / 60))::int AS donor_hold_minutes
     FROM donations WHERE ${HOLDS_SLOT} AND bhog_date = $1::date AND id <> $3`,
    [booking.date, booking.donorEmailNormalised, booking.exceptId ?? '', booking.clientKey ?? ''],
  );
  return {
    held: usage?.held ?? 0,
    donorPaid: usage?.donor_paid ?? 0,
    donorUnpaid: usage?.donor_unpaid ?? 0,
    donorHoldMinutes: usage?.donor_hold_minutes ?? 1,
  };
}

/**
 * Checks, inside the booking's transaction (with the client's lock taken), that this client
 * has few enough unpaid holds, that the date has a free slot, that this donor has not paid
 * for it and holds none on it from this client. The advisory locks serialise the bookings
 * that share a client, a donor or a date, so concurrent requests can never overbook; they
 * end with the transaction.
 */
export async function reserveBhogSlot(
  tx: Queryable,
  booking: { date: string; donorEmailNormalised: string; clientKey: string },
  limits: BhogHoldLimits,
): Promise<void> {
  // The client's lock is the caller's, taken first (createDonation).
  await lockDonor(tx, booking.donorEmailNormalised);
  await lockBhogDate(tx, booking.date);
  const [counts] = await tx.query<{ client: number; client_on_date: number }>(
    `SELECT count(*) FILTER (WHERE ${UNPAID_HOLD})::int AS client,
       count(*) FILTER (WHERE ${HOLDS_SLOT} AND bhog_date = $2::date)::int AS client_on_date
     FROM donations WHERE payment_type = 'BHOG' AND client_key = $1`,
    [booking.clientKey, booking.date],
  );
  // Every answer that costs nothing and says nothing of a donor comes first: the client's
  // cap and a full date. Only then the donor's own booking of the date, so that asking
  // whether an e-mail paid a date always costs the asker one of its few unpaid holds when
  // the answer is no.
  if ((counts?.client ?? 0) >= limits.unpaidPerClient)
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
