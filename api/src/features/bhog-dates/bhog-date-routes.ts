import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app/app-context';
import { fullBhogDates } from './bhog-bookings';
import { describeBhogDate } from './bhog-calendar';

/** GET /api/v2/donations/bhog-dates: the offered Purnima dates that still have a free slot. */
export function registerBhogDateRoutes(app: FastifyInstance, { db, bhogCalendar, config }: AppContext): void {
  app.get('/api/v2/donations/bhog-dates', async () => {
    const offered = bhogCalendar.offeredDates();
    const full =
      offered.length > 0
        ? await fullBhogDates(db, offered[0] as string, config.BHOG_SLOTS_PER_DATE)
        : new Set();
    const availableDates = offered.filter((date) => !full.has(date)).map(describeBhogDate);
    return { success: true, data: { availableDates } };
  });
}
