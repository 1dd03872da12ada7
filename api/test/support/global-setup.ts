import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/app/db/migrate';
import { openPgliteDatabase } from '../../src/app/db/pglite-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

/**
 * Creating a PGlite cluster takes seconds; copying a migrated one takes a moment. So the
 * cluster is made once here and every test database starts as a copy of it.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'api-test-template-'));
  if (!process.env.TEST_DATABASE_URL) {
    const db = await openPgliteDatabase(dir);
    await migrate(db);
    await db.close();
  }
  project.provide('pgliteTemplateDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
