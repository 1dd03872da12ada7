import { donationTotal, normaliseEmail } from '@temple/shared/contracts';
import { purnimaDates } from '../features/bhog-dates/purnima-dates';
import { SAMPLE_CONTRIBUTORS } from '../features/contributors/sample-contributors';
import { newDonationId, newMerchantOrderId } from '../features/donations/donation-ids';
import { SAMPLE_EVENT_IMAGES } from '../features/events/sample-event-images';
import { SAMPLE_IMAGE_PATH } from '../features/events/sample-image-routes';
import type { Database, Queryable } from '../platform/db/database';

const SEEDED_KEY = 'sample-data-seeded';
const DAY_MS = 24 * 3600_000;
/** A Purnima comes within this many days of any day. */
const LUNAR_MONTH_DAYS = 31;

/** The Bhog a sample donor paid for: the first Purnima on or after the payment. */
function bhogDateAfter(paidAt: Date): string | undefined {
  return purnimaDates(paidAt, new Date(paidAt.getTime() + LUNAR_MONTH_DAYS * DAY_MS))[0];
}

async function insertSampleContributors(tx: Queryable, now: Date) {
  for (const [index, sample] of SAMPLE_CONTRIBUTORS.entries()) {
    const completedAt = new Date(now.getTime() - sample.daysAgo * DAY_MS);
    const email = `sample.donor${index + 1}@example.org`;
    const bhogDate = sample.paymentType === 'BHOG' ? (bhogDateAfter(completedAt) ?? null) : null;
    await tx.query(
      `INSERT INTO donations (id, merchant_order_id, payment_type, shilas, amount, bhog_date, donor_name,
         donor_email, donor_email_normalised, donor_phone, address, pincode, city, country, is_anonymous,
         show_in_contributors, is_sample, payment_status, provider, created_at, expires_at, completed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '9000000000', 'Sample address', '560001', $10, $11, $12,
         true, true, 'SUCCESS', 'sample', $13, $13, $13)`,
      [
        newDonationId(),
        // As random as a real order's: its id opens its status, with the sample donor's e-mail.
        newMerchantOrderId('SAMPLE', completedAt),
        sample.paymentType,
        sample.quantity,
        donationTotal(sample.paymentType, sample.quantity),
        bhogDate,
        sample.name,
        email,
        normaliseEmail(email),
        sample.city,
        sample.country,
        sample.anonymous ?? false,
        completedAt,
      ],
    );
  }
}

async function insertSampleEventImages(tx: Queryable, publicApiUrl: string) {
  for (const image of SAMPLE_EVENT_IMAGES) {
    await tx.query(
      `INSERT INTO event_images (id, title, image_url, event_type, featured, taken_at, description, is_sample)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true)`,
      [
        image.id,
        image.title,
        `${publicApiUrl}${SAMPLE_IMAGE_PATH}/${image.id}.svg`,
        image.eventType,
        image.featured,
        image.takenAt,
        image.description,
      ],
    );
  }
}

/**
 * Sample contributors and event images, added once to a database that asks for them
 * (SEED_SAMPLE_DATA) and removed again when it no longer does.
 */
export async function applySampleDataSetting(
  db: Database,
  options: { seed: boolean; publicApiUrl: string; now?: Date },
) {
  await db.transaction(async (tx) => {
    const [seeded] = await tx.query<{ value: string }>('SELECT value FROM app_state WHERE key = $1', [
      SEEDED_KEY,
    ]);
    if (options.seed && !seeded) {
      await insertSampleContributors(tx, options.now ?? new Date());
      await insertSampleEventImages(tx, options.publicApiUrl);
      await tx.query('INSERT INTO app_state (key, value) VALUES ($1, $2)', [
        SEEDED_KEY,
        new Date().toISOString(),
      ]);
    }
    if (!options.seed && seeded) {
      await tx.query('DELETE FROM donations WHERE is_sample');
      await tx.query('DELETE FROM event_images WHERE is_sample');
      await tx.query('DELETE FROM app_state WHERE key = $1', [SEEDED_KEY]);
    }
  });
}
