/**
 * Runs `callback` once the browser has a moment, within `timeoutMs` at the latest;
 * returns what cancels it (an effect's cleanup). A browser without idle callbacks
 * (Safari) waits `fallbackMs` instead.
 */
export function whenIdle(
  callback: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number },
): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}

/** `whenIdle`, once the page has loaded (at once if it has); returns what cancels it. */
export function afterLoadWhenIdle(
  callback: () => void,
  options: { timeoutMs: number; fallbackMs: number },
): () => void {
  let cancelIdle = () => {};
  const afterLoad = () => {
    cancelIdle = whenIdle(callback, options);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelIdle();
  };
}
