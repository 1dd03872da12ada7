import type { AppConfig } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import type { DonationCache } from '../donations';
import { forgetClientKeys } from './forget-client-keys';
import { purgeAbandonedCheckouts } from './purge-abandoned-checkouts';
import { reclaimDeletedSpace } from './reclaim-deleted-space';
import { createRetentionSchedule, type RetentionSchedule } from './retention-schedule';

type Log = Parameters<typeof createRetentionSchedule>[1];

/**
 * The API's retention rule: checkouts never paid are deleted UNPAID_RETENTION_DAYS after
 * their hold ends, so no personal data of people who never donated is kept for ever and
 * unpaid creates cannot fill the disk. This process's status cache forgets them too. Every
 * checkout's client key goes after a day (forgetClientKeys).
 */
export function createUnpaidCheckoutRetention(
  db: Database,
  config: Pick<AppConfig, 'UNPAID_RETENTION_DAYS'>,
  donationCache: Pick<DonationCache, 'forget'>,
  log: Log,
): RetentionSchedule {
  return createRetentionSchedule(async (stopping) => {
    await forgetClientKeys(db);
    const counts = await purgeAbandonedCheckouts(db, {
      retentionDays: config.UNPAID_RETENTION_DAYS,
      stopping,
      forget: (orders) => {
        for (const order of orders) donationCache.forget(order);
      },
    });
    if (counts.donations > 0 && !stopping()) await reclaimDeletedSpace(db);
    return counts;
  }, log);
}
