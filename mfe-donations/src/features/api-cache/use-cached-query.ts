import { useEffect, useState } from 'react';
import type { CachedQuery } from './cached-query';

type QueryState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: string };

function initialState<T>(query: CachedQuery<T>): QueryState<T> {
  const data = query.peek();
  return data === undefined ? { status: 'loading' } : { status: 'success', data };
}

/** Reads a cached query into a component: a fresh cached answer shows at once, without a request. */
export function useCachedQuery<T>(query: CachedQuery<T>): QueryState<T> {
  const [state, setState] = useState(() => initialState(query));
  useEffect(() => {
    let current = true;
    void query.read().then((result) => {
      if (!current) return;
      setState(
        result.success ? { status: 'success', data: result.data } : { status: 'error', error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [query]);
  return state;
}
