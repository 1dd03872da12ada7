import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../config/runtime-config';
import { exposeFilesOf, manifestUrlOf } from './remote-manifest';

/** "gallery/GalleryPage": a remote's federation name and one of its exposed modules. */
export type RemoteModuleId = `${string}/${string}`;
export type LocalModules = Partial<Record<RemoteModuleId, () => Promise<unknown>>>;

class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly moduleId: RemoteModuleId,
    reason: string,
  ) {
    super(`${moduleId} is unavailable: ${reason}`);
  }
}

let remotes: RuntimeConfig['remotes'] = {};
let localModules: LocalModules = {};

/**
 * Registers the remotes of the runtime configuration with the page's federation
 * instance. `local` serves an app's own modules without federation (a remote running
 * on its own page loads its own code directly).
 */
export function configureRemotes(config: RuntimeConfig['remotes'], local: LocalModules = {}): void {
  remotes = config;
  localModules = local;
  const entries = Object.entries(config).map(([name, entry]) => ({ name, entry: entry as string }));
  if (entries.length > 0) registerRemotes(entries);
}

function remoteNameOf(moduleId: RemoteModuleId): string {
  return moduleId.slice(0, moduleId.indexOf('/'));
}

/** Forgets a failed remote so the next load fetches its entry again. */
function resetRemote(moduleId: RemoteModuleId): void {
  const name = remoteNameOf(moduleId);
  const entry = remotes[name];
  if (entry && !localModules[moduleId]) registerRemotes([{ name, entry }], { force: true });
}

async function loadRemoteModule<T>(moduleId: RemoteModuleId): Promise<T> {
  const local = localModules[moduleId];
  if (local) return (await local()) as T;
  if (!remotes[remoteNameOf(moduleId)])
    throw new RemoteUnavailableError(moduleId, 'not in the runtime configuration');
  const loaded = await loadRemote<T>(moduleId);
  if (!loaded) throw new RemoteUnavailableError(moduleId, 'the remote returned nothing');
  return loaded;
}

const LOAD_ATTEMPTS = 3;
const FIRST_RETRY_DELAY_MS = 300;

/**
 * Transient failures (a remote restarting, a dropped connection) get a few tries with backoff.
 * Each failure forgets the remote at once, so the next try, and a visitor's Retry after the
 * last one, fetch its entry anew instead of the runtime's failed copy.
 */
export async function loadRemoteModuleWithRetry<T>(moduleId: RemoteModuleId): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < LOAD_ATTEMPTS; attempt++) {
    if (attempt > 0) {
      await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1)));
    }
    try {
      return await loadRemoteModule<T>(moduleId);
    } catch (error) {
      lastError = error;
      resetRemote(moduleId);
    }
  }
  throw lastError;
}

/** Warms a remote module's code (on idle or hover) without rendering it. */
export function preloadRemoteModule(moduleId: RemoteModuleId): void {
  loadRemoteModule(moduleId).catch(() => {
    // A failed preload is retried, visibly, when the module is really needed.
  });
}

const prefetched = new Set<RemoteModuleId>();

function addPrefetchLink(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = as;
  link.href = href;
  document.head.append(link);
}

/**
 * Downloads a remote module's own files (its entry, scripts and styles) at the lowest
 * priority without running them, so it opens at once when asked for: idle-time work
 * with no main-thread cost. Shared libraries are not fetched; the page has them.
 */
export async function prefetchRemoteModule(moduleId: RemoteModuleId): Promise<void> {
  const name = remoteNameOf(moduleId);
  const remoteUrl = remotes[name];
  if (localModules[moduleId] || !remoteUrl || prefetched.has(moduleId)) return;
  prefetched.add(moduleId);
  const manifestUrl = manifestUrlOf(remoteUrl);
  try {
    const response = await fetch(manifestUrl);
    const files = response.ok
      ? exposeFilesOf(await response.json(), manifestUrl, moduleId.slice(name.length + 1))
      : undefined;
    for (const script of files?.scripts ?? []) addPrefetchLink(script, 'script');
    for (const style of files?.styles ?? []) addPrefetchLink(style, 'style');
  } catch {
    // A failed prefetch is retried, visibly, when the module is really needed.
    prefetched.delete(moduleId);
  }
}
