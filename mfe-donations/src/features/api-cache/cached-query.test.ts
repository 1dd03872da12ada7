import type { ApiResult } from '@temple/shared';
import { cachedQuery } from './cached-query';

const ok = (data: number): ApiResult<number> => ({ success: true, data });
const failed: ApiResult<number> = { success: false, error: 'Health check failed' };

describe('the cached query', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reuses an answer for its lifetime, then asks again', async () => {
    const load = vi
      .fn<() => Promise<ApiResult<number>>>()
      .mockResolvedValueOnce(ok(1))
      .mockResolvedValueOnce(ok(2));
    const query = cachedQuery(load, { ttlMs: 30_000, retries: 0 });
    expect(query.peek()).toBeUndefined();
    expect(await query.read()).toEqual(ok(1));
    vi.advanceTimersByTime(29_999);
    expect(await query.read()).toEqual(ok(1));
    expect(query.peek()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(query.peek()).toBeUndefined();
    expect(await query.read()).toEqual(ok(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one request between callers', async () => {
    const load = vi.fn(async () => ok(1));
    const query = cachedQuery(load, { ttlMs: 1000, retries: 0 });
    const [a, b] = await Promise.all([query.read(), query.read()]);
    expect(a).toEqual(ok(1));
    expect(b).toEqual(ok(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries as often as told, a second apart, and does not keep failures', async () => {
    const load = vi.fn(async () => failed);
    const query = cachedQuery(load, { ttlMs: 30_000, retries: 1 });
    const answer = query.read();
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual(failed);
    expect(load).toHaveBeenCalledTimes(2);
    expect(query.peek()).toBeUndefined();
    void query.read();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a retry that succeeds is the answer', async () => {
    const load = vi
      .fn<() => Promise<ApiResult<number>>>()
      .mockResolvedValueOnce(failed)
      .mockResolvedValueOnce(ok(7));
    const query = cachedQuery(load, { ttlMs: 30_000, retries: 1 });
    const answer = query.read();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await answer).toEqual(ok(7));
    expect(query.peek()).toBe(7);
  });

  it('forgets on clear', async () => {
    const load = vi.fn(async () => ok(1));
    const query = cachedQuery(load, { ttlMs: 30_000, retries: 0 });
    await query.read();
    query.clear();
    expect(query.peek()).toBeUndefined();
  });

  it('after clear(), asks afresh even while a request is under way, and keeps only the new answer', async () => {
    let answerFirst: (result: ApiResult<number>) => void = () => {};
    const load = vi
      .fn<() => Promise<ApiResult<number>>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(ok(2));
    const query = cachedQuery(load, { ttlMs: 30_000, retries: 0 });
    const first = query.read();
    query.clear();
    expect(await query.read()).toEqual(ok(2));
    answerFirst(ok(1));
    expect(await first).toEqual(ok(1));
    expect(query.peek()).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
