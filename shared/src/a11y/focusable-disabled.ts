/**
 * Props that show a Mantine button as disabled while it keeps the focus: Mantine draws
 * `data-disabled` as it draws `disabled`, `aria-disabled` says so to a screen reader, and
 * a click (or Enter in a form) does nothing. A button that is really disabled while it
 * has the focus drops it to the page's body, out of any dialog it is in, and a keyboard
 * user loses their place. Spread them last, so they replace the button's own onClick.
 */
export function focusableDisabled(disabled: boolean) {
  if (!disabled) return {};
  return {
    'data-disabled': true,
    'aria-disabled': true,
    onClick: (event: { preventDefault(): void }) => event.preventDefault(),
  } as const;
}
