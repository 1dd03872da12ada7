import { expect, it } from 'vitest';
import type { Queryable } from '../../platform/db/database';
import { createListedContributors } from './listed-contributors';

/** A database of `total` listed donations, d0001 the newest, that records what it was asked. */
function fakeWall(total: number) {
  const reads: { offset: number; limit: number }[] = [];
  let counts = 0;
  const db = {
    async query(sql: string, params: unknown[] = []) {
      if (sql.includes('FROM app_state')) return [{ value: 'wall-secret' }];
      if (sql.includes('count(*)')) {
        counts += 1;
        return [{ total }];
      }
      const [limit, offset] = params.slice(2) as [number, number];
      reads.push({ offset, limit });
      return Array.from({ length: Math.max(Math.min(limit, total - offset), 0) }, (_, index) => ({
        id: `d${String(offset + index + 1).padStart(4, '0')}`,
        donor_name: `Donor ${offset + index + 1}`,
        is_anonymous: false,
        city: 'Mysuru',
        country: 'India',
        amount: 11000,
        shilas: 1,
        payment_type: 'DONATION',
        bhog_date: null,
        paid_on: '2026-11-28',
      }));
    },
  } as unknown as Queryable;
  return { db, reads, counted: () => counts };
}

const names = (page: { contributors: { donorName: string }[] }) =>
  page.contributors.map((contributor) => contributor.donorName);

it('answers pages of any size from one read of the database while the wall is fresh', async () => {
  const wall = fakeWall(1500);
  const listed = createListedContributors(wall.db, { sandboxSite: false });

  const home = await listed.page({ page: 1, limit: 30 });
  expect(names(home).slice(0, 2)).toEqual(['Donor 1', 'Donor 2']);
  expect(home.pagination).toEqual({ page: 1, limit: 30, total: 1500, totalPages: 50 });
  await listed.page({ page: 1, limit: 30 });
  await listed.page({ page: 3, limit: 100 });
  await listed.page({ page: 1, limit: 999 });

  expect(wall.reads).toEqual([{ offset: 0, limit: 1000 }]);
  expect(wall.counted()).toBe(1);
});

it('cuts a page that spans two blocks from both, in order', async () => {
  const wall = fakeWall(1500);
  const page = await createListedContributors(wall.db, { sandboxSite: false }).page({ page: 4, limit: 300 });

  expect(names(page)).toHaveLength(300);
  expect(names(page)[0]).toBe('Donor 901');
  expect(names(page)[99]).toBe('Donor 1000');
  expect(names(page)[100]).toBe('Donor 1001');
  expect(names(page).at(-1)).toBe('Donor 1200');
  expect(wall.reads).toEqual([
    { offset: 0, limit: 1000 },
    { offset: 1000, limit: 1000 },
  ]);
});

it('reads no rows for a page past the end, whatever its number', async () => {
  const wall = fakeWall(40);
  const listed = createListedContributors(wall.db, { sandboxSite: false });

  const page = await listed.page({ page: 1_000_000, limit: 1000 });

  expect(page.contributors).toEqual([]);
  expect(page.pagination).toEqual({ page: 1_000_000, limit: 1000, total: 40, totalPages: 1 });
  expect(wall.reads).toEqual([]);
});

it('shares one read among requests that come together', async () => {
  const wall = fakeWall(200);
  const listed = createListedContributors(wall.db, { sandboxSite: false });

  await Promise.all(Array.from({ length: 20 }, () => listed.page({ page: 1, limit: 1000 })));

  expect(wall.reads).toHaveLength(1);
  expect(wall.counted()).toBe(1);
});

it('keeps each kind of seva apart, and reads again once told the wall changed', async () => {
  const wall = fakeWall(10);
  const listed = createListedContributors(wall.db, { sandboxSite: false });

  await listed.page({ page: 1, limit: 30 });
  await listed.page({ page: 1, limit: 30, paymentType: 'BHOG' });
  expect(wall.reads).toHaveLength(2);
  listed.forget();
  await listed.page({ page: 1, limit: 30 });

  expect(wall.reads).toHaveLength(3);
  expect(wall.counted()).toBe(3);
});
