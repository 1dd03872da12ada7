import { CACHE_MS, getApi } from '@temple/shared';
import { cachedQuery } from '../api-cache';

/** GET /health: cached 30 s, one retry (spec section 9). */
export const healthQuery = cachedQuery(() => getApi().health(), { ttlMs: CACHE_MS.health, retries: 1 });

/** GET /api/donations/stats: cached 5 minutes (spec section 9). */
export const statisticsQuery = cachedQuery(() => getApi().getDonationStatistics(), {
  ttlMs: CACHE_MS.statistics,
  retries: 0,
});
