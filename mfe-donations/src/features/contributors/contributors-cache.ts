import { type ApiResult, CACHE_MS, type Contributor, getApi } from '@temple/shared';

const cache = new Map<number, { at: number; result: Promise<ApiResult<Contributor[]>> }>();

/** The latest contributors, kept for two minutes per size asked (spec section 9). */
export function loadContributors(limit: number, now: number = Date.now()): Promise<ApiResult<Contributor[]>> {
  const hit = cache.get(limit);
  if (hit && now - hit.at < CACHE_MS.contributors) return hit.result;
  const result = getApi()
    .getContributors({ limit })
    .then((answer): ApiResult<Contributor[]> => {
      if (!answer.success) cache.delete(limit);
      return answer.success ? { success: true, data: answer.data.contributors } : answer;
    });
  cache.set(limit, { at: now, result });
  return result;
}

/** Tests start from an empty cache. */
export function clearContributorsCache(): void {
  cache.clear();
}
