import type { Contributor } from '@temple/shared';
import { type QueryState, useCachedQuery } from '../api-cache';
import { contributorsQuery } from './contributors-cache';

/** The latest `limit` contributors: at once when asked within two minutes, else from the API. */
export function useContributors(limit: number): QueryState<Contributor[]> {
  return useCachedQuery(contributorsQuery(limit)).state;
}
