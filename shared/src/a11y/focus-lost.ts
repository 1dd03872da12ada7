/**
 * Whether the focus has dropped to the page's body (the element that had it was removed):
 * only then may the page move it, never away from where the visitor has put it.
 */
export function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
