import { describe, expect, it } from 'vitest';
import * as core from './core';
import * as library from './index';

// Every app gets the shell's one copy of `@temple/shared/core`. A price or a limit there would
// be the shell's: a donations release with a new price would show the old total beside the
// new one the API charges, until the shell shipped too.
describe('the page-wide core', () => {
  it('holds no prices, quantities or limits', () => {
    const donationRules = [
      'UNIT_PRICE',
      'donationTotal',
      'QUANTITY_MIN',
      'QUANTITY_MAX',
      'QUICK_QUANTITIES',
      'FIELD_LIMITS',
      'CONTRIBUTORS_LIMIT',
      'PAYMENT_POLL_INTERVAL_MS',
    ];
    expect(donationRules.filter((name) => name in core)).toEqual([]);
  });

  it('leaves them to the bundled library, which each remote builds in', () => {
    expect(library.UNIT_PRICE).toEqual({ DONATION: 11000, RANGAMANDAP: 2100, BHOG: 21000 });
    expect(library.QUANTITY_MAX).toBe(1000);
  });
});
