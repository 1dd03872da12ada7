/** A section's first field: where a visitor sent to a form goes on typing. */
export const FIRST_FIELD = 'input, select, textarea, button';
/** A section's heading made focusable (`tabIndex={-1}`): where a visitor sent to read goes on from. */
export const SECTION_HEADING = '[tabindex="-1"]';

/**
 * Brings a section into view (smoothly unless reduced motion is asked for) and moves
 * keyboard focus into it, to the first element matching `focus`, so screen readers and the
 * Tab key continue from there.
 */
export function scrollToSection(id: string, focus: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true });
}
