import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../../scripts/lib/local-apps';
import { runtimeConfigFor } from '../../scripts/lib/site-config';
import { siteRoutes } from '../support/site-routes';
import { commonJsRuntimeModules, federationBytes, shellEntryFederationShare } from './lib/federation-bytes';
import { bytesOf, type Download, launchMeasuringBrowser, measureDownloads } from './lib/first-render-js';
import {
  buildMonolith,
  isServed,
  MONOLITH,
  monolithServer,
  SHELL,
  startProductionSite,
  stopChild,
} from './lib/perf-servers';
import {
  describeExcess,
  isOverBudget,
  type RouteSize,
  SIZE_BUDGETS,
  SIZE_TARGETS,
  sizeChecks,
} from './lib/size-budgets';

/**
 * `pnpm size` (and a step of `pnpm test`): loads every route of the production build in
 * Chromium with an empty cache, and of the single-bundle benchmark build of the same pages
 * (e2e/perf/monolith, built here), and adds up the JavaScript requested before first
 * render (gzip bytes on the wire). Checks each route against the byte budgets of
 * lib/size-budgets.ts and the federation runtime's entries for CommonJS builds; exits 1
 * when one fails.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REMOTES = Object.entries(APPS).filter(([app]) => app !== 'shell');

const kb = (bytes: number) => bytes / 1024;
const formatKb = (value: number) => `${value.toFixed(1)} KB`;

/** Each remote's entry script, as the shell's runtime configuration names it. */
const remoteEntryUrls = () => new Set(Object.values(runtimeConfigFor('shell').remotes));

/** CommonJS modules of the federation runtime in the shell's and each remote's entry, as built. */
function commonJsInEntries(remoteEntries: Set<string>): string[] {
  const shellHtml = readFileSync(join(root, 'shell', 'dist', 'index.html'), 'utf8');
  const shellEntry = shellHtml.match(/static\/js\/index\.[0-9a-f]+\.js/)?.[0];
  const files = [
    ...(shellEntry ? [join(root, 'shell', 'dist', shellEntry)] : []),
    ...[...remoteEntries].map((url) => {
      const { port, pathname } = new URL(url);
      const app = REMOTES.find(([, config]) => String(config.port) === port)?.[0] ?? '';
      return join(root, app, 'dist', pathname);
    }),
  ];
  return files.flatMap((file) => {
    const count = commonJsRuntimeModules(readFileSync(file, 'utf8'));
    return count > 0 ? [`${file}: ${count} CommonJS modules of the federation runtime`] : [];
  });
}

const paths = [...new Set(siteRoutes().map((route) => route.path))];
const remoteEntries = remoteEntryUrls();
console.log('Building the single-bundle benchmark (e2e/perf/monolith) and the shell with source maps…');
buildMonolith();
const runtimeShare = shellEntryFederationShare(join(root, 'shell'));
// A site already served is measured as it is.
const site = (await isServed()) ? undefined : await startProductionSite();
const monolith = monolithServer();
const browser = await launchMeasuringBrowser();
try {
  await monolith.start();
  const sizes: (RouteSize & { cssKb: number; allJsKb: number; home?: Download[] })[] = [];
  for (const path of paths) {
    const downloads = await measureDownloads(browser, `${SHELL}${path}`);
    const single = await measureDownloads(browser, `${MONOLITH}${path}`);
    const firstRender = downloads.filter((download) => download.firstRender);
    const firstRenderJs = (list: Download[]) =>
      list.filter((item) => item.firstRender && item.type === 'script');
    sizes.push({
      path,
      jsKb: kb(bytesOf(firstRenderJs(downloads))),
      federationKb: kb(federationBytes(firstRender, remoteEntries, `${SHELL}/static/js/`, runtimeShare)),
      singleBundleJsKb: kb(bytesOf(firstRenderJs(single))),
      cssKb: kb(bytesOf(firstRender.filter((item) => item.type === 'stylesheet'))),
      allJsKb: kb(bytesOf(downloads.filter((item) => item.type === 'script'))),
      home: path === '/' ? firstRender : undefined,
    });
  }

  console.log('\nFirst-render JavaScript per route (gzip bytes on the wire, empty cache)\n');
  const columns = ['first-render JS', 'federation', 'single bundle', 'ratio', 'CSS', 'all JS'];
  console.log(`${'route'.padEnd(34)}${columns.map((column) => column.padStart(16)).join('')}`);
  for (const size of sizes) {
    const cells = [
      formatKb(size.jsKb),
      formatKb(size.federationKb),
      formatKb(size.singleBundleJsKb),
      (size.jsKb / size.singleBundleJsKb).toFixed(2),
      formatKb(size.cssKb),
      formatKb(size.allJsKb),
    ];
    console.log(`${size.path.padEnd(34)}${cells.map((cell) => cell.padStart(16)).join('')}`);
  }
  console.log(
    `\nFederation runtime: ${(runtimeShare * 100).toFixed(1)} % of the shell's entry (source map of the same build).`,
  );
  console.log('\nHome route, first-render files:');
  for (const download of sizes.find((size) => size.path === '/')?.home ?? []) {
    console.log(`  ${formatKb(kb(download.bytes)).padStart(9)}  ${download.type.padEnd(10)} ${download.url}`);
  }

  const checks = sizeChecks(sizes);
  const budgetLine = (limits: typeof SIZE_BUDGETS) =>
    `home JS ${limits.homeJsKb} KB, every route ${limits.routeJsKb} KB, federation ${limits.federationKb} KB, ratio ${limits.singleBundleRatio}`;
  console.log(`\nBudgets (CI fails over one): ${budgetLine(SIZE_BUDGETS)}`);
  console.log(`Targets:                     ${budgetLine(SIZE_TARGETS)}`);
  const excesses = checks.map(describeExcess).filter((line) => line !== undefined);
  for (const line of excesses) console.log(`  ${line}`);
  if (excesses.length === 0) console.log('  every route meets every target');
  const commonJs = commonJsInEntries(remoteEntries);
  for (const line of commonJs) console.log(`✖ ${line}: see shared/build/federation-runtime-esm.ts`);
  const failed = checks.filter(isOverBudget).length + commonJs.length;
  console.log(failed === 0 ? '\nSize budgets: pass' : `\nSize budgets: ${failed} FAILED`);
  if (failed > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await monolith.stop();
  await stopChild(site);
}
