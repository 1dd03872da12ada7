import { type RefObject, useEffect } from 'react';
import { advanceScroll } from './advance-scroll';

/** A longer frame (a background tab, a stall) moves the row no further than this. */
const MAX_FRAME_MS = 100;
/** The row is a pixel or more away from where it was put: the visitor scrolled it by hand. */
const HAND_SCROLL_PX = 1;

export interface ContinuousScrollOptions {
  /** Pixels per second. */
  speed: number;
  running: boolean;
  /** How many identical copies of the content the row holds side by side; it wraps after one. */
  copies: number;
}

/**
 * Scrolls a horizontal row continuously, one animation frame at a time, while `running`.
 * The position is kept as a fraction of a pixel (slow speeds move less than a pixel a
 * frame), and picks up where the visitor left the row after scrolling it by hand.
 */
export function useContinuousScroll(
  ref: RefObject<HTMLElement | null>,
  { speed, running, copies }: ContinuousScrollOptions,
): void {
  useEffect(() => {
    const row = ref.current;
    if (!running || !row) return;
    let position = row.scrollLeft;
    let previous: number | undefined;
    const step = (now: number) => {
      if (Math.abs(row.scrollLeft - position) >= HAND_SCROLL_PX) position = row.scrollLeft;
      if (previous !== undefined) {
        const elapsed = Math.min(now - previous, MAX_FRAME_MS);
        position = advanceScroll(position, elapsed, speed, row.scrollWidth / copies);
        row.scrollLeft = position;
      }
      previous = now;
      frame = requestAnimationFrame(step);
    };
    let frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [ref, speed, running, copies]);
}
