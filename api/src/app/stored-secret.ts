import { randomBytes } from 'node:crypto';
import type { Queryable } from './db/database';

/**
 * A server secret kept with the data: made once, at random, by whichever process asks
 * first, and the same for every process on this database afterwards.
 */
export async function storedSecret(db: Queryable, name: string): Promise<string> {
  const key = `secret:${name}`;
  await db.query('INSERT INTO app_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_state WHERE key = $1', [key]);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
