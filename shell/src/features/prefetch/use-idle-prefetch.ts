import { prefetchRemoteModule, type RemoteModuleId } from '@temple/shared/core';
import { whenIdle } from '@temple/shared/ui-base';
import { useEffect } from 'react';

/** How long after the page has loaded a browser without requestIdleCallback waits. */
const FALLBACK_DELAY_MS = 2000;

/**
 * Fetches the code of what a visitor is likely to open next once the page has loaded
 * and the browser is idle, never during start-up, where it would compete with the page.
 */
export function useIdlePrefetch(moduleIds: readonly RemoteModuleId[]): void {
  useEffect(() => {
    let cancelIdle = () => {};
    const prefetch = () => {
      for (const moduleId of moduleIds) void prefetchRemoteModule(moduleId);
    };
    const afterLoad = () => {
      cancelIdle = whenIdle(prefetch, { timeoutMs: 10_000, fallbackMs: FALLBACK_DELAY_MS });
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancelIdle();
    };
  }, [moduleIds]);
}
