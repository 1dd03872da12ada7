import { describe, expect, it } from 'vitest';
import { financialYear } from './receipt-number';

describe('financial year of a receipt (April to March, IST)', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T23:59:59+05:30', '2025-26'],
    ['2026-03-31T19:00:00Z', '2026-27'],
    ['2099-12-31T12:00:00Z', '2099-00'],
  ])('%s -> %s', (instant, year) => {
    expect(financialYear(new Date(instant))).toBe(year);
  });
});
