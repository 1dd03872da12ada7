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
