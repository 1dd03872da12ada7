import type { InpRun } from './inp-reading';
import { SIZE_TARGETS } from './size-budgets';

/**
 * The pure half of `pnpm audit:site` (e2e/perf/audit-site.ts): reading Lighthouse
 * results, medians over runs, the site's performance targets and the report's text and markdown.
 * Nothing here touches a browser, a server or the disk.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];

const CATEGORY_LABELS: Record<CategoryId, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'BP',
  seo: 'SEO',
};

export interface Targets {
  /** Lighthouse category scores (0-100), each at least this. */
  scores: Record<CategoryId, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Interaction to Next Paint of each measured interaction (median over runs). */
  inpMs: number;
  /** Federated ÷ monolith, for home-route JS bytes and LCP, each at most this: the size report's target. */
  federationRatio: number;
}

const TARGETS: Targets = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 },
  lcpMs: 2000,
  cls: 0.05,
  tbtMs: 150,
  inpMs: 200,
  federationRatio: SIZE_TARGETS.singleBundleRatio,
};

/** The CPU slowdown the targets are set for (a mid-range phone), the audit's default; Lighthouse's own is 4. */
const AUDIT_CPU_SLOWDOWN = 6.5;

/** The parts of a Lighthouse result (LH.Result) this report reads. */
export interface LhrLike {
  lighthouseVersion?: string;
  environment?: { benchmarkIndex?: number };
  categories: Partial<Record<string, { score: number | null; auditRefs: { id: string; group?: string }[] }>>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
      errorMessage?: string;
      details?: { type?: string; items?: unknown };
    }
  >;
}

interface FailingAudit {
  id: string;
  title: string;
  category: CategoryId;
  /** 0-1, or null when the audit itself errored. */
  score: number | null;
  displayValue?: string;
  /** A few offending elements or files, as Lighthouse names them. */
  items: string[];
}

/** What one Lighthouse run of one page says. */
export interface RunFigures {
  scores: Record<CategoryId, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: FailingAudit[];
}

/** Lighthouse's own line between "passed" and "needs work" (its report shows < 0.9 as not passed). */
const PASS_THRESHOLD = 0.9;
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);
const MAX_ITEMS = 3;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One row of an audit's details in a line: the element or file, and what it costs. */
export function describeItem(item: unknown): string | undefined {
  const fields = record(item);
  if (!fields) return undefined;
  const node = record(fields.node);
  const where =
    (typeof node?.selector === 'string' && node.selector) ||
    (typeof node?.snippet === 'string' && node.snippet) ||
    (typeof fields.url === 'string' && fields.url) ||
    (typeof fields.source === 'string' && fields.source) ||
    (typeof fields.label === 'string' && fields.label) ||
    undefined;
  if (!where) return undefined;
  const costs: string[] = [];
  if (typeof fields.wastedBytes === 'number' && fields.wastedBytes > 0)
    costs.push(`${kib(fields.wastedBytes)} wasted`);
  if (typeof fields.wastedMs === 'number' && fields.wastedMs > 0)
    costs.push(`${Math.round(fields.wastedMs)} ms wasted`);
  const explanation = typeof node?.explanation === 'string' ? node.explanation.split('\n')[0] : undefined;
  if (explanation) costs.push(explanation);
  return costs.length > 0 ? `${where} (${costs.join('; ')})` : where;
}

function categoryScore(lhr: LhrLike, category: CategoryId): number {
  const score = lhr.categories[category]?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${category} score`);
  return Math.round(score * 100);
}

function metric(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/** Scores, the three metrics and the audits below Lighthouse's pass line, from one result. */
export function extractRunFigures(lhr: LhrLike): RunFigures {
  const failing: FailingAudit[] = [];
  const seen = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // "hidden" holds audits the report does not show (experimental insights, duplicates).
      if (!audit || ref.group === 'hidden' || seen.has(ref.id)) continue;
      const errored = audit.scoreDisplayMode === 'error';
      const below =
        SCORED_MODES.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < PASS_THRESHOLD;
      if (!errored && !below) continue;
      seen.add(ref.id);
      const rows = audit.details?.items;
      const items = (Array.isArray(rows) ? rows : [])
        .map(describeItem)
        .filter((line): line is string => Boolean(line))
        .slice(0, MAX_ITEMS);
      failing.push({
        id: audit.id,
        title: audit.title,
        category,
        score: errored ? null : audit.score,
        ...(audit.displayValue || errored
          ? { displayValue: audit.displayValue ?? `audit error: ${audit.errorMessage ?? 'unknown'}` }
          : {}),
        items,
      });
    }
  }
  return {
    scores: {
      performance: categoryScore(lhr, 'performance'),
      accessibility: categoryScore(lhr, 'accessibility'),
      'best-practices': categoryScore(lhr, 'best-practices'),
      seo: categoryScore(lhr, 'seo'),
    },
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    failing,
  };
}

interface FailingAuditSummary extends FailingAudit {
  /** In how many of the runs it failed. */
  failedRuns: number;
}

export interface Check {
  name: string;
  value: number;
  /** e.g. "≥ 95", "≤ 2000 ms". */
  target: string;
  pass: boolean;
}

export interface RouteSummary {
  path: string;
  runs: number;
  /** Median of each figure on its own over the runs. */
  scores: Record<CategoryId, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  checks: Check[];
  /**
   * Audits that failed in at least half of the runs, the most frequent first; value and
   * elements as the run with the median LCP saw them (else the first run that failed it).
   */
  failingAudits: FailingAuditSummary[];
}

export function checkFigures(
  figures: Pick<RouteSummary, 'scores' | 'lcpMs' | 'cls' | 'tbtMs'>,
  targets: Targets = TARGETS,
): Check[] {
  const checks: Check[] = CATEGORIES.map((category) => ({
    name: CATEGORY_LABELS[category],
    value: figures.scores[category],
    target: `≥ ${targets.scores[category]}`,
    pass: figures.scores[category] >= targets.scores[category],
  }));
  checks.push(
    {
      name: 'LCP',
      value: figures.lcpMs,
      target: `≤ ${targets.lcpMs} ms`,
      pass: figures.lcpMs <= targets.lcpMs,
    },
    { name: 'CLS', value: figures.cls, target: `≤ ${targets.cls}`, pass: figures.cls <= targets.cls },
    {
      name: 'TBT',
      value: figures.tbtMs,
      target: `≤ ${targets.tbtMs} ms`,
      pass: figures.tbtMs <= targets.tbtMs,
    },
  );
  return checks;
}

export function summariseRoute(
  path: string,
  runs: readonly RunFigures[],
  targets: Targets = TARGETS,
): RouteSummary {
  if (runs.length === 0) throw new Error(`${path} has no Lighthouse runs`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
  ) as Record<CategoryId, number>;
  const figures = {
    scores,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
  };
  // The run with the median LCP goes first, so an audit's value and elements are that run's.
  const representative = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((runs.length - 1) / 2)];
  const byId = new Map<string, FailingAuditSummary>();
  for (const run of [representative, ...runs.filter((other) => other !== representative)]) {
    if (!run) continue;
    for (const audit of run.failing) {
      const known = byId.get(audit.id);
      if (known) known.failedRuns += 1;
      else byId.set(audit.id, { ...audit, failedRuns: 1 });
    }
  }
  const failingAudits = [...byId.values()]
    .filter((audit) => audit.failedRuns * 2 >= runs.length)
    .sort(
      (a, b) =>
        b.failedRuns - a.failedRuns || CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category),
    );
  return { path, runs: runs.length, ...figures, checks: checkFigures(figures, targets), failingAudits };
}

export interface SiteFigures {
  /** Gzip bytes of JS requested before the home page's heading is drawn (median over runs). */
  homeJsBytes: number;
  /** Lighthouse LCP of the home page, median over runs. */
  homeLcpMs: number;
}

export interface FederationOverhead {
  federated: SiteFigures;
  monolith: SiteFigures;
  bytesRatio: number;
  lcpRatio: number;
  checks: Check[];
}

export function federationOverhead(
  federated: SiteFigures,
  monolith: SiteFigures,
  targets: Targets = TARGETS,
): FederationOverhead {
  const bytesRatio = federated.homeJsBytes / monolith.homeJsBytes;
  const lcpRatio = federated.homeLcpMs / monolith.homeLcpMs;
  const target = `≤ ${targets.federationRatio.toFixed(2)}`;
  return {
    federated,
    monolith,
    bytesRatio,
    lcpRatio,
    checks: [
      { name: 'home JS ratio', value: bytesRatio, target, pass: bytesRatio <= targets.federationRatio },
      { name: 'home LCP ratio', value: lcpRatio, target, pass: lcpRatio <= targets.federationRatio },
    ],
  };
}

export interface InteractionSummary {
  name: string;
  path: string;
  runs: number;
  /** Median over the runs. */
  inpMs: number;
  fastestMs: number;
  slowestMs: number;
  /** Where the time went in the median run. */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  check: Check;
}

export function summariseInteraction(
  name: string,
  path: string,
  runs: readonly InpRun[],
  targets: Targets = TARGETS,
): InteractionSummary {
  const sorted = [...runs].sort((a, b) => a.inpMs - b.inpMs);
  const representative = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!representative) throw new Error(`${name} has no INP runs`);
  const inpMs = median(runs.map((run) => run.inpMs));
  return {
    name,
    path,
    runs: runs.length,
    inpMs,
    fastestMs: sorted[0]?.inpMs ?? inpMs,
    slowestMs: sorted.at(-1)?.inpMs ?? inpMs,
    inputDelayMs: representative.inputDelayMs,
    processingMs: representative.processingMs,
    presentationMs: representative.presentationMs,
    check: { name: 'INP', value: inpMs, target: `≤ ${targets.inpMs} ms`, pass: inpMs <= targets.inpMs },
  };
}

export interface AuditReport {
  measuredAt: string;
  machine: string;
  /** Lighthouse runs per route. */
  runs: number;
  /** INP runs per interaction. */
  inpRuns: number;
  /** Lighthouse's simulated CPU slowdown and the INP runs' real one. */
  cpuSlowdown: number;
  /** Empty when only INP was measured. */
  routes: RouteSummary[];
  /** Empty when no measured interaction is on the audited pages. */
  interactions: InteractionSummary[];
  federation?: FederationOverhead;
}

export function allChecks(report: AuditReport): Check[] {
  return [
    ...report.routes.flatMap((route) => route.checks),
    ...report.interactions.map((interaction) => interaction.check),
    ...(report.federation?.checks ?? []),
  ];
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The figures of one route as table cells, a missed target marked with ✗. */
function routeCells(route: RouteSummary): string[] {
  const mark = (name: string, text: string) =>
    route.checks.find((check) => check.name === name)?.pass === false ? `${text} ✗` : text;
  return [
    route.path,
    ...CATEGORIES.map((category) => mark(CATEGORY_LABELS[category], String(route.scores[category]))),
    mark('LCP', seconds(route.lcpMs)),
    mark('CLS', route.cls.toFixed(3)),
    mark('TBT', `${Math.round(route.tbtMs)} ms`),
    route.checks.every((check) => check.pass) ? 'pass' : 'FAIL',
  ];
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The figures of one interaction as table cells, a missed target marked with ✗. */
function interactionCells(interaction: InteractionSummary): string[] {
  return [
    interaction.name,
    interaction.path,
    interaction.check.pass ? ms(interaction.inpMs) : `${ms(interaction.inpMs)} ✗`,
    `${Math.round(interaction.fastestMs)}–${ms(interaction.slowestMs)}`,
    ms(interaction.inputDelayMs),
    ms(interaction.processingMs),
    ms(interaction.presentationMs),
    interaction.check.pass ? 'pass' : 'FAIL',
  ];
}

const cpuText = (report: AuditReport) =>
  `CPU ${report.cpuSlowdown}× slower: ${report.cpuSlowdown === AUDIT_CPU_SLOWDOWN ? 'audit default' : '--cpu-slowdown'}`;

const lighthouseTitle = (report: AuditReport) =>
  `Lighthouse, mobile, simulated throttling (slow 4G, ${cpuText(report)}), median of ${report.runs} run(s) per route`;

const inpTitle = (report: AuditReport) =>
  `Interaction to Next Paint (web-vitals in Playwright), phone screen, real CPU throttling (${cpuText(report)}), median of ${report.inpRuns} run(s) per interaction, each in a fresh context`;

const HEADERS = ['route', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'CLS', 'TBT', 'targets'];
const INP_HEADERS = [
  'interaction',
  'page',
  'INP',
  'fastest–slowest',
  'input delay',
  'processing',
  'presentation',
  'target',
];

function targetLine(targets: Targets): string {
  return `Targets (CPU ${AUDIT_CPU_SLOWDOWN}× slower): perf ≥ ${targets.scores.performance}, a11y ${targets.scores.accessibility}, BP ≥ ${targets.scores['best-practices']}, SEO ≥ ${targets.scores.seo}, LCP ≤ ${seconds(targets.lcpMs)}, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbtMs} ms, INP ≤ ${targets.inpMs} ms; federation ratios ≤ ${targets.federationRatio.toFixed(2)}.`;
}

function ratioLines(federation: FederationOverhead): string[][] {
  const { federated, monolith } = federation;
  const verdict = (name: string) =>
    federation.checks.find((check) => check.name === name)?.pass ? 'pass' : 'FAIL';
  return [
    [
      'home JS, first render (gzip)',
      kib(federated.homeJsBytes),
      kib(monolith.homeJsBytes),
      federation.bytesRatio.toFixed(2),
      verdict('home JS ratio'),
    ],
    [
      'home LCP (Lighthouse, mobile)',
      seconds(federated.homeLcpMs),
      seconds(monolith.homeLcpMs),
      federation.lcpRatio.toFixed(2),
      verdict('home LCP ratio'),
    ],
  ];
}

function failingLines(route: RouteSummary): string[] {
  return route.failingAudits.map((audit) => {
    const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
    const often = route.runs > 1 ? ` [${audit.failedRuns}/${route.runs} runs]` : '';
    return `${audit.id}: ${audit.title}${value}${often}`;
  });
}

function padTable(rows: string[][]): string[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  '),
  );
}

/** The report as the terminal shows it. */
export function formatText(report: AuditReport, targets: Targets = TARGETS): string {
  const lines = [`Site audit — ${report.measuredAt} · ${report.machine}`];
  if (report.routes.length > 0)
    lines.push('', lighthouseTitle(report), ...padTable([HEADERS, ...report.routes.map(routeCells)]));
  if (report.interactions.length > 0)
    lines.push(
      '',
      inpTitle(report),
      ...padTable([INP_HEADERS, ...report.interactions.map(interactionCells)]),
    );
  lines.push('', targetLine(targets));
  for (const route of report.routes) {
    if (route.failingAudits.length === 0) continue;
    lines.push('', `Failing audits on ${route.path}:`);
    for (const [index, line] of failingLines(route).entries()) {
      lines.push(`  - ${line}`);
      for (const item of route.failingAudits[index]?.items ?? []) lines.push(`      ${item}`);
    }
  }
  if (report.federation) {
    lines.push(
      '',
      'Federation overhead (federated ÷ monolith, measured in the same run):',
      ...padTable([['', 'federated', 'monolith', 'ratio', 'target'], ...ratioLines(report.federation)]).map(
        (line) => `  ${line}`,
      ),
    );
  }
  const missed = allChecks(report).filter((check) => !check.pass).length;
  lines.push('', missed === 0 ? 'Every target is met.' : `${missed} target(s) missed.`);
  return lines.join('\n');
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/**
 * Padded as Biome formats a markdown table (`npm test` checks the docs the audit writes):
 * each column as wide as its widest cell and at least 3, the first left-aligned, the figures right.
 */
function markdownTable(rows: string[][]): string[] {
  const cells = rows.map((row) => row.map(escapeCell));
  const [head, ...body] = cells;
  if (!head) return [];
  const widths = head.map((_, column) => Math.max(3, ...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  const padded = (row: string[]) =>
    line(
      row.map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      ),
    );
  return [
    padded(head),
    line(widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`))),
    ...body.map(padded),
  ];
}

/** The Lighthouse figures, dated: the routes' table and the federation ratios. */
export function lighthouseMarkdown(report: AuditReport): string {
  const lines = [
    `${lighthouseTitle(report)} — ${report.machine}.`,
    '',
    ...markdownTable([HEADERS, ...report.routes.map(routeCells)]),
  ];
  if (report.federation) {
    lines.push(
      '',
      ...markdownTable([
        ['federation overhead', 'federated', 'monolith', 'ratio', 'target'],
        ...ratioLines(report.federation),
      ]),
    );
  }
  return lines.join('\n');
}

/** The INP figures, dated: one row per interaction. */
export function inpMarkdown(report: AuditReport): string {
  return [
    `${inpTitle(report)} — ${report.machine}.`,
    '',
    ...markdownTable([INP_HEADERS, ...report.interactions.map(interactionCells)]),
  ].join('\n');
}

/** The whole report as markdown, for a README, an issue or a pull request. */
export function formatMarkdown(report: AuditReport, targets: Targets = TARGETS): string {
  const lines: string[] = [];
  if (report.routes.length > 0) lines.push(lighthouseMarkdown(report), '');
  if (report.interactions.length > 0) lines.push(inpMarkdown(report), '');
  lines.push(targetLine(targets));
  const failingRoutes = report.routes.filter((route) => route.failingAudits.length > 0);
  if (failingRoutes.length > 0) lines.push('', 'Failing Lighthouse audits:');
  for (const route of failingRoutes) {
    lines.push('', `- \`${route.path}\``);
    for (const line of failingLines(route)) lines.push(`  - ${line.replace(/^([\w-]+):/, '`$1`:')}`);
  }
  return lines.join('\n');
}

export interface AuditOptions {
  runs: number;
  strict: boolean;
  /** Skip the monolith build and comparison (a quicker look at the scores). */
  monolith: boolean;
  /** Only these paths (default: every audited route), and the interactions on them. */
  only?: string[];
  /** CPU slowdown, simulated for Lighthouse and real for INP; a larger factor stands in for a slower phone. */
  cpuSlowdown: number;
  /** Measure INP alone, without Lighthouse and the monolith (a quick look at interactions). */
  onlyInp: boolean;
  inpRuns: number;
}

function runCount(name: string, value: string | undefined): number {
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`${name} needs a whole number ≥ 1, not "${value}"`);
  return runs;
}

export function parseAuditArgs(argv: readonly string[]): AuditOptions {
  const options: AuditOptions = {
    runs: 3,
    strict: false,
    monolith: true,
    cpuSlowdown: AUDIT_CPU_SLOWDOWN,
    onlyInp: false,
    inpRuns: 5,
  };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--') continue;
    if (arg === '--strict') options.strict = true;
    else if (arg === '--no-monolith') options.monolith = false;
    else if (arg === '--only-inp') options.onlyInp = true;
    else if (arg === '--runs' || arg?.startsWith('--runs=')) {
      options.runs = runCount('--runs', arg === '--runs' ? argv[++index] : arg.slice('--runs='.length));
    } else if (arg === '--inp-runs' || arg?.startsWith('--inp-runs=')) {
      options.inpRuns = runCount(
        '--inp-runs',
        arg === '--inp-runs' ? argv[++index] : arg.slice('--inp-runs='.length),
      );
    } else if (arg === '--only' || arg?.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++index] : arg.slice('--only='.length);
      const paths = (value ?? '').split(',').filter(Boolean);
      if (paths.length === 0 || paths.some((path) => !path.startsWith('/')))
        throw new Error(`--only needs paths such as /,/events, not "${value}"`);
      options.only = paths;
    } else if (arg === '--cpu-slowdown' || arg?.startsWith('--cpu-slowdown=')) {
      const value = arg === '--cpu-slowdown' ? argv[++index] : arg.slice('--cpu-slowdown='.length);
      const slowdown = Number(value);
      if (!Number.isFinite(slowdown) || slowdown < 1)
        throw new Error(
          `--cpu-slowdown needs a number ≥ 1 (the audit's default is ${AUDIT_CPU_SLOWDOWN}), not "${value}"`,
        );
      options.cpuSlowdown = slowdown;
    } else
      throw new Error(
        `Unknown option "${arg}". Use --runs N, --only /a,/b, --cpu-slowdown N, --no-monolith, --only-inp, --inp-runs N, --strict.`,
      );
  }
  return options;
}
