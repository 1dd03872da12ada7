/**
 * How many copies of a row's content fill its view and one more, so that wrapping back
 * by one copy never shows a gap. Before anything is measured, two.
 */
export function repeatCount(viewWidth: number, contentWidth: number): number {
  if (viewWidth <= 0 || contentWidth <= 0) return 2;
  return 1 + Math.ceil(viewWidth / contentWidth);
}
