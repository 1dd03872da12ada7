import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 2000;

function whenIdle(callback: () => void): () => void {
  // Safari has no idle callback; a macrotask after load is the next best thing.
  const requestIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  if (requestIdle) {
    const handle = requestIdle(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Whether a decorative background video may be attached: only after the page has loaded
 * and the browser is idle (the poster paints first), and never when reduced motion is
 * preferred (then not a byte of video is requested).
 */
export function useDeferredVideo(): boolean {
  const reducedMotion = useReducedMotion();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let cancelIdle = () => {};
    const afterLoad = () => {
      cancelIdle = whenIdle(() => setReady(true));
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancelIdle();
    };
  }, []);
  return ready && !reducedMotion;
}
