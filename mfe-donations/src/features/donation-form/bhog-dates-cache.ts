import { type BhogDate, CACHE_MS, getApi } from '@temple/shared';
import { cachedQuery } from '../api-cache';

/**
 * The available Amrit Bhog dates, kept for ten minutes (spec section 9). Nothing
 * refetches on focus; a failure is not kept, so the next opening asks again.
 */
export const bhogDatesQuery = cachedQuery<BhogDate[]>(
  () =>
    getApi()
      .getBhogDates()
      .then((answer) => (answer.success ? { success: true, data: answer.data.availableDates } : answer)),
  { ttlMs: CACHE_MS.bhogDates, retries: 0 },
);

/** Dates found fully booked are asked again; tests start from an empty cache. */
export const clearBhogDatesCache = () => bhogDatesQuery.clear();
