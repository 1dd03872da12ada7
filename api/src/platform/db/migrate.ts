import { initialSchema } from '../migrations/0001-initial-schema';
import { paymentsReconciliation } from '../migrations/0002-payments-reconciliation';
import { dataConsentAndIdempotency } from '../migrations/0003-data-consent-and-idempotency';
import { mailOutbox } from '../migrations/0004-mail-outbox';
import { randomSampleOrderIds } from '../migrations/0005-random-sample-order-ids';
import { unpaidCheckoutExpiryIndex } from '../migrations/0006-unpaid-checkout-expiry-index';
import { clientUnpaidCheckoutsIndex } from '../migrations/0007-client-unpaid-checkouts-index';
import { contributorsWallHidden } from '../migrations/0008-contributors-wall-hidden';
import type { Database } from './database';

/** Ordered and append-only: a released migration is never edited, a new one is added. */
export const MIGRATIONS = [
  { version: 1, name: 'initial-schema', sql: initialSchema },
  { version: 2, name: 'payments-reconciliation', sql: paymentsReconciliation },
  { version: 3, name: 'data-consent-and-idempotency', sql: dataConsentAndIdempotency },
  { version: 4, name: 'mail-outbox', sql: mailOutbox },
  { version: 5, name: 'random-sample-order-ids', sql: randomSampleOrderIds },
  { version: 6, name: 'unpaid-checkout-expiry-index', sql: unpaidCheckoutExpiryIndex },
  { version: 7, name: 'client-unpaid-checkouts-index', sql: clientUnpaidCheckoutsIndex },
  { version: 8, name: 'contributors-wall-hidden', sql: contributorsWallHidden },
] as const;

/** Applies the migrations this database has not seen yet, each in its own transaction. */
export async function migrate(db: Database): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
  );
  const newlyApplied: number[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    await db.exec(
      `BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (version, name) VALUES (${migration.version}, '${migration.name}');\nCOMMIT;`,
    );
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}
