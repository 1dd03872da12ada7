import { createHmac } from 'node:crypto';

/**
 * The public id of a contributor: a keyed digest of the donation id. It is stable (a list
 * can use it as a key) but leads nowhere: the donation id is the capability to a
 * donation's status and receipt, so it never appears in a public list.
 */
export function contributorIdFor(secret: string, donationId: string): string {
  return createHmac('sha256', secret).update(donationId).digest('base64url').slice(0, 22);
}
