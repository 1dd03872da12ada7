import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { APPS, localOrigin, SITE_ROUTES } from '@temple/shared';
import { CHROMIUM_ARGS, chromiumExecutable } from '@temple/shared/chromium';
import { liveHeadingDrawnAt } from './lib/first-render-js';

/**
 * `pnpm size`: loads every route of the production build in Chromium with an empty
 * cache and adds up the JS and CSS (gzip bytes on the wire) requested before first
 * render — before the page's code has drawn its <h1> — and, for comparison, everything fetched
 * until the network is quiet (below-the-fold sections, data-driven chunks). Fails when
 * the home route's first-render JS is over SIZE_BUDGET_HOME_JS_KB (default 200).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHELL = localOrigin(APPS.shell.port);
const budgetKb = Number(process.env.SIZE_BUDGET_HOME_JS_KB ?? 200);

interface Download {
  url: string;
  type: 'script' | 'stylesheet';
  startedAt: number;
  bytes: number;
}

interface RouteSize {
  path: string;
  firstRender: Download[];
  all: Download[];
}

const sum = (downloads: Download[], type: Download['type']) =>
  downloads
    .filter((download) => download.type === type)
    .reduce((total, download) => total + download.bytes, 0);

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
    const pending: Promise<Download>[] = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const startedAt = request.timing().startTime;
      pending.push(
        request
          .sizes()
          .then(({ responseBodySize }) => ({ url: request.url(), type, startedAt, bytes: responseBodySize })),
      );
    });
    await page.goto(`${SHELL}${path}`);
    // The moment the page's code has drawn its heading, seen on an animation frame: its first render.
    const renderedAt = await page
      .waitForFunction(liveHeadingDrawnAt, null, {
        polling: 'raf',
        timeout: 20_000,
      })
      .then((handle) => handle.jsonValue() as Promise<number>);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(pending);
    results.push({ path, all, firstRender: all.filter((download) => download.startedAt <= renderedAt) });
    await context.close();
  }
  await browser.close();
  return results;
}

const site = await startSite();
try {
  const results = await measure();
  console.log('\nJS and CSS per route (gzip bytes on the wire, empty cache)\n');
  console.log(
    `${'route'.padEnd(34)}${'first-render JS'.padStart(16)}${'CSS'.padStart(10)}${'files'.padStart(7)}${'all JS'.padStart(11)}${'files'.padStart(7)}`,
  );
  for (const { path, firstRender, all } of results) {
    console.log(
      `${path.padEnd(34)}${kb(sum(firstRender, 'script')).padStart(16)}${kb(sum(firstRender, 'stylesheet')).padStart(10)}${String(firstRender.length).padStart(7)}${kb(sum(all, 'script')).padStart(11)}${String(all.length).padStart(7)}`,
    );
  }
  const home = results.find((result) => result.path === '/');
  if (!home) throw new Error('The home route was not measured');
  console.log('\nHome route, first-render JS by file:');
  for (const download of home.firstRender.filter((item) => item.type === 'script')) {
    console.log(`  ${kb(download.bytes).padStart(9)}  ${download.url}`);
  }
  const homeJs = sum(home.firstRender, 'script');
  const verdict = homeJs <= budgetKb * 1024 ? 'within' : 'OVER';
  console.log(`\nHome route first-render JS ${kb(homeJs)} — ${verdict} the budget of ${budgetKb} KB`);
  if (verdict === 'OVER') process.exitCode = 1;
} finally {
  site?.kill('SIGTERM');
}
