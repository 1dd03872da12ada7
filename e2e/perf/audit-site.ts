import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumExecutable } from '@temple/shared/chromium';
import type { StaticSite } from 'page-server';
import { siteRoutes } from '../support/site-routes';
import { launchMeasuringBrowser, measureFirstRenderJs } from './lib/first-render-js';
import { INTERACTIONS, type Interaction } from './lib/inp-interactions';
import { measureInp } from './lib/inp-meter';
import type { InpRun } from './lib/inp-reading';
import { LighthouseRunner } from './lib/lighthouse-runner';
import {
  API,
  buildMonolith,
  isServed,
  MONOLITH,
  monolithServer,
  SHELL,
  startProductionSite,
  stopChild,
  waitFor,
} from './lib/perf-servers';
import { replaceSection } from './lib/performance-doc';
import {
  type AuditReport,
  allChecks,
  extractRunFigures,
  type FederationOverhead,
  federationOverhead,
  formatMarkdown,
  formatText,
  inpMarkdown,
  lighthouseMarkdown,
  median,
  parseAuditArgs,
  type RouteSummary,
  type RunFigures,
  seconds,
  summariseInteraction,
  summariseRoute,
} from './lib/site-audit-report';

/**
 * `pnpm audit:site [--runs N] [--only /,/events] [--cpu-slowdown N] [--no-monolith] [--only-inp] [--inp-runs N] [--strict]`
 *
 * Lighthouse (mobile, simulated throttling, CPU 6.5× slower unless --cpu-slowdown) on the
 * eight page kinds of the production build served as `npm start` serves it, median of N
 * runs (default 3), against the targets; the cost of federation: the same routes bundled
 * into one ordinary app (e2e/perf/monolith), built and served beside it, compared on the
 * home route's first-render JS and LCP in the same run; and the Interaction to Next Paint
 * of three things a visitor does (lib/inp-interactions.ts), the CPU as slow, median of
 * --inp-runs runs (default 5). Prints the report, writes it to e2e/.artifacts/site-audit.{json,md} and the
 * latest figures into docs/performance.md. Exits non-zero on a missed target only with --strict.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ARTIFACTS = join(root, 'e2e', '.artifacts');
const PAID_ORDER = '/payment-status?order_id=';
const PERFORMANCE_DOC = join(root, 'docs', 'performance.md');

/** One page of each kind; the payment status page gets a real, paid order. */
const AUDITED_PATHS = [
  '/',
  '/mandir-nirman-seva',
  '/mandir-nirman-seva/shiladaan',
  '/amrit-bhog',
  '/events',
  '/media',
  '/csr',
  '/payment-status',
];

const options = parseAuditArgs(process.argv.slice(2));
/** The pages Lighthouse audits: none with --only-inp; with --only, those and home for the monolith's ratio. */
const paths = options.onlyInp
  ? []
  : options.only
    ? [...new Set([...(options.monolith ? ['/'] : []), ...options.only])]
    : AUDITED_PATHS;
const interactions = INTERACTIONS.filter(
  (interaction) => !options.only || options.only.includes(interaction.path),
);
if (options.onlyInp && interactions.length === 0)
  throw new Error(
    `no measured interaction is on ${options.only?.join(', ')}: they are on ${[...new Set(INTERACTIONS.map((interaction) => interaction.path))].join(', ')}`,
  );
for (const path of [...paths, ...(options.only ?? [])]) {
  if (!siteRoutes().some((route) => route.path === path))
    throw new Error(`${path} is not a route of the site`);
}

const log = (line: string) => console.log(line);

/** The production server of `npm start`, with a fresh audit database, unless the site is already served. */
async function startSite(): Promise<ChildProcess | undefined> {
  if (await isServed()) {
    log(
      `! ${SHELL} is already served: auditing that server (the monolith's API calls need its CORS_ORIGINS to allow ${MONOLITH})`,
    );
    return undefined;
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const logFile = openSync(join(ARTIFACTS, 'site-audit-server.log'), 'w');
  return startProductionSite({
    stdio: ['ignore', logFile, logFile],
    env: { API_DATA_DIR: join(ARTIFACTS, 'audit-api-data'), API_RESET_DATA: 'true' },
  });
}

/** A donation made and paid through the API and its sandbox, as a visitor's would be. */
async function paidOrder(): Promise<string> {
  await waitFor(`${API}/health`, 90_000);
  const created = await fetch(`${API}/api/v2/donations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      paymentType: 'DONATION',
      shilas: 2,
      donorName: 'Audit Devotee',
      donorEmail: 'audit.devotee@example.com',
      donorPhone: '9876543210',
      address: '42 Kanakapura Road',
      pincode: '560062',
      city: 'Bengaluru',
      country: 'India',
    }),
  });
  const body = (await created.json()) as { data?: { merchantOrderId?: string } };
  const orderId = body.data?.merchantOrderId;
  if (!created.ok || !orderId) throw new Error(`could not create a donation: ${JSON.stringify(body)}`);
  // Only the order's own checkout page holds the secret that settles it, as a donor's browser would.
  const checkout = await (await fetch(`${API}/sandbox/checkout/${orderId}`)).text();
  const secret = /name="secret" value="([^"]+)"/.exec(checkout)?.[1];
  const settled = await fetch(`${API}/sandbox/orders/${orderId}/complete`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'SUCCESS', secret }),
  });
  if (!settled.ok) throw new Error(`could not settle ${orderId}: ${await settled.text()}`);
  return orderId;
}

function machine(benchmarkIndex: number | undefined, lighthouseVersion: string | undefined): string {
  const chromium = chromiumExecutable();
  const chromiumVersion = chromium
    ? execFileSync(chromium, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim()
    : 'Chromium ?';
  const cores = cpus();
  const parts = [
    `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'})`,
    `${Math.round(totalmem() / 2 ** 30)} GiB`,
    `Node ${process.version}`,
    chromiumVersion,
  ];
  if (lighthouseVersion) parts.push(`Lighthouse ${lighthouseVersion}`);
  if (benchmarkIndex) parts.push(`Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)}`);
  return parts.join(', ');
}

const ATTEMPTS = 3;

async function withRetries<T>(
  label: string,
  attempt: () => Promise<T>,
  reset: () => Promise<void>,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= ATTEMPTS) throw error;
      log(
        `! ${label}: ${error instanceof Error ? error.message : error} — trying again (${tries + 1}/${ATTEMPTS})`,
      );
      await reset();
    }
  }
}

interface Target {
  label: string;
  url: string;
  runs: RunFigures[];
}

const slug = (label: string) =>
  label
    .replace(/^\//, '')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '') || 'home';

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

interface LighthouseFigures {
  routes: RouteSummary[];
  federation?: FederationOverhead;
  lighthouseVersion?: string;
  benchmarkIndex?: number;
  raw: { homeJsBytes: { federated: number[]; monolith: number[] }; runs: Record<string, RunFigures[]> };
}

/** Lighthouse on every audited page, and the monolith's home beside the federated one when it is served. */
async function auditLighthouse(monolith: StaticSite | undefined): Promise<LighthouseFigures> {
  const orderId = paths.includes('/payment-status') ? await paidOrder() : '';
  const targets: Target[] = paths.map((path) => ({
    label: path === '/payment-status' ? `${PAID_ORDER}…` : path,
    url: `${SHELL}${path === '/payment-status' ? `${PAID_ORDER}${orderId}` : path}`,
    runs: [],
  }));
  const monolithHome: Target = { label: 'monolith /', url: `${MONOLITH}/`, runs: [] };

  // First-render JS of both home pages (alternating), which also warms both servers.
  const browser = await launchMeasuringBrowser();
  const bytes = { federated: [] as number[], monolith: [] as number[] };
  try {
    // Warm-up, and a check that every page draws its heading.
    for (const target of targets) {
      await measureFirstRenderJs(browser, target.url).catch((error: unknown) => {
        log(`! ${target.label} did not draw its heading: ${firstLine(error)}`);
      });
    }
    for (let run = 0; run < options.runs && monolith; run++) {
      bytes.federated.push((await measureFirstRenderJs(browser, `${SHELL}/`)).firstRenderBytes);
      bytes.monolith.push((await measureFirstRenderJs(browser, `${MONOLITH}/`)).firstRenderBytes);
    }
  } finally {
    await browser.close();
  }

  // Round-robin over the pages, so a busy moment of the machine is spread over all of them.
  const lighthouseDir = join(ARTIFACTS, 'lighthouse');
  mkdirSync(lighthouseDir, { recursive: true });
  let lighthouseVersion: string | undefined;
  const benchmarkIndexes: number[] = [];
  let runner: LighthouseRunner | undefined;
  try {
    for (let run = 1; run <= options.runs; run++) {
      for (const target of monolith ? [...targets, monolithHome] : targets) {
        const started = Date.now();
        const lhr = await withRetries(
          target.url,
          async () => {
            runner ??= await LighthouseRunner.launch();
            return runner.run(target.url, options.cpuSlowdown);
          },
          async () => {
            // A failed trace (NO_NAVSTART, a crashed tab) is Chromium's; a fresh one usually does it.
            await runner?.close();
            runner = undefined;
          },
        );
        lighthouseVersion = lhr.lighthouseVersion;
        if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        writeFileSync(join(lighthouseDir, `${slug(target.label)}.run${run}.json`), JSON.stringify(lhr));
        const figures = extractRunFigures(lhr);
        target.runs.push(figures);
        log(
          `[run ${run}/${options.runs}] ${target.label.padEnd(34)} perf ${String(figures.scores.performance).padStart(3)}  LCP ${seconds(figures.lcpMs)}  TBT ${Math.round(figures.tbtMs)} ms  (${((Date.now() - started) / 1000).toFixed(0)} s, load ${loadavg()[0]?.toFixed(1)})`,
        );
      }
    }
  } finally {
    await runner?.close();
  }

  const home = targets.find((target) => target.label === '/');
  return {
    routes: targets.map((target) => summariseRoute(target.label, target.runs)),
    ...(monolith && home
      ? {
          federation: federationOverhead(
            { homeJsBytes: median(bytes.federated), homeLcpMs: median(home.runs.map((run) => run.lcpMs)) },
            {
              homeJsBytes: median(bytes.monolith),
              homeLcpMs: median(monolithHome.runs.map((run) => run.lcpMs)),
            },
          ),
        }
      : {}),
    ...(lighthouseVersion ? { lighthouseVersion } : {}),
    ...(benchmarkIndexes.length ? { benchmarkIndex: median(benchmarkIndexes) } : {}),
    raw: {
      homeJsBytes: bytes,
      runs: Object.fromEntries([...targets, monolithHome].map((target) => [target.label, target.runs])),
    },
  };
}

/** INP of each interaction, runs round-robin like Lighthouse's, each in a fresh context. */
async function measureInteractions(): Promise<Map<Interaction, InpRun[]>> {
  const runs = new Map(interactions.map((interaction) => [interaction, [] as InpRun[]]));
  if (runs.size === 0) return runs;
  const browser = await launchMeasuringBrowser();
  try {
    for (let run = 1; run <= options.inpRuns; run++) {
      for (const [interaction, figures] of runs) {
        const started = Date.now();
        const figure = await withRetries(
          interaction.name,
          () => measureInp(browser, SHELL, interaction, options.cpuSlowdown),
          async () => {},
        );
        figures.push(figure);
        log(
          `[INP run ${run}/${options.inpRuns}] ${interaction.name.padEnd(26)} ${String(Math.round(figure.inpMs)).padStart(4)} ms  (${figure.interactionType ?? '?'} on ${figure.target ?? '?'}; ${((Date.now() - started) / 1000).toFixed(0)} s, load ${loadavg()[0]?.toFixed(1)})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return runs;
}

/** The dated report in docs/performance.md holds the latest figures of the whole site only. */
function updatePerformanceDoc(report: AuditReport) {
  let document = readFileSync(PERFORMANCE_DOC, 'utf8');
  const parts: string[] = [];
  if (report.routes.length > 0 && !options.only) {
    document = replaceSection(document, 'lighthouse', lighthouseMarkdown(report));
    parts.push('Lighthouse');
  }
  if (report.interactions.length === INTERACTIONS.length) {
    document = replaceSection(document, 'inp', inpMarkdown(report));
    parts.push('INP');
  }
  if (parts.length === 0) {
    log('docs/performance.md is left as it was: --only measured part of the site.');
    return;
  }
  writeFileSync(PERFORMANCE_DOC, document);
  log(`docs/performance.md: the latest ${parts.join(' and ')} figures are written into it.`);
}

async function main() {
  if (!existsSync(join(root, 'shell', 'dist', 'index.html')))
    throw new Error('No production build: run pnpm build first');
  const withMonolith = options.monolith && !options.onlyInp;
  if (withMonolith) {
    log('▶ Building the benchmark monolith (e2e/perf/monolith)…');
    buildMonolith();
  }
  const site = await startSite();
  const monolith = withMonolith ? monolithServer() : undefined;
  try {
    await monolith?.start();
    const lighthouse: LighthouseFigures = options.onlyInp
      ? { routes: [], raw: { homeJsBytes: { federated: [], monolith: [] }, runs: {} } }
      : await auditLighthouse(monolith);
    const inpRuns = await measureInteractions();
    const report: AuditReport = {
      measuredAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      machine: machine(lighthouse.benchmarkIndex, lighthouse.lighthouseVersion),
      runs: options.runs,
      inpRuns: options.inpRuns,
      cpuSlowdown: options.cpuSlowdown,
      routes: lighthouse.routes,
      interactions: [...inpRuns].map(([interaction, runs]) =>
        summariseInteraction(interaction.name, interaction.path, runs),
      ),
      ...(lighthouse.federation ? { federation: lighthouse.federation } : {}),
    };
    const text = formatText(report);
    log(`\n${text}`);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(
      join(ARTIFACTS, 'site-audit.json'),
      JSON.stringify(
        {
          ...report,
          raw: {
            ...lighthouse.raw,
            inp: Object.fromEntries([...inpRuns].map(([interaction, runs]) => [interaction.name, runs])),
          },
        },
        null,
        2,
      ),
    );
    writeFileSync(join(ARTIFACTS, 'site-audit.md'), `${formatMarkdown(report)}\n`);
    log(
      `\nWritten: e2e/.artifacts/site-audit.json, site-audit.md${report.routes.length > 0 ? '; every Lighthouse result in e2e/.artifacts/lighthouse/' : ''}`,
    );
    updatePerformanceDoc(report);
    if (options.strict && allChecks(report).some((check) => !check.pass)) process.exitCode = 1;
  } finally {
    await monolith?.stop();
    await stopChild(site);
  }
}

main().catch((error: unknown) => {
  console.error(`✖ site audit: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
