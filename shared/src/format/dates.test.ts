import { formatShortDate } from './dates';

describe('short dates', () => {
  it('writes a calendar date as day, short month and year', () => {
    expect(formatShortDate('2025-07-27')).toBe('27 Jul 2025');
    expect(formatShortDate('2026-09-05T10:00:00Z')).toBe('05 Sept 2026');
  });

  it.each(Array.from({ length: 12 }, (_, month) => `2025-${String(month + 1).padStart(2, '0')}-09`))(
    'matches the en-GB locale for %s',
    (isoDate) => {
      const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
      const expected = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatShortDate(isoDate)).toBe(expected);
    },
  );

  it('returns what it cannot read as it is', () => {
    expect(formatShortDate('soon')).toBe('soon');
    expect(formatShortDate('2025-13-01')).toBe('2025-13-01');
  });
});
