/**
 * Brings a section into view and moves keyboard focus to it (its heading, made
 * focusable), so screen readers and the Tab key continue from there.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  section.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true });
}
