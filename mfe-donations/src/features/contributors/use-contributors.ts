import type { Contributor } from '@temple/shared';
import { useEffect, useState } from 'react';
import { loadContributors } from './contributors-cache';

export type ContributorsState =
  | { status: 'loading' }
  | { status: 'ready'; contributors: Contributor[] }
  | { status: 'failed' };

export function useContributors(limit: number): ContributorsState {
  const [state, setState] = useState<ContributorsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadContributors(limit).then((result) => {
      if (live)
        setState(result.success ? { status: 'ready', contributors: result.data } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [limit]);
  return state;
}
