/**
 * Where a continuously scrolling row is `elapsedMs` later, moving at `speed` px/s.
 * The row repeats its content every `loopWidth` px, so the position wraps into the
 * first repetition (a width of 0 means nothing to wrap into yet).
 */
export function advanceScroll(position: number, elapsedMs: number, speed: number, loopWidth: number): number {
  const next = position + (speed * elapsedMs) / 1000;
  return loopWidth > 0 ? next % loopWidth : next;
}
