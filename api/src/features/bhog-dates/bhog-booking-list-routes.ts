import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app/app-context';
import { operatorOnly } from '../../platform/operator-auth';
import { validate } from '../../platform/validate';

const DATE_FORM = 'Give the Purnima as date=YYYY-MM-DD';
const querySchema = z.object({
  // PostgreSQL has no year 0, which the ISO form allows.
  date: z.iso.date(DATE_FORM).refine((date) => !date.startsWith('0000'), DATE_FORM),
});

/** A paid booking of one Purnima, with what the temple needs to offer the Bhog in the donor's name. */
interface PaidBookingRow {
  donation_id: string;
  receipt_number: string;
  donor_name: string;
  is_anonymous: boolean;
  show_in_contributors: boolean;
  hidden_from_contributors: boolean;
  donor_phone: string;
  donor_email: string;
  city: string;
  message: string | null;
  provider: string;
  paid_at: Date;
}

/**
 * GET /api/v2/operator/bhog-bookings?date=YYYY-MM-DD (operator credential): the paid
 * bookings of one Purnima, in the order they were paid, with the family names and sankalp
 * the donor wrote in the message, and whether the name may go on the banner (the donor's
 * consent, not anonymous, and not taken off the contributors wall by the operator). The
 * site's sample donors are not bookings. Never cached: it names donors.
 */
export function registerBhogBookingListRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  app.get('/api/v2/operator/bhog-bookings', operatorOnly(config), async (request, reply) => {
    const { date } = validate(querySchema, request.query, 'query');
    const rows = await db.query<PaidBookingRow>(
      `SELECT id AS donation_id, receipt_number, donor_name, is_anonymous, show_in_contributors,
         hidden_from_contributors, donor_phone, donor_email, city, message, provider, completed_at AS paid_at
       FROM donations
       WHERE payment_type = 'BHOG' AND bhog_date = $1::date AND payment_status = 'SUCCESS' AND NOT is_sample
       ORDER BY completed_at, id`,
      [date],
    );
    reply.header('cache-control', 'no-store');
    return {
      success: true,
      data: {
        date,
        bookings: rows.map((row) => ({
          donationId: row.donation_id,
          receiptNumber: row.receipt_number,
          donorName: row.donor_name,
          nameOnBanner: row.show_in_contributors && !row.is_anonymous && !row.hidden_from_contributors,
          donorPhone: row.donor_phone,
          donorEmail: row.donor_email,
          city: row.city,
          message: row.message,
          // 'sandbox': a test payment, no money taken.
          provider: row.provider,
          paidAt: row.paid_at.toISOString(),
        })),
      },
    };
  });
}
