import type { Queryable } from '../../platform/db/database';

/**
 * A checkout keeps a keyed hash of its client's network (and of the Idempotency-Key it came
 * with) for one day: long enough for the caps that count a client's checkouts and holds,
 * and for a retry. The key that hashes it lives in the same database, and IPv4 networks
 * are few enough to try them all, so after that day it goes. Kept longer only where a cap
 * still needs it: a sandbox Amrit Bhog booking of a date not yet past (free test payments
 * are capped per client and date).
 */
export async function forgetClientKeys(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE donations SET client_key = NULL, idempotency_key = NULL
     WHERE (client_key IS NOT NULL OR idempotency_key IS NOT NULL)
       AND created_at < now() - interval '1 day'
       AND NOT (payment_type = 'BHOG' AND provider = 'sandbox' AND bhog_date >= current_date)
     RETURNING id`,
  );
  return rows.length;
}
