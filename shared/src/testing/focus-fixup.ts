/**
 * A browser moves the focus to <body> when the focused button becomes disabled (the HTML
 * "focus fixup rule"); jsdom leaves it where it was. This does what the browser does (jsdom's
 * blur() ignores a disabled button, so it blurs it while enabled for a moment). Installed for
 * every browser test by the shared Vitest setup.
 */
export function dropFocusFromDisabledButtons(): void {
  const observer = new MutationObserver(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLButtonElement && focused.disabled)) return;
    focused.disabled = false;
    focused.blur();
    focused.disabled = true;
  });
  observer.observe(document.body, { subtree: true, attributeFilter: ['disabled'] });
}
