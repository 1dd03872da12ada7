import type { AppContext } from '../../app/app-context';
import { HttpError } from '../../platform/http-error';
import { maskedId } from '../../platform/logging';
import { type DonationRow, findDonation, notFoundMessage } from '../donation-records';
import { applyProviderReport, warnOfPaymentForUnknownOrder } from '../payments';

/** How often a pending order may be checked with the provider, in case its callback is lost. */
const PROVIDER_CHECK_INTERVAL_MS = 10_000;

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
}: AppContext) {
  const lastProviderCheck = new Map<string, number>();

  async function reconcile(row: DonationRow, log: Log) {
    const now = Date.now();
    if (now - (lastProviderCheck.get(row.id) ?? 0) < PROVIDER_CHECK_INTERVAL_MS) return row;
    if (lastProviderCheck.size >= 10_000) lastProviderCheck.clear();
    lastProviderCheck.set(row.id, now);
    try {
      const report = await provider.fetchOrderStatus(row.merchant_order_id);
      const result = await applyProviderReport(db, report, {
        source: 'status-query',
        receiptPrefix: config.RECEIPT_PREFIX,
        bhogSlotsPerDate: config.BHOG_SLOTS_PER_DATE,
        bhogCalendar,
        mailer,
      });
      // Deleted as an unpaid checkout since it was read, yet the provider says paid.
      if (result.outcome === 'unknown-order' && report.state === 'SUCCESS')
        warnOfPaymentForUnknownOrder(log, row.merchant_order_id);
      if (!['applied', 'applied-late', 'refund-due'].includes(result.outcome)) return row;
      lastProviderCheck.delete(row.id);
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
