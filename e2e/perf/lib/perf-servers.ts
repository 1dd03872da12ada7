import { type ChildProcess, type StdioOptions, spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PageDocument, StaticSite } from 'page-server';
import { API_PORT, APPS, localOrigin } from '../../../scripts/lib/local-apps';
import { siteRoutes } from '../../support/site-routes';

/** The servers the size report and the site audit measure: the production site and the single-bundle benchmark. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const MONOLITH_DIR = join(root, 'e2e', 'perf', 'monolith');
const MONOLITH_PORT = 3010;

export const SHELL = localOrigin(APPS.shell.port);
export const API = localOrigin(API_PORT);
export const MONOLITH = localOrigin(MONOLITH_PORT);

/** Waits until `url` answers 200; fails early when the server meant to answer it has exited. */
export async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the site server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

export async function isServed(): Promise<boolean> {
  return fetch(`${SHELL}/runtime-config.json`).then(
    (response) => response.ok,
    () => false,
  );
}

/** The production server of `npm start`, with CORS for the benchmark too. */
export async function startProductionSite(
  options: { env?: Record<string, string>; stdio?: StdioOptions } = {},
): Promise<ChildProcess> {
  const origins = [...Object.values(APPS).map((app) => localOrigin(app.port)), MONOLITH];
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    stdio: options.stdio ?? 'ignore',
    env: { ...process.env, LOG_LEVEL: 'warn', CORS_ORIGINS: origins.join(','), ...options.env },
  });
  await waitFor(`${SHELL}/runtime-config.json`, 60_000, child);
  return child;
}

export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Builds the single-bundle benchmark (e2e/perf/monolith). */
export function buildMonolith(): void {
  const result = spawnSync(
    process.execPath,
    [join(MONOLITH_DIR, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js'), 'build'],
    { cwd: MONOLITH_DIR, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0)
    throw new Error(`the single-bundle build failed (exit ${result.status ?? result.signal})`);
}

/**
 * The benchmark's server, served as the federated site is (configuration inline, API
 * preconnected, prerendered pages): only the bundling differs. Start and stop it.
 */
export function monolithServer(): StaticSite {
  const runtimeConfig = { apiBaseUrl: API, production: true, remotes: {} };
  const pages = new PageDocument({
    runtimeConfig,
    // One bundle draws every page the remotes' builds publish.
    routeTable: async () => ({ routes: siteRoutes(), unreachable: [] }),
  });
  return new StaticSite({
    name: 'perf-monolith',
    port: MONOLITH_PORT,
    root: join(MONOLITH_DIR, 'dist'),
    runtimeConfig,
    allowCrossOrigin: false,
    renderPage: (template, path) => pages.render(template, path),
  });
}
