import type { Queryable } from '../../platform/db/database';

/** Rows per transaction: a large backlog goes in many short steps, not one long lock. */
const PURGE_BATCH_SIZE = 500;

export interface PurgeOptions {
  /** Days after its hold ends that an unpaid checkout is kept (UNPAID_RETENTION_DAYS). */
  retentionDays: number;
  batchSize?: number;
  /** Asked between batches: a closing API stops after the batch in hand. */
  stopping?: () => boolean;
  /** Told the order ids of each batch deleted, so no cache answers for them any more. */
  forget?: (merchantOrderIds: string[]) => void;
}

export interface PurgeCounts {
  donations: number;
  sandboxOrders: number;
}

/**
 * One batch, one statement, so one transaction. Only a donation that can no longer be
 * paid goes: unpaid or failed, its hold ended longer ago than the retention, no money
 * owed back (the operator needs the donor's contact to refund), not one of the site's
 * samples, and no receipt queued (only a payment queues one). SKIP LOCKED passes over a
 * donation a payment report holds (it locks FOR UPDATE): the purge never waits for one,
 * and a row the report has just paid no longer matches when locked. A report that comes
 * for a row this batch holds waits for the batch alone, then finds no donation (and a
 * paid one is warned of). Replicas purging at once each take other rows. The sandbox's
 * side of each order goes with it; payment_events stay: they name the order and its
 * outcome, not the donor.
 */
const PURGE_BATCH = `
WITH doomed AS (
  SELECT id FROM donations
  WHERE payment_status IN ('PENDING', 'FAILED') AND NOT refund_due AND NOT is_sample
    AND expires_at < now() - make_interval(days => $1::int)
    AND NOT EXISTS (
      SELECT 1 FROM mail_outbox WHERE mail_outbox.kind = 'receipt' AND mail_outbox.donation_id = donations.id
    )
  ORDER BY expires_at
  LIMIT $2
  FOR UPDATE SKIP LOCKED
), deleted AS (
  DELETE FROM donations USING doomed WHERE donations.id = doomed.id
  RETURNING donations.merchant_order_id
), sandbox AS (
  DELETE FROM sandbox_orders USING deleted
  WHERE sandbox_orders.merchant_order_id = deleted.merchant_order_id
  RETURNING 1
)
SELECT merchant_order_id, (SELECT count(*) FROM sandbox)::int AS sandbox_orders FROM deleted`;

/** Deletes abandoned checkouts, batch after batch, until none is left (or the API closes). */
export async function purgeAbandonedCheckouts(db: Queryable, options: PurgeOptions): Promise<PurgeCounts> {
  const batchSize = options.batchSize ?? PURGE_BATCH_SIZE;
  const counts: PurgeCounts = { donations: 0, sandboxOrders: 0 };
  for (;;) {
    const rows = await db.query<{ merchant_order_id: string; sandbox_orders: number }>(PURGE_BATCH, [
      options.retentionDays,
      batchSize,
    ]);
    counts.donations += rows.length;
    counts.sandboxOrders += rows[0]?.sandbox_orders ?? 0;
    if (rows.length > 0) options.forget?.(rows.map((row) => row.merchant_order_id));
    // A short batch means nothing more was free to take this time; locked rows wait for the next run.
    if (rows.length < batchSize || options.stopping?.()) return counts;
  }
}
