import type { Contributor, contributorsQuerySchema, PaymentType } from '@temple/shared/contracts';
import { LRUCache } from 'lru-cache';
import type * as z from 'zod/mini';
import type { Queryable } from '../../platform/db/database';
import { pagination } from '../../platform/pagination';
import { storedSecret } from '../../platform/stored-secret';
import { countContributors, readContributors } from './contributor-list';

/** Contributors read from the database at a time: the view-all dialog's whole list. */
const BLOCK = 1000;
/**
 * How long a read answers every visitor. The wall is the same for all of them and the
 * browser keeps it two minutes anyway; without this, each request sorted and formatted up
 * to a thousand rows on the database's thread, and one client inside its rate limit could
 * slow every payment.
 */
const FRESH_MS = 30_000;
/** Kinds of seva a list can be narrowed to, and the whole wall. */
type WallKind = PaymentType | 'ALL';

type ContributorsPageQuery = z.output<typeof contributorsQuerySchema>;

/**
 * The public contributors wall, read in blocks of a thousand, each kept for 30 s and shared
 * by concurrent requests. Any page of any size is cut from at most two blocks, and a page
 * past the end reads nothing, so no choice of `page` and `limit` makes the database work
 * again within those 30 s.
 */
export function createListedContributors(db: Queryable, { sandboxSite }: { sandboxSite: boolean }) {
  const paymentTypeOf = (kind: WallKind) => (kind === 'ALL' ? undefined : kind);

  const totals = new LRUCache<WallKind, number>({
    max: 4,
    ttl: FRESH_MS,
    fetchMethod: (kind) => countContributors(db, { paymentType: paymentTypeOf(kind), sandboxSite }),
  });
  const blocks = new LRUCache<string, Contributor[]>({
    // 100,000 contributors at the most: about 30 MB.
    max: 100,
    ttl: FRESH_MS,
    fetchMethod: async (key) => {
      const [kind, index] = key.split(':') as [WallKind, string];
      const idSecret = await storedSecret(db, 'contributor-id');
      const query = { paymentType: paymentTypeOf(kind), sandboxSite, idSecret };
      return readContributors(db, query, Number(index) * BLOCK, BLOCK);
    },
  });

  return {
    async page(query: ContributorsPageQuery) {
      const kind: WallKind = query.paymentType ?? 'ALL';
      const total = (await totals.fetch(kind)) ?? 0;
      const start = (query.page - 1) * query.limit;
      const end = Math.min(start + query.limit, total);
      const contributors: Contributor[] = [];
      for (let index = Math.floor(start / BLOCK); index * BLOCK < end; index += 1) {
        const block = (await blocks.fetch(`${kind}:${index}`)) ?? [];
        contributors.push(...block.slice(Math.max(start - index * BLOCK, 0), end - index * BLOCK));
      }
      return { contributors, pagination: pagination(query, total) };
    },
    /** Reads the database again at the next request: a payment landed, or the operator changed the wall. */
    forget() {
      totals.clear();
      blocks.clear();
    },
  };
}

export type ListedContributors = ReturnType<typeof createListedContributors>;
