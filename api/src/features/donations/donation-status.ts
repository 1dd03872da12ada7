import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../platform/http-error';
import { maskedId } from '../../platform/logging';
import { type DonationRow, findDonation, notFoundMessage } from '../donation-records';
import { applyProviderReport, warnOfPaymentForUnknownOrder } from '../payments';

/** How often a pending order may be checked with the provider, in case its callback is lost. */
const PROVIDER_CHECK_INTERVAL_MS = 10_000;
const MINUTE_MS = 60_000;

/**
 * The provider checks all donors' status reads may make together, per minute: many pending
 * orders read often (one client's, or a crowd's) cannot become a flood of calls to the
 * provider, which could throttle the trust's account, its new orders included. Past it a
 * read answers what is stored; the provider's callback still settles the order.
 */
function providerCheckAllowance(perMinute: number) {
  let windowStart = 0;
  let used = 0;
  return function take(now: number): boolean {
    if (now - windowStart >= MINUTE_MS) {
      windowStart = now;
      used = 0;
    }
    if (used >= perMinute) return false;
    used += 1;
    return true;
  };
}

type Log = { warn(details: object, message: string): void };

/**
 * Reads a donation by donation id or merchant order id. A pending one is checked with
 * the provider now and then, so a lost callback cannot leave it pending for ever.
 */
export function createDonationStatusReader({
  db,
  provider,
  config,
  donationCache,
  mailer,
  bhogCalendar,
  listedContributors,
}: AppContext) {
  const checkedRecently = new LRUCache<string, true>({ max: 10_000, ttl: PROVIDER_CHECK_INTERVAL_MS });
  const takeProviderCheck = providerCheckAllowance(config.PROVIDER_STATUS_CHECKS_PER_MINUTE);

  async function reconcile(row: DonationRow, log: Log) {
    if (checkedRecently.has(row.id) || !takeProviderCheck(Date.now())) return row;
    checkedRecently.set(row.id, true);
    try {
      const report = await provider.fetchOrderStatus(row.merchant_order_id);
      const result = await applyProviderReport(db, report, {
        source: 'status-query',
        receiptPrefix: config.RECEIPT_PREFIX,
        bhogSlotsPerDate: config.BHOG_SLOTS_PER_DATE,
        bhogCalendar,
        mailer,
        listedContributors,
      });
      // Deleted as an unpaid checkout since it was read, yet the provider says paid.
      if (result.outcome === 'unknown-order' && report.state === 'SUCCESS')
        warnOfPaymentForUnknownOrder(log, row.merchant_order_id);
      if (!['applied', 'applied-late', 'refund-due'].includes(result.outcome)) return row;
      checkedRecently.delete(row.id);
      return (await findDonation(db, row.id)) ?? row;
    } catch (error) {
      log.warn({ err: error, order: maskedId(row.merchant_order_id) }, 'provider status check failed');
      return row;
    }
  }

  return async function readDonation(id: string, log: Log) {
    const cached = donationCache.get(id);
    if (cached) return cached;
    const found = await findDonation(db, id);
    if (!found) throw new HttpError(404, notFoundMessage(id));
    const row = found.payment_status === 'PENDING' ? await reconcile(found, log) : found;
    donationCache.remember(row);
    return row;
  };
}
