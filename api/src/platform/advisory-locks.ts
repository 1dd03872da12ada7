import type { Queryable } from './db/database';

/**
 * Advisory lock classes, taken in this order (a transaction takes the ones it needs, never
 * one from further up after one further down), so two never wait on each other in a circle.
 * The numbers stay as released: replicas of two releases running together must share them.
 */
const LOCK = { client: 1, email: 2, date: 4 } as const;

async function lock(tx: Queryable, kind: keyof typeof LOCK, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [LOCK[kind], key]);
}

/** Serialises what one client starts (checkouts, bookings), until the transaction ends. */
export function lockClient(tx: Queryable, clientKey: string): Promise<void> {
  return lock(tx, 'client', clientKey);
}

/** Serialises the bookings of one donor, known by e-mail, until the transaction ends. */
export function lockDonor(tx: Queryable, emailNormalised: string): Promise<void> {
  return lock(tx, 'email', emailNormalised);
}

/** Serialises everything that books or pays a slot of one Amrit Bhog date, until the transaction ends. */
export function lockBhogDate(tx: Queryable, date: string): Promise<void> {
  return lock(tx, 'date', date);
}
