import { useEffect, useState } from 'react';
import type { CachedQuery } from './cached-query';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: string }
  /** Asked again after a failure: what said it failed stays on screen until the answer comes. */
  | { status: 'retrying'; error: string };

function initialState<T>(query: CachedQuery<T> | undefined): QueryState<T> {
  const data = query?.peek();
  return data === undefined ? { status: 'loading' } : { status: 'ready', data };
}

/**
 * Reads a cached query into a component: a fresh cached answer shows at once, without a
 * request. Without a query (not needed yet) it asks nothing. After a failure (the cache
 * keeps none), `retry` asks again.
 */
export function useCachedQuery<T>(query: CachedQuery<T> | undefined): {
  state: QueryState<T>;
  retry: () => void;
} {
  const [state, setState] = useState(() => initialState(query));
  const [attempt, setAttempt] = useState(0);
  // Asks for each query, and again on each new attempt (retry).
  useEffect(() => {
    if (!query) return;
    let current = true;
    void query.read().then((result) => {
      if (!current) return;
      setState(
        result.success ? { status: 'ready', data: result.data } : { status: 'failed', error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [query, attempt]);

  const retry = () => {
    if (state.status !== 'failed') return;
    setState({ status: 'retrying', error: state.error });
    setAttempt((count) => count + 1);
  };
  return { state, retry };
}
