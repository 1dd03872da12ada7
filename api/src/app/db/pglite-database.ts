import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

/** The embedded default: PostgreSQL compiled to WebAssembly, persisted to a folder (or in memory). */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir);
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
    close: () => pglite.close(),
  };
}
