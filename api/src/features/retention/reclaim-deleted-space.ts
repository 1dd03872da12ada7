import type { Database } from '../../platform/db/database';

/**
 * Makes the room of deleted rows free for new ones. The embedded database (PGlite)
 * runs no autovacuum: without this, every row deleted would keep its space, and the files
 * would grow as if nothing had been deleted. On a PostgreSQL server it does what
 * autovacuum would, a little sooner; a role that does not own the tables is skipped with
 * a notice, not an error.
 */
export async function reclaimDeletedSpace(db: Pick<Database, 'exec'>): Promise<void> {
  await db.exec('VACUUM donations, sandbox_orders, csr_enquiries, mail_outbox');
}
