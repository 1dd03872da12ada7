import { chmod, mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';

/**
 * The folder holds every donor's e-mail, phone, address and PAN, and PGlite writes its
 * files readable and writable by all: only the API's own account may enter the folder.
 */
async function makePrivate(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/**
 * The embedded default: PostgreSQL compiled to WebAssembly, persisted to a private folder
 * (or in memory). A folder belongs to one process at a time: a second one is refused at start.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) await makePrivate(dataDir);
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  const pglite = await PGlite.create(dataDir).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return (await pglite.query<Row>(sql, params)).rows;
    },
    transaction(work) {
      return pglite.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
        }),
      );
    },
    async exec(sql) {
      await pglite.exec(sql);
    },
    async close() {
      await pglite.close();
      await unlock();
    },
  };
}
