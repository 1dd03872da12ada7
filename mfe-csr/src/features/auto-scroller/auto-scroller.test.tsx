import '@testing-library/jest-dom/vitest';
import { renderWithProviders } from '@temple/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { AutoScroller, TOUCH_RESUME_MS } from './auto-scroller';

const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'];

function renderScroller() {
  renderWithProviders(
    <AutoScroller
      label="Seasons"
      speed={40}
      items={SEASONS}
      itemKey={(season) => season}
      renderItem={(season) => <a href={`#${season}`}>{season}</a>}
      itemWidth="200px"
    />,
  );
  return screen.getByRole('region', { name: 'Seasons' });
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Whether the row moves over the next half second. */
function moves(row: HTMLElement): boolean {
  const before = row.scrollLeft;
  elapse(496);
  return row.scrollLeft > before;
}

function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('AutoScroller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('scrolls on its own', () => {
    const row = renderScroller();
    expect(moves(row)).toBe(true);
  });

  it('shows each item once to assistive technology and the keyboard', () => {
    const row = renderScroller();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(SEASONS);
    const copies = row.querySelectorAll('ul');
    expect(copies.length).toBeGreaterThan(1);
    for (const copy of [...copies].slice(1)) {
      expect(copy).toHaveAttribute('aria-hidden', 'true');
      expect(copy).toHaveAttribute('inert');
    }
  });

  it('stops and starts again with its Pause/Play control', () => {
    const row = renderScroller();
    fireEvent.click(screen.getByRole('button', { name: 'Pause Seasons' }));
    expect(moves(row)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play Seasons' }));
    expect(moves(row)).toBe(true);
  });

  it('holds still while the pointer is over it', () => {
    const row = renderScroller();
    fireEvent.mouseEnter(row);
    expect(moves(row)).toBe(false);
    fireEvent.mouseLeave(row);
    expect(moves(row)).toBe(true);
  });

  it('holds still while focus is inside it', () => {
    const row = renderScroller();
    act(() => screen.getByRole('link', { name: 'Spring' }).focus());
    expect(moves(row)).toBe(false);
    const next = screen.getByRole('link', { name: 'Summer' });
    act(() => next.focus());
    expect(moves(row)).toBe(false);
    act(() => next.blur());
    expect(moves(row)).toBe(true);
  });

  it('holds still under a finger, and a moment after it lifts', () => {
    const row = renderScroller();
    fireEvent.touchStart(row);
    expect(moves(row)).toBe(false);
    fireEvent.touchEnd(row);
    elapse(TOUCH_RESUME_MS - 500);
    expect(moves(row)).toBe(false);
    elapse(16);
    expect(moves(row)).toBe(true);
  });

  it('never moves under reduced motion: a plain row, no control, no copies', () => {
    preferReducedMotion();
    const row = renderScroller();
    expect(moves(row)).toBe(false);
    elapse(5000);
    expect(row.scrollLeft).toBe(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(row.querySelectorAll('ul')).toHaveLength(1);
  });
});
