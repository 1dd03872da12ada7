import { describe, expect, it } from 'vitest';
import type { DonationRow } from '../donation-records';
import { createDonationCache } from './donation-cache';

const row = (payment_status: DonationRow['payment_status'], refund_due = false) =>
  ({
    id: `don-${payment_status}-${refund_due}`,
    merchant_order_id: `SMT-${payment_status}-${refund_due}`,
    payment_status,
    refund_due,
  }) as DonationRow;

describe('the status cache', () => {
  it('keeps a final donation a minute (a paid one too: its receipt mail may be given up), a pending one a second', () => {
    let clock = 0;
    const cache = createDonationCache(() => clock);
    const rows = [row('SUCCESS'), row('FAILED', true), row('FAILED'), row('PENDING')];
    for (const each of rows) cache.remember(each);
    const kept = () =>
      rows.filter((each) => cache.get(each.merchant_order_id) !== undefined).map((each) => each.id);

    clock = 1000;
    expect(kept()).toEqual(['don-SUCCESS-false', 'don-FAILED-true', 'don-FAILED-false', 'don-PENDING-false']);
    clock = 1001;
    expect(kept()).toEqual(['don-SUCCESS-false', 'don-FAILED-true', 'don-FAILED-false']);
    clock = 60_000;
    expect(kept()).toEqual(['don-SUCCESS-false', 'don-FAILED-true', 'don-FAILED-false']);
    clock = 60_001;
    expect(kept()).toEqual([]);
  });

  it('forgets a donation by its order id, under both of its keys', () => {
    const cache = createDonationCache(() => 0);
    const paid = row('SUCCESS');
    cache.remember(paid);
    cache.forget(paid.merchant_order_id);
    expect(cache.get(paid.merchant_order_id)).toBeUndefined();
    expect(cache.get(paid.id)).toBeUndefined();
  });
});
