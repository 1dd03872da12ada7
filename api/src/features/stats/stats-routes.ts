import type { DonationStatistics } from '@temple/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { countedInPublicFigures } from '../donation-records';

/** GET /api/donations/stats: totals over successful donations; Shilas count Shiladaan only. */
export function registerStatsRoutes(app: FastifyInstance, { db, provider }: AppContext): void {
  app.get('/api/donations/stats', async () => {
    const [row] = await db.query<DonationStatistics>(
      `SELECT coalesce(sum(amount), 0)::float8 AS "totalAmount",
         count(*)::int AS "totalDonations",
         coalesce(sum(shilas) FILTER (WHERE payment_type = 'DONATION'), 0)::int AS "totalShilas",
         coalesce(round(avg(amount)), 0)::float8 AS "averageDonation"
       FROM donations WHERE ${countedInPublicFigures('$1')}`,
      [provider.name === 'sandbox'],
    );
    return { success: true, data: row };
  });
}
