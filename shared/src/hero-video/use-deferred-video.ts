// Through the package name, so a remote takes these from the shell's kit instead of bundling a copy.
import { afterLoadWhenIdle, useReducedMotion } from '@temple/shared/ui-base';
import { useEffect, useState } from 'react';

/** Within 2 s of the load at the latest; a browser without idle callbacks (Safari) goes on at once. */
const IDLE = { timeoutMs: 2000, fallbackMs: 1 };

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
    return afterLoadWhenIdle(() => setReady(true), IDLE);
  }, []);
  return ready && !reducedMotion;
}
