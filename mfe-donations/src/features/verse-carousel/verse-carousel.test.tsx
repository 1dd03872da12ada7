import { renderWithProviders } from '@temple/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { VERSE_INTERVAL_MS } from './use-verse-loop';
import { VerseCarousel } from './verse-carousel';

const current = () =>
  screen
    .getAllByRole('button', { name: /^Verse \d$/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Why It Matters carousel', () => {
  it('shows six verses with a dot each and advances on its own', () => {
    renderWithProviders(<VerseCarousel />);
    expect(screen.getAllByRole('button', { name: /^Verse \d$/ })).toHaveLength(6);
    expect(
      screen.getAllByText('Walk together, speak together, let your minds be of one accord.'),
    ).toHaveLength(2);
    act(() => vi.advanceTimersByTime(VERSE_INTERVAL_MS));
    expect(current()).toBe(1);
  });

  it('pauses on hover and on focus, and with the pause button', () => {
    renderWithProviders(<VerseCarousel />);
    const region = screen.getByRole('region', { name: 'Why It Matters' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(VERSE_INTERVAL_MS * 2));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Next verse' }));
    act(() => vi.advanceTimersByTime(VERSE_INTERVAL_MS * 2));
    expect(current()).toBe(0);
    fireEvent.blur(screen.getByRole('button', { name: 'Next verse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause verses' }));
    act(() => vi.advanceTimersByTime(VERSE_INTERVAL_MS * 2));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play verses' })).toBeInTheDocument();
  });

  it('holds still while a finger is on it, and moves on when the browser takes the touch to scroll', () => {
    renderWithProviders(<VerseCarousel />);
    const region = screen.getByRole('region', { name: 'Why It Matters' });
    fireEvent.touchStart(region);
    act(() => vi.advanceTimersByTime(VERSE_INTERVAL_MS * 2));
    expect(current()).toBe(0);
    fireEvent.touchCancel(region);
    act(() => vi.advanceTimersByTime(VERSE_INTERVAL_MS));
    expect(current()).toBe(1);
  });

  it('moves with the arrows and the dots', () => {
    renderWithProviders(<VerseCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Next verse' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Verse 5' }));
    expect(current()).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Previous verse' }));
    expect(current()).toBe(3);
  });

  it('says which verses its Pause, Previous and Next buttons move', () => {
    renderWithProviders(<VerseCarousel />);
    const controlled = ['Pause verses', 'Previous verse', 'Next verse'].map((name) =>
      document.getElementById(screen.getByRole('button', { name }).getAttribute('aria-controls') ?? ''),
    );
    const [verse] = screen.getAllByText('Walk together, speak together, let your minds be of one accord.');
    for (const element of controlled) expect(element).toContainElement(verse ?? null);
  });
});
