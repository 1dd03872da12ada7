import type { ApiResult } from '@temple/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { cachedQuery } from './cached-query';
import { useCachedQuery } from './use-cached-query';

const failed: ApiResult<string> = { success: false, error: 'Dates could not be loaded' };

describe('reading a cached query into a component', () => {
  it('shows a fresh cached answer at once, without asking again', async () => {
    const load = vi.fn(async (): Promise<ApiResult<string>> => ({ success: true, data: 'Purnima' }));
    const query = cachedQuery(load, { ttlMs: 60_000, retries: 0 });
    await query.read();
    const { result } = renderHook(() => useCachedQuery(query));
    expect(result.current.state).toEqual({ status: 'ready', data: 'Purnima' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a query', async () => {
    const { result } = renderHook(() => useCachedQuery(undefined));
    await act(async () => {});
    expect(result.current.state).toEqual({ status: 'loading' });
  });

  it('keeps the failure on screen while it asks again, then shows the answer', async () => {
    let answer: (result: ApiResult<string>) => void = () => {};
    const load = vi
      .fn<() => Promise<ApiResult<string>>>()
      .mockResolvedValueOnce(failed)
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const query = cachedQuery(load, { ttlMs: 60_000, retries: 0 });
    const { result } = renderHook(() => useCachedQuery(query));
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'failed', error: 'Dates could not be loaded' }),
    );
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'retrying', error: 'Dates could not be loaded' });
    await act(async () => answer({ success: true, data: 'Purnima' }));
    expect(result.current.state).toEqual({ status: 'ready', data: 'Purnima' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
