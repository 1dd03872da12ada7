import { prefetchRemoteModule, type RemoteModuleId } from '@temple/shared/core';
import { afterLoadWhenIdle } from '@temple/shared/ui-base';
import { useEffect } from 'react';

/** How long after the page has loaded a browser without requestIdleCallback waits. */
const FALLBACK_DELAY_MS = 2000;

/**
 * Fetches the code of what a visitor is likely to open next once the page has loaded
 * and the browser is idle, never during start-up, where it would compete with the page.
 */
export function useIdlePrefetch(moduleIds: readonly RemoteModuleId[]): void {
  useEffect(() => {
    const prefetch = () => {
      for (const moduleId of moduleIds) void prefetchRemoteModule(moduleId);
    };
    return afterLoadWhenIdle(prefetch, { timeoutMs: 10_000, fallbackMs: FALLBACK_DELAY_MS });
  }, [moduleIds]);
}
