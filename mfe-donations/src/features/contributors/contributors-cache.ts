import { CACHE_MS, CONTRIBUTORS_LIMIT, type Contributor, getApi } from '@temple/shared';
import { type CachedQuery, cachedQuery } from '../api-cache';

const bySize = new Map<number, CachedQuery<Contributor[]>>();

/** The latest contributors, kept for two minutes per size asked (spec section 9). */
export function contributorsQuery(limit: number): CachedQuery<Contributor[]> {
  let query = bySize.get(limit);
  if (!query) {
    query = cachedQuery<Contributor[]>(
      () =>
        getApi()
          .getContributors({ limit })
          .then((answer) => (answer.success ? { success: true, data: answer.data.contributors } : answer)),
      { ttlMs: CACHE_MS.contributors, retries: 0 },
    );
    bySize.set(limit, query);
  }
  return query;
}

/** Every devotee, for the view-all dialog: kept for two minutes as well, so reopening it asks nothing. */
export const allContributorsQuery = cachedQuery<Contributor[]>(
  () => getApi().getAllContributors({ limit: CONTRIBUTORS_LIMIT.viewAll }),
  { ttlMs: CACHE_MS.contributors, retries: 0 },
);

/** Tests start from an empty cache. */
export function clearContributorsCache(): void {
  bySize.clear();
  allContributorsQuery.clear();
}
