import { describe, expect, it } from 'vitest';
import {
  type AuditReport,
  allChecks,
  checkFigures,
  describeItem,
  extractRunFigures,
  federationOverhead,
  formatMarkdown,
  formatText,
  inpMarkdown,
  type LhrLike,
  lighthouseMarkdown,
  median,
  parseAuditArgs,
  type RunFigures,
  summariseInteraction,
  summariseRoute,
} from './site-audit-report';

function lhr({
  scores = { performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 1 },
  lcpMs = 1500,
  audits = {},
}: {
  scores?: Record<string, number>;
  lcpMs?: number;
  audits?: LhrLike['audits'];
} = {}): LhrLike {
  const metric = (id: string, numericValue: number) => ({
    id,
    title: id,
    score: 1,
    scoreDisplayMode: 'numeric',
    numericValue,
  });
  const all: LhrLike['audits'] = {
    'largest-contentful-paint': metric('largest-contentful-paint', lcpMs),
    'cumulative-layout-shift': metric('cumulative-layout-shift', 0.01),
    'total-blocking-time': metric('total-blocking-time', 40),
    ...audits,
  };
  const refs = Object.keys(all).map((id) => ({ id }));
  return {
    categories: Object.fromEntries(
      Object.entries(scores).map(([category, score]) => [
        category,
        { score, auditRefs: category === 'performance' ? refs : [] },
      ]),
    ),
    audits: all,
  };
}

function run(overrides: Partial<RunFigures> = {}): RunFigures {
  return {
    scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1500,
    cls: 0.01,
    tbtMs: 40,
    failing: [],
    ...overrides,
  };
}

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1800, 2600, 1900])).toBe(1900);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('does not reorder its input and refuses an empty list', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
    expect(() => median([])).toThrow(/no values/);
  });
});

describe('extractRunFigures', () => {
  it('reads scores as 0-100 and the three metrics', () => {
    const figures = extractRunFigures(
      lhr({ scores: { performance: 0.874, accessibility: 1, 'best-practices': 0.96, seo: 0.92 } }),
    );
    expect(figures.scores).toEqual({ performance: 87, accessibility: 100, 'best-practices': 96, seo: 92 });
    expect(figures).toMatchObject({ lcpMs: 1500, cls: 0.01, tbtMs: 40 });
  });

  it('lists scored audits below 0.9 and audits that errored, with their offending elements; not hidden or passed ones', () => {
    const figures = extractRunFigures(
      lhr({
        audits: {
          'color-contrast': {
            id: 'color-contrast',
            title: 'Background and foreground colors do not have a sufficient contrast ratio.',
            score: 0,
            scoreDisplayMode: 'binary',
            details: {
              type: 'table',
              items: [
                { node: { selector: 'footer > p', explanation: 'Fix: contrast 3.1:1\nmore' } },
                { node: { snippet: '<a class="x">' } },
                {},
              ],
            },
          },
          'unused-javascript': {
            id: 'unused-javascript',
            title: 'Reduce unused JavaScript',
            score: 0.5,
            scoreDisplayMode: 'metricSavings',
            displayValue: 'Est savings of 60 KiB',
            details: { type: 'opportunity', items: [{ url: 'http://x/a.js', wastedBytes: 61440 }] },
          },
          'uses-http2': {
            id: 'uses-http2',
            title: 'Use HTTP/2',
            score: 1,
            scoreDisplayMode: 'metricSavings',
          },
          'lcp-lazy-loaded': {
            id: 'lcp-lazy-loaded',
            title: 'x',
            score: null,
            scoreDisplayMode: 'notApplicable',
          },
          'bf-cache': {
            id: 'bf-cache',
            title: 'bf',
            score: null,
            scoreDisplayMode: 'error',
            errorMessage: 'boom',
          },
          'checklist-audit': {
            id: 'checklist-audit',
            title: 'A checklist',
            score: 0,
            scoreDisplayMode: 'binary',
            details: { type: 'checklist', items: { a: { value: false, label: 'a' } } },
          },
        },
      }),
    );
    expect(figures.failing.map((audit) => audit.id)).toEqual([
      'color-contrast',
      'unused-javascript',
      'bf-cache',
      'checklist-audit',
    ]);
    expect(figures.failing[0]?.items).toEqual(['footer > p (Fix: contrast 3.1:1)', '<a class="x">']);
    expect(figures.failing[1]).toMatchObject({
      category: 'performance',
      displayValue: 'Est savings of 60 KiB',
      items: ['http://x/a.js (60.0 KiB wasted)'],
    });
    expect(figures.failing[2]).toMatchObject({ score: null, displayValue: 'audit error: boom' });
    expect(figures.failing[3]?.items).toEqual([]);
  });

  it('skips audits in the hidden group', () => {
    const result = lhr({
      audits: {
        insight: { id: 'insight', title: 'An insight', score: 0, scoreDisplayMode: 'metricSavings' },
      },
    });
    for (const ref of result.categories.performance?.auditRefs ?? [])
      if (ref.id === 'insight') ref.group = 'hidden';
    expect(extractRunFigures(result).failing).toEqual([]);
  });

  it('fails loudly when a category or metric is missing', () => {
    expect(() => extractRunFigures(lhr({ scores: { performance: 0.9 } }))).toThrow(/accessibility/);
    const result = lhr();
    delete result.audits['total-blocking-time'];
    expect(() => extractRunFigures(result)).toThrow(/total-blocking-time/);
  });
});

describe('describeItem', () => {
  it('names the element or file and what it wastes', () => {
    expect(describeItem({ url: 'http://x/b.js', wastedMs: 312.4 })).toBe('http://x/b.js (312 ms wasted)');
    expect(describeItem({ source: { url: 'x' } })).toBeUndefined();
    expect(describeItem('text')).toBeUndefined();
  });
});

describe('target checks', () => {
  it('passes on the targets themselves and fails just beyond them', () => {
    const onTarget = checkFigures({
      scores: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 },
      lcpMs: 2000,
      cls: 0.05,
      tbtMs: 150,
    });
    expect(onTarget.every((check) => check.pass)).toBe(true);
    const beyond = checkFigures({
      scores: { performance: 94, accessibility: 99, 'best-practices': 94, seo: 94 },
      lcpMs: 2001,
      cls: 0.051,
      tbtMs: 151,
    });
    expect(beyond.filter((check) => check.pass)).toEqual([]);
    expect(beyond.map((check) => check.name)).toEqual(['perf', 'a11y', 'BP', 'SEO', 'LCP', 'CLS', 'TBT']);
  });

  it('compares federated with monolith figures as ratios against 1.25', () => {
    const overhead = federationOverhead(
      { homeJsBytes: 125_000, homeLcpMs: 2520 },
      { homeJsBytes: 100_000, homeLcpMs: 2000 },
    );
    expect(overhead.bytesRatio).toBeCloseTo(1.25);
    expect(overhead.lcpRatio).toBeCloseTo(1.26);
    expect(overhead.checks.map((check) => check.pass)).toEqual([true, false]);
  });
});

describe('summariseRoute', () => {
  it('takes the median of each figure on its own', () => {
    const summary = summariseRoute('/events', [
      run({ lcpMs: 2600, tbtMs: 10 }),
      run({ lcpMs: 1800, tbtMs: 300 }),
      run({
        lcpMs: 1900,
        tbtMs: 100,
        scores: { performance: 80, accessibility: 100, 'best-practices': 100, seo: 100 },
      }),
    ]);
    expect(summary).toMatchObject({ path: '/events', runs: 3, lcpMs: 1900, tbtMs: 100 });
    expect(summary.scores.performance).toBe(97);
    expect(summary.checks.every((check) => check.pass)).toBe(true);
  });

  it('keeps audits that failed in at least half of the runs, the most frequent first', () => {
    const audit = (id: string) => ({
      id,
      title: id,
      category: 'accessibility' as const,
      score: 0,
      items: [],
    });
    const summary = summariseRoute('/', [
      run({ failing: [audit('once')] }),
      run({ failing: [audit('twice'), audit('always')] }),
      run({ failing: [audit('always'), audit('twice')] }),
      run({ failing: [audit('always')] }),
    ]);
    expect(summary.failingAudits.map((item) => [item.id, item.failedRuns])).toEqual([
      ['always', 3],
      ['twice', 2],
    ]);
  });

  it("quotes an audit's value as the run with the median LCP saw it", () => {
    const lcp = (displayValue: string) => ({
      id: 'largest-contentful-paint',
      title: 'Largest Contentful Paint',
      category: 'performance' as const,
      score: 0.2,
      displayValue,
      items: [],
    });
    const summary = summariseRoute('/', [
      run({ lcpMs: 4800, failing: [lcp('4.8 s')] }),
      run({ lcpMs: 3900, failing: [lcp('3.9 s')] }),
      run({ lcpMs: 4300, failing: [lcp('4.3 s')] }),
    ]);
    expect(summary.lcpMs).toBe(4300);
    expect(summary.failingAudits[0]).toMatchObject({ displayValue: '4.3 s', failedRuns: 3 });
  });
});

describe('summariseInteraction', () => {
  const inp = (inpMs: number, processingMs = 100) => ({
    inpMs,
    inputDelayMs: 10,
    processingMs,
    presentationMs: inpMs - 10 - processingMs,
  });

  it('takes the median INP, the range, and where the time went in the median run', () => {
    const summary = summariseInteraction('choose a Bhog date', '/amrit-bhog', [
      inp(240, 150),
      inp(184, 127),
      inp(152, 100),
      inp(312, 220),
      inp(176, 120),
    ]);
    expect(summary).toEqual({
      name: 'choose a Bhog date',
      path: '/amrit-bhog',
      runs: 5,
      inpMs: 184,
      fastestMs: 152,
      slowestMs: 312,
      inputDelayMs: 10,
      processingMs: 127,
      presentationMs: 47,
      check: { name: 'INP', value: 184, target: '≤ 200 ms', pass: true },
    });
  });

  it('passes at 200 ms and fails above it', () => {
    expect(summariseInteraction('open', '/', [inp(200)]).check.pass).toBe(true);
    expect(summariseInteraction('open', '/', [inp(208)]).check).toEqual({
      name: 'INP',
      value: 208,
      target: '≤ 200 ms',
      pass: false,
    });
  });

  it('refuses an interaction without runs', () => {
    expect(() => summariseInteraction('open', '/', [])).toThrow('open has no INP runs');
  });
});

describe('report formatting', () => {
  const interactions = [
    summariseInteraction('open the donation dialog', '/', [
      { inpMs: 32, inputDelayMs: 2, processingMs: 20, presentationMs: 10 },
    ]),
    summariseInteraction('choose a Bhog date', '/amrit-bhog', [
      { inpMs: 264, inputDelayMs: 9, processingMs: 207, presentationMs: 48 },
      { inpMs: 216, inputDelayMs: 8, processingMs: 160, presentationMs: 48 },
      { inpMs: 232, inputDelayMs: 9.4, processingMs: 174.6, presentationMs: 48 },
    ]),
  ];
  const report: AuditReport = {
    measuredAt: '2025-01-01T10:00:00Z',
    machine: '2 cores',
    runs: 3,
    inpRuns: 5,
    cpuSlowdown: 6.5,
    interactions: [],
    routes: [
      summariseRoute('/', [run()]),
      summariseRoute('/csr', [
        run({
          lcpMs: 2450,
          scores: { performance: 88, accessibility: 96, 'best-practices': 100, seo: 100 },
          failing: [
            {
              id: 'label',
              title: 'Form elements do not have associated labels',
              category: 'accessibility',
              score: 0,
              items: ['#company'],
            },
          ],
        }),
      ]),
    ],
    federation: federationOverhead(
      { homeJsBytes: 130 * 1024, homeLcpMs: 2100 },
      { homeJsBytes: 100 * 1024, homeLcpMs: 2000 },
    ),
  };

  it('prints one row per route with missed targets marked, the failing audits and the federation ratios', () => {
    const text = formatText(report);
    expect(text).toMatch(/^\/ +97 +100 +100 +100 +1\.50 s +0\.010 +40 ms +pass$/m);
    expect(text).toMatch(/^\/csr +88 ✗ +96 ✗ +100 +100 +2\.45 s ✗ +0\.010 +40 ms +FAIL$/m);
    expect(text).toContain(
      'Failing audits on /csr:\n  - label: Form elements do not have associated labels\n      #company',
    );
    expect(text).toMatch(/home JS, first render \(gzip\) +130\.0 KiB +100\.0 KiB +1\.30 +FAIL/);
    expect(text).toMatch(/home LCP \(Lighthouse, mobile\) +2\.10 s +2\.00 s +1\.05 +pass/);
    expect(text).toMatch(/4 target\(s\) missed\.$/);
    expect(text).toContain(
      'Lighthouse, mobile, simulated throttling (slow 4G, CPU 6.5× slower: audit default), median of 3 run(s) per route',
    );
    expect(text).toContain(
      'Targets (CPU 6.5× slower): perf ≥ 95, a11y 100, BP ≥ 95, SEO ≥ 95, LCP ≤ 2.00 s, CLS ≤ 0.05, TBT ≤ 150 ms, INP ≤ 200 ms; federation ratios ≤ 1.25.',
    );
    expect(text).not.toContain('Interaction to Next Paint');
    expect(allChecks(report).filter((check) => !check.pass)).toHaveLength(4);
  });

  it('prints one row per interaction after the routes, a missed INP target marked and counted', () => {
    const text = formatText({ ...report, interactions });
    expect(text).toContain(
      'Interaction to Next Paint (web-vitals in Playwright), phone screen, real CPU throttling (CPU 6.5× slower: audit default), median of 5 run(s) per interaction, each in a fresh context',
    );
    expect(text).toMatch(
      /^interaction +page +INP +fastest–slowest +input delay +processing +presentation +target$/m,
    );
    expect(text).toMatch(/^open the donation dialog +\/ +32 ms +32–32 ms +2 ms +20 ms +10 ms +pass$/m);
    expect(text).toMatch(
      /^choose a Bhog date +\/amrit-bhog +232 ms ✗ +216–264 ms +9 ms +175 ms +48 ms +FAIL$/m,
    );
    expect(text.indexOf('/csr ')).toBeLessThan(text.indexOf('open the donation dialog'));
    expect(text).toMatch(/5 target\(s\) missed\.$/);
    expect(allChecks({ ...report, interactions }).map((check) => `${check.name} ${check.pass}`)).toContain(
      'INP false',
    );
  });

  it('prints only the INP table when Lighthouse did not run', () => {
    const text = formatText({ ...report, routes: [], federation: undefined, interactions });
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Site audit — 2025-01-01T10:00:00Z · 2 cores',
      '',
      'Interaction to Next Paint (web-vitals in Playwright), phone screen, real CPU throttling (CPU 6.5× slower: audit default), median of 5 run(s) per interaction, each in a fresh context',
    ]);
    expect(text).not.toContain('Lighthouse, mobile');
    expect(text).toMatch(/1 target\(s\) missed\.$/);
  });

  it('writes the INP figures as a dated markdown table', () => {
    expect(inpMarkdown({ ...report, interactions })).toBe(
      [
        'Interaction to Next Paint (web-vitals in Playwright), phone screen, real CPU throttling (CPU 6.5× slower: audit default), median of 5 run(s) per interaction, each in a fresh context — 2 cores.',
        '',
        '| interaction              |        page |      INP | fastest–slowest | input delay | processing | presentation | target |',
        '| ------------------------ | ----------: | -------: | --------------: | ----------: | ---------: | -----------: | -----: |',
        '| open the donation dialog |           / |    32 ms |        32–32 ms |        2 ms |      20 ms |        10 ms |   pass |',
        '| choose a Bhog date       | /amrit-bhog | 232 ms ✗ |      216–264 ms |        9 ms |     175 ms |        48 ms |   FAIL |',
      ].join('\n'),
    );
  });

  it('keeps the Lighthouse and the INP parts apart, and puts both in the whole report', () => {
    const both = { ...report, interactions };
    expect(lighthouseMarkdown(both)).not.toContain('| interaction |');
    expect(lighthouseMarkdown(both)).toContain(
      '| /csr  | 88 ✗ | 96 ✗ | 100 | 100 | 2.45 s ✗ | 0.010 | 40 ms |    FAIL |',
    );
    const markdown = formatMarkdown(both);
    expect(markdown).toContain(
      `${lighthouseMarkdown(both)}\n\n${inpMarkdown(both)}\n\nTargets (CPU 6.5× slower):`,
    );
    expect(formatMarkdown({ ...both, routes: [], federation: undefined })).not.toContain(
      'Lighthouse, mobile',
    );
  });

  it('writes the same figures as markdown tables, padded as the formatter pads them', () => {
    const markdown = formatMarkdown(report);
    expect(markdown).toContain(
      [
        '| route | perf | a11y |  BP | SEO |      LCP |   CLS |   TBT | targets |',
        '| ----- | ---: | ---: | --: | --: | -------: | ----: | ----: | ------: |',
        '| /     |   97 |  100 | 100 | 100 |   1.50 s | 0.010 | 40 ms |    pass |',
        '| /csr  | 88 ✗ | 96 ✗ | 100 | 100 | 2.45 s ✗ | 0.010 | 40 ms |    FAIL |',
      ].join('\n'),
    );
    expect(markdown).toContain('| home JS, first render (gzip)  | 130.0 KiB | 100.0 KiB |  1.30 |   FAIL |');
    // A column is at least 3 wide, as the formatter writes its `--:`.
    const twoDigits = summariseRoute('/', [
      run({ scores: { performance: 97, accessibility: 100, 'best-practices': 96, seo: 95 } }),
    ]);
    expect(lighthouseMarkdown({ ...report, routes: [twoDigits] })).toContain(
      [
        '| route | perf | a11y |  BP | SEO |    LCP |   CLS |   TBT | targets |',
        '| ----- | ---: | ---: | --: | --: | -----: | ----: | ----: | ------: |',
        '| /     |   97 |  100 |  96 |  95 | 1.50 s | 0.010 | 40 ms |    pass |',
      ].join('\n'),
    );
    expect(markdown).toContain('- `/csr`\n  - `label`: Form elements do not have associated labels');
  });

  it('names a CPU slowdown other than the default', () => {
    const lighthouseDefault = { ...report, cpuSlowdown: 4, interactions };
    expect(formatText(lighthouseDefault)).toContain('(slow 4G, CPU 4× slower: --cpu-slowdown)');
    expect(formatText(lighthouseDefault)).toContain('real CPU throttling (CPU 4× slower: --cpu-slowdown)');
    expect(formatMarkdown(lighthouseDefault)).toContain('(slow 4G, CPU 4× slower: --cpu-slowdown)');
  });

  it('says so when every target is met', () => {
    expect(formatText({ ...report, routes: [summariseRoute('/', [run()])], federation: undefined })).toMatch(
      /Every target is met\.$/,
    );
  });
});

describe('parseAuditArgs', () => {
  it('defaults to three Lighthouse runs and five INP runs at 6.5× CPU, every route, the monolith comparison, report only', () => {
    expect(parseAuditArgs([])).toEqual({
      runs: 3,
      strict: false,
      monolith: true,
      cpuSlowdown: 6.5,
      onlyInp: false,
      inpRuns: 5,
    });
  });

  it('reads --only-inp and --inp-runs', () => {
    expect(parseAuditArgs(['--only-inp', '--inp-runs', '2'])).toMatchObject({ onlyInp: true, inpRuns: 2 });
    expect(parseAuditArgs(['--inp-runs=7']).inpRuns).toBe(7);
    expect(() => parseAuditArgs(['--inp-runs', '0'])).toThrow('--inp-runs needs a whole number ≥ 1, not "0"');
    expect(() => parseAuditArgs(['--inp-runs=2.5'])).toThrow(/--inp-runs/);
  });

  it('reads --runs, --only, --no-monolith and --strict (pnpm may pass a lone --)', () => {
    expect(parseAuditArgs(['--', '--runs', '1', '--only=/,/events', '--no-monolith', '--strict'])).toEqual({
      runs: 1,
      strict: true,
      monolith: false,
      only: ['/', '/events'],
      cpuSlowdown: 6.5,
      onlyInp: false,
      inpRuns: 5,
    });
    expect(parseAuditArgs(['--runs=5']).runs).toBe(5);
    expect(parseAuditArgs(['--cpu-slowdown', '6.5']).cpuSlowdown).toBe(6.5);
    expect(parseAuditArgs(['--cpu-slowdown=8']).cpuSlowdown).toBe(8);
  });

  it('refuses what it does not understand', () => {
    expect(() => parseAuditArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseAuditArgs(['--only', 'events'])).toThrow(/--only/);
    expect(() => parseAuditArgs(['--fast'])).toThrow(/Unknown option/);
    expect(() => parseAuditArgs(['--cpu-slowdown', '0.5'])).toThrow(/--cpu-slowdown/);
    expect(() => parseAuditArgs(['--cpu-slowdown', 'fast'])).toThrow(/--cpu-slowdown/);
  });
});
