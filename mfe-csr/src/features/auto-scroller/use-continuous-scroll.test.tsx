import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useContinuousScroll } from './use-continuous-scroll';

function Row({ speed, running, copies = 2 }: { speed: number; running: boolean; copies?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useContinuousScroll(ref, { speed, running, copies });
  return <div ref={ref} data-testid="row" />;
}

/** Runs the animation frames of `ms` milliseconds (the fake clock draws one every 16 ms). */
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderRow(props: Parameters<typeof Row>[0], scrollWidth = 10_000) {
  const view = render(<Row {...props} />);
  const row = view.getByTestId('row');
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: scrollWidth });
  elapse(16); // the first frame only notes the time
  return { ...view, row };
}

describe('useContinuousScroll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the row at the given pixels per second', () => {
    const { row } = renderRow({ speed: 42, running: true });
    elapse(1008);
    expect(row.scrollLeft).toBeCloseTo((42 * 1008) / 1000, 6);
    elapse(1008);
    expect(row.scrollLeft).toBeCloseTo((42 * 2016) / 1000, 6);
  });

  it('keeps fractions of a pixel, so a slow row still moves', () => {
    const { row } = renderRow({ speed: 40, running: true });
    elapse(16);
    expect(row.scrollLeft).toBeCloseTo(0.64, 6);
  });

  it('stands still while not running, and goes on from there', () => {
    const { row, rerender } = renderRow({ speed: 40, running: true });
    elapse(496);
    const stoppedAt = row.scrollLeft;
    expect(stoppedAt).toBeGreaterThan(0);
    rerender(<Row speed={40} running={false} />);
    elapse(3000);
    expect(row.scrollLeft).toBe(stoppedAt);
    rerender(<Row speed={40} running />);
    elapse(16 + 496);
    expect(row.scrollLeft).toBeCloseTo(stoppedAt + 19.84, 6);
  });

  it('wraps back by one copy of the content', () => {
    const { row } = renderRow({ speed: 40, running: true, copies: 2 }, 2000);
    row.scrollLeft = 990;
    elapse(16);
    expect(row.scrollLeft).toBeCloseTo(990.64, 6);
    elapse(496);
    expect(row.scrollLeft).toBeCloseTo(990.64 + 19.84 - 1000, 6);
  });

  it('goes on from where the visitor scrolled it by hand', () => {
    const { row } = renderRow({ speed: 40, running: true });
    elapse(496);
    row.scrollLeft = 500;
    elapse(496);
    expect(row.scrollLeft).toBeCloseTo(519.84, 6);
  });

  it('stops its frames when unmounted', () => {
    const { unmount } = renderRow({ speed: 40, running: true });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
