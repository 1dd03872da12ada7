import { CACHE_MS } from '@temple/shared';
import { jsonFetch, useTestRuntimeConfig } from '@temple/shared/testing';
import { clearBhogDatesCache, loadBhogDates } from './bhog-dates-cache';

const DATES = {
  success: true,
  data: { availableDates: [{ date: '2026-12-24', displayName: 'x', monthName: 'December' }] },
};

beforeEach(() => {
  useTestRuntimeConfig();
  clearBhogDatesCache();
});

describe('Bhog dates cache', () => {
  it('asks once per ten minutes', async () => {
    const fetch = vi.fn(jsonFetch({ '/api/v2/donations/bhog-dates': DATES }));
    vi.stubGlobal('fetch', fetch);
    await loadBhogDates(0);
    await loadBhogDates(CACHE_MS.bhogDates - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const again = await loadBhogDates(CACHE_MS.bhogDates);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(again).toEqual({ success: true, data: DATES.data.availableDates });
  });

  it('does not keep a failure', async () => {
    const fetch = vi.fn(jsonFetch({}));
    vi.stubGlobal('fetch', fetch);
    expect((await loadBhogDates(0)).success).toBe(false);
    await loadBhogDates(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
