import { getInstance } from '@module-federation/enhanced/runtime';

/** Yields to the browser (paint, input, other tasks); `scheduler.yield` resumes ahead of other queued work. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Shared libraries already run through here: each is run once, so it is yielded for once. */
const ranLibraries = new WeakSet<object>();

/**
 * Runs a remote module whose files have all arrived, a piece per task: first each shared
 * library its files brought in (the Mantine kit's inputs or overlays, the API client and
 * its contracts), then the module itself. Without this, all of it runs in the one task
 * in which the module's last file arrived, a single long task on a slow phone (Total
 * Blocking Time). A library that fails is left for the module's own run to report.
 */
export async function evaluateInSteps<T>(moduleFactory: () => T | Promise<T>): Promise<T> {
  const shareScopes = getInstance()?.shareScopeMap ?? {};
  for (const packages of Object.values(shareScopes)) {
    for (const versions of Object.values(packages)) {
      for (const shared of Object.values(versions)) {
        if (!shared.loaded || typeof shared.lib !== 'function' || ranLibraries.has(shared)) continue;
        ranLibraries.add(shared);
        await nextTask();
        try {
          shared.lib();
        } catch {
          // reported when the module that needs it runs
        }
      }
    }
  }
  await nextTask();
  return moduleFactory();
}
