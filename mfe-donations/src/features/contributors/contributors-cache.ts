import { CACHE_MS, type Contributor, getApi } from '@temple/shared';
import { type CachedQuery, cachedQuery } from '../api-cache';

const bySize = new Map<number, CachedQuery<Contributor[]>>();

/** The latest contributors, kept for two minutes per size asked (spec section 9). */
export function loadContributors(limit: number) {
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
  return query.read();
}

/** Tests start from an empty cache. */
export function clearContributorsCache(): void {
  bySize.clear();
}
