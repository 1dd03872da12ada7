import type { Queryable } from '../../platform/db/database';
import { HttpError } from '../../platform/http-error';

const TOO_MANY_TEST_CHECKOUTS =
  'Too many test contributions have been started from this connection in the last day, so no more can be started from it for now. Please try again later, or from another connection.';
const TOO_MANY_UNPAID_CHECKOUTS =
  'Too many contributions have been started from this connection in the last day without being paid, so no more can be started from it for now. Please try again later, or from another connection.';

/**
 * Refuses (429) a client's checkout once it has `limit` in the last day that were started and
 * not paid: a payment link nobody follows still holds an order, a Bhog slot, a row. A sandbox
 * payment costs nothing, so on a sandbox site a paid checkout counts as well. Run inside the
 * transaction that holds the client's lock, so concurrent checkouts are counted one by one.
 */
export async function assertCheckoutsLeft(
  tx: Queryable,
  { clientKey, sandbox, limit }: { clientKey: string; sandbox: boolean; limit: number },
): Promise<void> {
  const [started] = await tx.query<{ unpaid: number }>(
    `SELECT count(*)::int AS unpaid FROM donations
     WHERE client_key = $1 AND created_at > now() - interval '1 day'
       AND (payment_status = 'PENDING' OR (payment_status = 'FAILED' AND payment_url IS NOT NULL))`,
    [clientKey],
  );
  const [paidInSandbox] = sandbox
    ? await tx.query<{ paid: number }>(
        `SELECT count(*)::int AS paid FROM donations
         WHERE client_key = $1 AND created_at > now() - interval '1 day'
           AND payment_status = 'SUCCESS' AND provider = 'sandbox'`,
        [clientKey],
      )
    : [];
  if ((started?.unpaid ?? 0) + (paidInSandbox?.paid ?? 0) >= limit)
    throw new HttpError(429, sandbox ? TOO_MANY_TEST_CHECKOUTS : TOO_MANY_UNPAID_CHECKOUTS);
}
