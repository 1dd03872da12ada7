/** Brings a section into view (smoothly unless reduced motion is asked for) and focuses its first field. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
}
