import { randomBytes } from 'node:crypto';
import type { Queryable } from './db/database';

async function readSecret(db: Queryable, key: string): Promise<string | undefined> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_state WHERE key = $1', [key]);
  return row?.value;
}

async function readOrMakeSecret(db: Queryable, key: string): Promise<string> {
  const existing = await readSecret(db, key);
  if (existing) return existing;
  await db.query('INSERT INTO app_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    randomBytes(32).toString('hex'),
  ]);
  const stored = await readSecret(db, key);
  if (!stored) throw new Error(`The stored secret ${key} could not be read`);
  return stored;
}

/** Each database's secrets, read once: a secret never changes once stored. */
const readSecrets = new WeakMap<Queryable, Map<string, Promise<string>>>();

/**
 * A secret kept with the data: made at random the first time it is asked for, then the
 * same for every process on this database (replicas included), so no secret needs a
 * public default value. Read from the database once per process; a failed read is not kept.
 */
export function storedSecret(db: Queryable, name: string): Promise<string> {
  const key = `secret:${name}`;
  let secrets = readSecrets.get(db);
  if (!secrets) {
    secrets = new Map();
    readSecrets.set(db, secrets);
  }
  let secret = secrets.get(key);
  if (!secret) {
    secret = readOrMakeSecret(db, key);
    secrets.set(key, secret);
    secret.catch(() => secrets.delete(key));
  }
  return secret;
}
