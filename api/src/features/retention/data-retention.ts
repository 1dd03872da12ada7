import type { AppConfig } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import type { DonationCache } from '../donations';
import { forgetClientKeys } from './forget-client-keys';
import { purgeAbandonedCheckouts } from './purge-abandoned-checkouts';
import { purgeOldEnquiries } from './purge-old-enquiries';
import { reclaimDeletedSpace } from './reclaim-deleted-space';
import { createRetentionSchedule, type RetentionSchedule } from './retention-schedule';

type Log = Parameters<typeof createRetentionSchedule>[1];

/**
 * The API's retention rules, so that no personal data is kept for ever and unpaid creates
 * cannot fill the disk: checkouts never paid are deleted UNPAID_RETENTION_DAYS after their
 * hold ends (this process's status cache forgets them too), CSR enquiries
 * CSR_ENQUIRY_RETENTION_DAYS after they came, and every checkout's client key after a day
 * (forgetClientKeys).
 */
export function createDataRetention(
  db: Database,
  config: Pick<AppConfig, 'UNPAID_RETENTION_DAYS' | 'CSR_ENQUIRY_RETENTION_DAYS'>,
  donationCache: Pick<DonationCache, 'forget'>,
  log: Log,
): RetentionSchedule {
  return createRetentionSchedule(async (stopping) => {
    await forgetClientKeys(db);
    const checkouts = await purgeAbandonedCheckouts(db, {
      retentionDays: config.UNPAID_RETENTION_DAYS,
      stopping,
      forget: (orders) => {
        for (const order of orders) donationCache.forget(order);
      },
    });
    const csrEnquiries = stopping() ? 0 : await purgeOldEnquiries(db, config.CSR_ENQUIRY_RETENTION_DAYS);
    if (checkouts.donations + csrEnquiries > 0 && !stopping()) await reclaimDeletedSpace(db);
    return { ...checkouts, csrEnquiries };
  }, log);
}
