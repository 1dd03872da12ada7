import type { Queryable } from '../../app/db/database';
import { HttpError } from '../../app/http-error';

/** A booking holds its slot once paid, or while its payment may still complete. */
const HOLDS_SLOT = `payment_type = 'BHOG'
  AND (payment_status = 'SUCCESS' OR (payment_status = 'PENDING' AND expires_at > now()))`;

export const BHOG_MESSAGES = {
  notOffered: 'Amrit Bhog is not offered on the selected date. Please choose one of the available dates.',
  full: 'All Amrit Bhog slots for the selected date are booked. Please choose another date.',
  alreadyBooked: 'You have already booked Amrit Bhog for the selected date.',
} as const;

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
 * Checks, inside the booking's transaction, that the date has a free slot and that this
 * donor holds none on it. The advisory lock serialises bookings of one date, so
 * concurrent requests can never overbook; it is released when the transaction ends.
 */
export async function reserveBhogSlot(
  tx: Queryable,
  booking: { date: string; donorEmailNormalised: string; slotsPerDate: number },
): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('bhog:' || $1::text))`, [booking.date]);
  const [held] = await tx.query<{ total: number; mine: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE donor_email_normalised = $2)::int AS mine
     FROM donations WHERE ${HOLDS_SLOT} AND bhog_date = $1::date`,
    [booking.date, booking.donorEmailNormalised],
  );
  if (held && held.mine > 0) throw new HttpError(409, BHOG_MESSAGES.alreadyBooked);
  if (held && held.total >= booking.slotsPerDate) throw new HttpError(409, BHOG_MESSAGES.full);
}
