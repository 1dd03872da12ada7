import { prefetchRemoteModule, type RemoteModuleId } from '@temple/shared/core';
import { useEffect } from 'react';

/** How long after the page has loaded a browser without requestIdleCallback waits. */
const FALLBACK_DELAY_MS = 2000;

/**
 * Fetches the code of what a visitor is likely to open next once the page has loaded
 * and the browser is idle, never during start-up, where it would compete with the page.
 */
export function useIdlePrefetch(moduleIds: readonly RemoteModuleId[]): void {
  useEffect(() => {
    let idleHandle: number | undefined;
    const prefetch = () => {
      for (const moduleId of moduleIds) void prefetchRemoteModule(moduleId);
    };
    const whenIdle = () => {
      idleHandle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(prefetch, { timeout: 10_000 })
          : window.setTimeout(prefetch, FALLBACK_DELAY_MS);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleHandle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    };
  }, [moduleIds]);
}
