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
  type LhrLike,
  median,
  parseAuditArgs,
  type RunFigures,
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

  it('compares federated with monolith figures as ratios against 1.15', () => {
    const overhead = federationOverhead(
      { homeJsBytes: 115_000, homeLcpMs: 2400 },
      { homeJsBytes: 100_000, homeLcpMs: 2000 },
    );
    expect(overhead.bytesRatio).toBeCloseTo(1.15);
    expect(overhead.lcpRatio).toBeCloseTo(1.2);
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

describe('report formatting', () => {
  const report: AuditReport = {
    measuredAt: '2025-01-01T10:00:00Z',
    machine: '2 cores',
    runs: 3,
    cpuSlowdown: 4,
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
      { homeJsBytes: 120 * 1024, homeLcpMs: 2100 },
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
    expect(text).toMatch(/home JS, first render \(gzip\) +120\.0 KiB +100\.0 KiB +1\.20 +FAIL/);
    expect(text).toMatch(/home LCP \(Lighthouse, mobile\) +2\.10 s +2\.00 s +1\.05 +pass/);
    expect(text).toMatch(/4 target\(s\) missed\.$/);
    expect(text).toContain('simulated throttling (slow 4G, CPU 4× slower: Lighthouse default)');
    expect(allChecks(report).filter((check) => !check.pass)).toHaveLength(4);
  });

  it('writes the same figures as markdown tables', () => {
    const markdown = formatMarkdown(report);
    expect(markdown).toContain('| route | perf | a11y | BP | SEO | LCP | CLS | TBT | targets |');
    expect(markdown).toContain('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    expect(markdown).toContain('| /csr | 88 ✗ | 96 ✗ | 100 | 100 | 2.45 s ✗ | 0.010 | 40 ms | FAIL |');
    expect(markdown).toContain('| home JS, first render (gzip) | 120.0 KiB | 100.0 KiB | 1.20 | FAIL |');
    expect(markdown).toContain('- `/csr`\n  - `label`: Form elements do not have associated labels');
  });

  it('names a CPU slowdown other than the default', () => {
    const slower = { ...report, cpuSlowdown: 6.5 };
    expect(formatText(slower)).toContain('CPU 6.5× slower: --cpu-slowdown');
    expect(formatMarkdown(slower)).toContain('CPU 6.5× slower: --cpu-slowdown');
  });

  it('says so when every target is met', () => {
    expect(formatText({ ...report, routes: [summariseRoute('/', [run()])], federation: undefined })).toMatch(
      /Every target is met\.$/,
    );
  });
});

describe('parseAuditArgs', () => {
  it('defaults to three runs, every route, the monolith comparison, report only', () => {
    expect(parseAuditArgs([])).toEqual({ runs: 3, strict: false, monolith: true, cpuSlowdown: 4 });
  });

  it('reads --runs, --only, --no-monolith and --strict (pnpm may pass a lone --)', () => {
    expect(parseAuditArgs(['--', '--runs', '1', '--only=/,/events', '--no-monolith', '--strict'])).toEqual({
      runs: 1,
      strict: true,
      monolith: false,
      only: ['/', '/events'],
      cpuSlowdown: 4,
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
