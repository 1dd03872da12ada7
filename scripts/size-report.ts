import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { APPS, localOrigin, SITE_ROUTES } from '@temple/shared';
import { CHROMIUM_ARGS, chromiumExecutable } from '@temple/shared/chromium';

/**
 * `pnpm size`: loads every route of the production build in Chromium with an empty
 * cache and adds up the JS and CSS it downloads (gzip bytes on the wire) until the page
 * has drawn its heading and the network is quiet. Fails when the home route's JS is
 * over budget (SIZE_BUDGET_HOME_JS_KB, default 200).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHELL = localOrigin(APPS.shell.port);
const budgetKb = Number(process.env.SIZE_BUDGET_HOME_JS_KB ?? 200);

interface RouteSize {
  path: string;
  jsBytes: number;
  cssBytes: number;
  requests: number;
  byOrigin: Map<string, number>;
}

async function waitForSite(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function startSite(): Promise<ChildProcess | undefined> {
  try {
    if ((await fetch(`${SHELL}/runtime-config.json`)).ok) return undefined; // already served
  } catch {
    // start it below
  }
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  await waitForSite(`${SHELL}/runtime-config.json`, 60_000);
  return child;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(): Promise<RouteSize[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const results: RouteSize[] = [];
  const paths = [...new Set(SITE_ROUTES.map((route) => route.path))];
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const size: RouteSize = { path, jsBytes: 0, cssBytes: 0, requests: 0, byOrigin: new Map() };
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        request.sizes().then(({ responseBodySize }) => {
          size.requests += 1;
          if (type === 'script') {
            size.jsBytes += responseBodySize;
            const origin = new URL(request.url()).origin;
            size.byOrigin.set(origin, (size.byOrigin.get(origin) ?? 0) + responseBodySize);
          } else {
            size.cssBytes += responseBodySize;
          }
        }),
      );
    });
    await page.goto(`${SHELL}${path}`);
    await page.locator('main h1').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    results.push(size);
    await context.close();
  }
  await browser.close();
  return results;
}

const site = await startSite();
try {
  const results = await measure();
  console.log('\nJS and CSS downloaded before first render (gzip, empty cache)\n');
  console.log(`${'route'.padEnd(42)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'files'.padStart(7)}`);
  for (const result of results) {
    console.log(
      `${result.path.padEnd(42)}${kb(result.jsBytes).padStart(10)}${kb(result.cssBytes).padStart(10)}${String(result.requests).padStart(7)}`,
    );
  }
  const home = results.find((result) => result.path === '/');
  if (!home) throw new Error('The home route was not measured');
  console.log('\nHome route JS by origin:');
  for (const [origin, bytes] of home.byOrigin) console.log(`  ${origin.padEnd(26)}${kb(bytes).padStart(10)}`);
  const verdict = home.jsBytes <= budgetKb * 1024 ? 'within' : 'OVER';
  console.log(`\nHome route JS ${kb(home.jsBytes)} — ${verdict} the budget of ${budgetKb} KB`);
  if (verdict === 'OVER') process.exitCode = 1;
} finally {
  site?.kill('SIGTERM');
}
