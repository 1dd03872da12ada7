import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS, migrate } from '../platform/db/migrate';
import { openPgliteDatabase } from '../platform/db/pglite-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

const CACHE_ROOT = fileURLToPath(new URL('../../node_modules/.cache/pglite-test-template', import.meta.url));

/**
 * Creating a PGlite cluster takes many seconds; copying a migrated one takes a moment. So
 * a migrated cluster is made once per schema version, kept under node_modules/.cache, and
 * every test database starts as a copy of it.
 */
export default async function setup(project: TestProject) {
  const version = createHash('sha256').update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 16);
  const templateDir = join(CACHE_ROOT, version);
  if (!process.env.TEST_DATABASE_URL && !existsSync(templateDir)) {
    await mkdir(CACHE_ROOT, { recursive: true });
    const building = await mkdtemp(join(CACHE_ROOT, 'building-'));
    const db = await openPgliteDatabase(building);
    await migrate(db);
    await db.close();
    // Another run may have finished first: its template is just as good.
    await rename(building, templateDir).catch(() => rm(building, { recursive: true, force: true }));
  }
  project.provide('pgliteTemplateDir', templateDir);
}
