import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app/server';
import { loadConfig } from '../platform/config';
import type { Database } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import { openPgliteDatabase } from '../platform/db/pglite-database';
import { openPostgresDatabase } from '../platform/db/postgres-database';

/** Where a test database lives, so a test can open it again ("restart"). */
export interface TestDatabaseLocation {
  pgliteDir?: string;
  postgresSchema?: string;
}

/** A new empty database: a copy of the migrated PGlite template, or a fresh schema on TEST_DATABASE_URL. */
export async function newTestDatabaseLocation(): Promise<TestDatabaseLocation> {
  if (process.env.TEST_DATABASE_URL) return { postgresSchema: `test_${randomBytes(6).toString('hex')}` };
  const dir = await mkdtemp(join(tmpdir(), 'api-test-db-'));
  await cp(inject('pgliteTemplateDir'), dir, { recursive: true });
  return { pgliteDir: dir };
}

export async function openTestDatabase(location: TestDatabaseLocation): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const db =
    url && location.postgresSchema
      ? await openPostgresDatabase(url, location.postgresSchema)
      : await openPgliteDatabase(location.pgliteDir);
  await migrate(db);
  return db;
}

export async function removeTestDatabase(location: TestDatabaseLocation): Promise<void> {
  if (location.pgliteDir) await rm(location.pgliteDir, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url && location.postgresSchema) {
    const db = await openPostgresDatabase(url);
    await db.exec(`DROP SCHEMA IF EXISTS ${location.postgresSchema} CASCADE`);
    await db.close();
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  location: TestDatabaseLocation;
  close(): Promise<void>;
}

/** Tests make many requests from one address; a test of the limits sets its own. */
const GENEROUS_LIMITS = {
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_STATUS_MAX: '100000',
  RATE_LIMIT_RECEIPT_MAX: '100000',
  RATE_LIMIT_ENQUIRY_MAX: '100000',
  UNPAID_CHECKOUTS_PER_CLIENT: '100000',
};

/** The whole API on its own new database, quiet, without sample data unless asked. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'db'> & { location?: TestDatabaseLocation } = {},
): Promise<TestApp> {
  const location = options.location ?? (await newTestDatabaseLocation());
  const db = await openTestDatabase(location);
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false', ...GENEROUS_LIMITS, ...env });
  const app = await buildApp(config, { ...options, db });
  await app.ready();
  return {
    app,
    db,
    location,
    async close() {
      await app.close();
      if (!options.location) await removeTestDatabase(location);
    },
  };
}
