import { chmod, mkdir, stat } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError } from '../config';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';

/**
 * The folder holds every donor's e-mail, phone, address and PAN, and PGlite writes its
 * files readable and writable by all: only the API's own account may enter the folder. One
 * open to others that belongs to another account cannot be closed by the API: it stops.
 */
async function makePrivate(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const folder = await stat(dir);
  if ((folder.mode & 0o077) === 0 || process.platform === 'win32') return;
  if (folder.uid !== process.getuid?.()) {
    throw new ConfigError(
      `API_DATA_DIR: the data folder ${dir} is open to other accounts and belongs to another one, so the API cannot close it. ` +
        "Give it to the API's account and close it (chown, then chmod 700), or give the API a folder of its own.",
    );
  }
  await chmod(dir, 0o700);
}

/**
 * The embedded default: PostgreSQL compiled to WebAssembly, persisted to a private folder
 * (or in memory). A folder belongs to one process at a time: a second one is refused at start.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) await makePrivate(dataDir);
  const lock = dataDir ? await lockDataDir(dataDir) : undefined;
  const pglite = await PGlite.create(dataDir).catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      lock?.assertHeld();
      return (await pglite.query<Row>(sql, params)).rows;
    },
    transaction(work) {
      lock?.assertHeld();
      return pglite.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
        }),
      );
    },
    async exec(sql) {
      lock?.assertHeld();
      await pglite.exec(sql);
    },
    async close() {
      await pglite.close();
      await lock?.release();
    },
  };
}
