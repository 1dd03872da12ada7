import { act, renderHook } from '@testing-library/react';
import { useVerseLoop, VERSE_INTERVAL_MS, VERSE_LOOP_RESET_MS } from './use-verse-loop';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('verse loop', () => {
  it('advances every 4200 ms while playing', () => {
    const { result } = renderHook(() => useVerseLoop(6, true));
    act(() => vi.advanceTimersByTime(VERSE_INTERVAL_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ index: 1, active: 1, animate: true });
  });

  it('does not move while paused', () => {
    const { result } = renderHook(() => useVerseLoop(6, false));
    act(() => vi.advanceTimersByTime(VERSE_INTERVAL_MS * 3));
    expect(result.current.index).toBe(0);
  });

  it('moves onto the copy, then jumps back without animation after 450 ms', () => {
    const { result } = renderHook(() => useVerseLoop(6, false));
    act(() => result.current.goTo(5));
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 6, active: 0, animate: true });
    act(() => vi.advanceTimersByTime(VERSE_LOOP_RESET_MS - 1));
    expect(result.current.index).toBe(6);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ index: 0, active: 0, animate: false });
  });

  it('steps back from the first verse to the last through the copy', () => {
    const { result } = renderHook(() => useVerseLoop(6, false));
    act(() => result.current.prev());
    expect(result.current).toMatchObject({ index: 6, animate: false });
    act(() => vi.advanceTimersByTime(20));
    expect(result.current).toMatchObject({ index: 5, active: 5, animate: true });
  });
});
