import { preferReducedMotion, renderWithProviders } from '@temple/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { Carousel } from './carousel';

/** Slides are groups named by their position; the scrollable row is a group too. */
const SLIDE_NAME = /^\d+ of \d+$/;

function renderCarousel() {
  const scrollBy = vi.fn();
  HTMLElement.prototype.scrollBy = scrollBy;
  HTMLElement.prototype.scrollTo = vi.fn();
  renderWithProviders(
    <Carousel label="Test slides" intervalMs={3500} slideWidth={304}>
      <p key="a">A</p>
      <p key="b">B</p>
      <p key="c">C</p>
    </Carousel>,
  );
  // jsdom lays nothing out: three 320 px steps of content in a 320 px view.
  const track = screen.getByText('A').closest('[data-running]') as HTMLElement;
  Object.defineProperty(track, 'scrollWidth', { value: 960 });
  Object.defineProperty(track, 'clientWidth', { value: 320 });
  return { scrollBy, track };
}

describe('carousel auto-advance', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('steps one slide and a gap (320 px) every interval', () => {
    preferReducedMotion(false);
    const { scrollBy } = renderCarousel();
    act(() => vi.advanceTimersByTime(3499));
    expect(scrollBy).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: 'smooth' });
    act(() => vi.advanceTimersByTime(7000));
    expect(scrollBy).toHaveBeenCalledTimes(3);
  });

  it('stops when paused and starts again when played', () => {
    preferReducedMotion(false);
    const { scrollBy } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause Test slides' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play Test slides' }));
    act(() => vi.advanceTimersByTime(3500));
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('holds while hovered, focused or touched', () => {
    preferReducedMotion(false);
    const { scrollBy, track } = renderCarousel();
    for (const [hold, release] of [
      [fireEvent.mouseEnter, fireEvent.mouseLeave],
      [fireEvent.focus, fireEvent.blur],
      [fireEvent.touchStart, fireEvent.touchEnd],
    ] as const) {
      hold(track);
      act(() => vi.advanceTimersByTime(8000));
      expect(scrollBy).not.toHaveBeenCalled();
      release(track);
    }
    act(() => vi.advanceTimersByTime(3500));
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('does not auto-advance when reduced motion is preferred, and offers Play', () => {
    preferReducedMotion(true);
    const { scrollBy } = renderCarousel();
    act(() => vi.advanceTimersByTime(20_000));
    expect(scrollBy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play Test slides' })).toBeVisible();
  });

  it('moves on and back with the arrows, wrapping round at the end', () => {
    preferReducedMotion(false);
    const { scrollBy, track } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide of Test slides' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: 'smooth' });
    track.scrollLeft = 640;
    fireEvent.click(screen.getByRole('button', { name: 'Next slide of Test slides' }));
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('names each slide by its position', () => {
    preferReducedMotion(false);
    renderCarousel();
    expect(
      screen.getAllByRole('group', { name: SLIDE_NAME }).map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('says which row its Pause, Previous and Next buttons move', () => {
    preferReducedMotion(false);
    const { track } = renderCarousel();
    for (const name of ['Pause Test slides', 'Previous slide of Test slides', 'Next slide of Test slides']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-controls', track.id);
    }
    expect(track).toHaveAccessibleName('Test slides, scrollable');
  });
});
