import { randomBytes } from 'node:crypto';
import type { Queryable } from './db/database';

async function readSecret(db: Queryable, key: string): Promise<string | undefined> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_state WHERE key = $1', [key]);
  return row?.value;
}

/**
 * A secret kept with the data: made at random the first time it is asked for, then the
 * same for every process on this database (replicas included), so no secret needs a
 * public default value.
 */
export async function storedSecret(db: Queryable, name: string): Promise<string> {
  const key = `secret:${name}`;
  const existing = await readSecret(db, key);
  if (existing) return existing;
  await db.query('INSERT INTO app_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    randomBytes(32).toString('hex'),
  ]);
  const stored = await readSecret(db, key);
  if (!stored) throw new Error(`The stored secret ${name} could not be read`);
  return stored;
}
