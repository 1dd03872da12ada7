import { createHmac } from 'node:crypto';
import { clientNetwork } from '../../app/client-address';
import type { Queryable } from '../../app/db/database';
import { storedSecret } from '../payments/stored-secret';

/**
 * What a booking keeps of the client's address: a keyed hash of its network (an IPv6
 * client's whole /56), enough to count one client's unpaid holds, useless for finding the
 * address again.
 */
export async function clientKey(db: Queryable, address: string): Promise<string> {
  const secret = await storedSecret(db, 'client-key');
  return createHmac('sha256', secret).update(clientNetwork(address)).digest('hex').slice(0, 32);
}
