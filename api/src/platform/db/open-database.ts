import type { AppConfig } from '../config';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite; migrated before use.
 * A reset empties the schema rather than the PGlite folder: reopening a cluster takes a
 * second, creating one takes many.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'API_DATA_DIR' | 'API_RESET_DATA'>,
): Promise<Database> {
  const db = config.DATABASE_URL
    ? await openPostgresDatabase(config.DATABASE_URL)
    : await openPgliteDatabase(config.API_DATA_DIR);
  if (config.API_RESET_DATA) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
  return db;
}
