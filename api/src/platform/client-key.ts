import { createHmac } from 'node:crypto';
import { clientNetwork } from './client-address';
import type { Queryable } from './db/database';
import { storedSecret } from './stored-secret';

/**
 * What a checkout or an Idempotency-Key keeps of the client's address: a keyed hash of its
 * network (an IPv6 client's whole /56), enough to count one client's unpaid checkouts and
 * holds or tell its keys from another's, useless for finding the address again.
 */
export async function clientKey(db: Queryable, address: string): Promise<string> {
  const secret = await storedSecret(db, 'client-key');
  return createHmac('sha256', secret).update(clientNetwork(address)).digest('hex').slice(0, 32);
}
