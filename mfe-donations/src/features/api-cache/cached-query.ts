import type { ApiResult } from '@temple/shared';

export interface CachedQueryOptions {
  /** How long an answer is reused. */
  ttlMs: number;
  /** Further attempts after a failed one. */
  retries: number;
  /** Wait before each further attempt. */
  retryDelayMs?: number;
}

export interface CachedQuery<T> {
  /** A fresh cached answer, else one request (shared by every caller meanwhile). */
  read(): Promise<ApiResult<T>>;
  /** The cached answer while it is fresh. */
  peek(): T | undefined;
  /** Forgets the cached answer, and a request still under way: the next read asks afresh. */
  clear(): void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A tiny query cache: successes are kept for `ttlMs`; failures are retried, never kept. */
export function cachedQuery<T>(
  load: () => Promise<ApiResult<T>>,
  { ttlMs, retries, retryDelayMs = 1000 }: CachedQueryOptions,
): CachedQuery<T> {
  let cached: { data: T; at: number } | undefined;
  let inFlight: Promise<ApiResult<T>> | undefined;

  const fresh = () => (cached && Date.now() - cached.at < ttlMs ? cached : undefined);

  async function loadWithRetries(): Promise<ApiResult<T>> {
    let result = await load();
    for (let attempt = 0; !result.success && attempt < retries; attempt += 1) {
      await wait(retryDelayMs);
      result = await load();
    }
    return result;
  }

  return {
    read() {
      const hit = fresh();
      if (hit) return Promise.resolve({ success: true, data: hit.data });
      if (inFlight) return inFlight;
      const request = loadWithRetries();
      inFlight = request;
      // Only the request still wanted is kept: one asked before a clear() answers its callers alone.
      const settle = (result?: ApiResult<T>) => {
        if (inFlight !== request) return;
        inFlight = undefined;
        if (result?.success) cached = { data: result.data, at: Date.now() };
      };
      request.then(settle, () => settle());
      return request;
    },
    peek: () => fresh()?.data,
    clear() {
      cached = undefined;
      inFlight = undefined;
    },
  };
}
