import { rm } from 'node:fs/promises';
import type { AppConfig } from '../config';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite; migrated before use. */
export async function openDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'API_DATA_DIR' | 'API_RESET_DATA'>,
): Promise<Database> {
  let db: Database;
  if (config.DATABASE_URL) {
    db = await openPostgresDatabase(config.DATABASE_URL);
    if (config.API_RESET_DATA) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } else {
    if (config.API_RESET_DATA && config.API_DATA_DIR) {
      await rm(config.API_DATA_DIR, { recursive: true, force: true });
    }
    db = await openPgliteDatabase(config.API_DATA_DIR);
  }
  await migrate(db);
  return db;
}
