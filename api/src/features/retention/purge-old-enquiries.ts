import type { Queryable } from '../../platform/db/database';

/**
 * A CSR enquiry reaches the trust by mail; the stored copy is there for the mail's retries,
 * the hourly cap on enquiries, and for the operator to read one whose mail was given up
 * (the log warns of it). Once it is older than the retention it goes, with its mail row,
 * unless that mail is still being tried. One statement: the foreign key from the mail row
 * is checked at its end, when both are gone.
 */
const PURGE_ENQUIRIES = `
WITH doomed AS (
  SELECT id FROM csr_enquiries
  WHERE created_at < now() - make_interval(days => $1::int)
    AND NOT EXISTS (
      SELECT 1 FROM mail_outbox
      WHERE mail_outbox.enquiry_id = csr_enquiries.id AND sent_at IS NULL AND gave_up_at IS NULL
    )
  FOR UPDATE SKIP LOCKED
), mail AS (
  DELETE FROM mail_outbox USING doomed WHERE mail_outbox.enquiry_id = doomed.id RETURNING 1
)
DELETE FROM csr_enquiries USING doomed WHERE csr_enquiries.id = doomed.id RETURNING 1`;

/** Deletes the CSR enquiries that came more than `retentionDays` ago; returns how many. */
export async function purgeOldEnquiries(db: Queryable, retentionDays: number): Promise<number> {
  return (await db.query(PURGE_ENQUIRIES, [retentionDays])).length;
}
