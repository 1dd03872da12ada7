import { jsonFetch, useTestRuntimeConfig } from '@temple/shared/testing';
import { bhogDatesQuery, clearBhogDatesCache } from './bhog-dates-cache';

const DATES = {
  success: true,
  data: { availableDates: [{ date: '2026-12-24', displayName: 'x', monthName: 'December' }] },
};

beforeEach(() => {
  useTestRuntimeConfig();
  clearBhogDatesCache();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('Bhog dates cache', () => {
  it('asks once per ten minutes', async () => {
    const fetch = vi.fn(jsonFetch({ '/api/v2/donations/bhog-dates': DATES }));
    vi.stubGlobal('fetch', fetch);
    await bhogDatesQuery.read();
    vi.advanceTimersByTime(10 * 60 * 1000 - 1);
    await bhogDatesQuery.read();
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    const again = await bhogDatesQuery.read();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(again).toEqual({ success: true, data: DATES.data.availableDates });
  });

  it('does not keep a failure', async () => {
    const fetch = vi.fn(jsonFetch({}));
    vi.stubGlobal('fetch', fetch);
    expect((await bhogDatesQuery.read()).success).toBe(false);
    await bhogDatesQuery.read();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
