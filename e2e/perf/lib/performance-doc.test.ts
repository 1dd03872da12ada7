import { describe, expect, it } from 'vitest';
import { replaceSection } from './performance-doc';

const DOC = [
  '## Lighthouse',
  '<!-- site-audit:lighthouse -->',
  'old table',
  '<!-- /site-audit:lighthouse -->',
  'Prose about it.',
  '<!-- site-audit:inp -->',
  '<!-- /site-audit:inp -->',
  '',
].join('\n');

describe('replaceSection', () => {
  it('replaces what stands between the markers of one part and keeps the rest', () => {
    expect(replaceSection(DOC, 'lighthouse', '| route | perf |\n')).toBe(
      [
        '## Lighthouse',
        '<!-- site-audit:lighthouse -->',
        '',
        '| route | perf |',
        '',
        '<!-- /site-audit:lighthouse -->',
        'Prose about it.',
        '<!-- site-audit:inp -->',
        '<!-- /site-audit:inp -->',
        '',
      ].join('\n'),
    );
  });

  it('fills an empty part', () => {
    expect(replaceSection(DOC, 'inp', 'INP 120 ms')).toContain(
      '<!-- site-audit:inp -->\n\nINP 120 ms\n\n<!-- /site-audit:inp -->',
    );
  });

  it('refuses a document without the pair, with the end first or with the part twice', () => {
    expect(() => replaceSection('no markers', 'inp', 'x')).toThrow(
      'the document needs one "<!-- site-audit:inp -->" … "<!-- /site-audit:inp -->" pair',
    );
    expect(() => replaceSection('<!-- /site-audit:inp -->\n<!-- site-audit:inp -->', 'inp', 'x')).toThrow(
      /needs one/,
    );
    expect(() => replaceSection(`${DOC}${DOC}`, 'inp', 'x')).toThrow(/needs one/);
  });
});
