import { act, fireEvent, render, screen } from '@testing-library/react';
import { preferReducedMotion } from '../testing';
import { usePausableMotion } from './use-pausable-motion';

/** A moving row with two links in it, its pause control and a link after it. */
function Row({ touchResumeMs }: { touchResumeMs?: number }) {
  const motion = usePausableMotion(touchResumeMs);
  return (
    <>
      <button type="button" onClick={motion.togglePlaying}>
        {motion.playing ? 'Pause' : 'Play'}
      </button>
      <div data-testid="row" data-running={motion.running} {...motion.holdHandlers}>
        <a href="#first">First</a>
        <a href="#second">Second</a>
      </div>
      <a href="#after">After</a>
    </>
  );
}

function renderRow(touchResumeMs?: number) {
  render(<Row touchResumeMs={touchResumeMs} />);
  return screen.getByTestId('row');
}

const running = (row: HTMLElement) => row.getAttribute('data-running');

describe('usePausableMotion', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, and the visitor stops and starts it again', () => {
    preferReducedMotion(false);
    const row = renderRow();
    expect(running(row)).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(running(row)).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(running(row)).toBe('true');
  });

  it('is off by default under reduced motion, until the visitor presses Play', () => {
    preferReducedMotion(true);
    const row = renderRow();
    expect(running(row)).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(running(row)).toBe('true');
  });

  it('holds while the pointer is over it', () => {
    preferReducedMotion(false);
    const row = renderRow();
    fireEvent.mouseEnter(row);
    expect(running(row)).toBe('false');
    fireEvent.mouseLeave(row);
    expect(running(row)).toBe('true');
  });

  it('holds while the focus is anywhere inside it, and lets go when it leaves', () => {
    preferReducedMotion(false);
    const row = renderRow();
    const first = screen.getByRole('link', { name: 'First' });
    const second = screen.getByRole('link', { name: 'Second' });
    fireEvent.focus(first);
    expect(running(row)).toBe('false');
    // The focus leaving one link for the other, before it arrives there.
    fireEvent.blur(first, { relatedTarget: second });
    expect(running(row)).toBe('false');
    fireEvent.focus(second);
    fireEvent.blur(second, { relatedTarget: screen.getByRole('link', { name: 'After' }) });
    expect(running(row)).toBe('true');
  });

  it('holds under a finger and lets go as it lifts or the touch is cancelled', () => {
    preferReducedMotion(false);
    const row = renderRow();
    fireEvent.touchStart(row);
    expect(running(row)).toBe('false');
    fireEvent.touchEnd(row);
    expect(running(row)).toBe('true');
    fireEvent.touchStart(row);
    fireEvent.touchCancel(row);
    expect(running(row)).toBe('true');
  });

  it('waits touchResumeMs after the finger lifts, and a new touch starts the wait again', () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    const row = renderRow(2500);
    fireEvent.touchStart(row);
    fireEvent.touchEnd(row);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.touchStart(row);
    fireEvent.touchEnd(row);
    act(() => vi.advanceTimersByTime(2499));
    expect(running(row)).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(running(row)).toBe('true');
  });

  it('holds until every hold is let go', () => {
    preferReducedMotion(false);
    const row = renderRow();
    fireEvent.mouseEnter(row);
    fireEvent.touchStart(row);
    fireEvent.mouseLeave(row);
    expect(running(row)).toBe('false');
    fireEvent.touchEnd(row);
    expect(running(row)).toBe('true');
  });
});
