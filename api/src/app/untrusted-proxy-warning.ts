import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';

export const UNTRUSTED_PROXY_WARNING =
  'A request came through a proxy on this machine or its private network (X-Forwarded-For) that TRUST_PROXY does not name: every visitor behind it counts as one client for the rate limits, the unpaid checkouts a day and the Amrit Bhog holds. Set TRUST_PROXY to its hop count or address. If no proxy stands in front of the API, ignore this: TRUST_PROXY must never be set on a port clients can reach directly, or every client could choose the address it is counted by.';

/** Where a proxy in front of the API sits: this machine, or a private network (RFC 1918, unique-local, link-local). */
const PROXY_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal']);

function couldBeOurProxy(peer: string | undefined): boolean {
  if (!peer || !ipaddr.isValid(peer)) return false;
  // ipaddr.process reads an IPv4 address carried as IPv6 (::ffff:10.0.0.2) as IPv4.
  return PROXY_RANGES.has(ipaddr.process(peer).range());
}

/**
 * The API counts clients by the address TRUST_PROXY lets it read: behind a proxy it does
 * not trust (TRUST_PROXY unset, or naming another address), that is the proxy's, and the
 * whole site would share one client's allowance. The operator is told once, at the first
 * such request. Only a peer on this machine or a private network can be such a proxy:
 * anyone on the internet can send the header, and an API reached directly must not be
 * told to trust it.
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    if (request.ip !== request.socket.remoteAddress) return;
    if (!couldBeOurProxy(request.socket.remoteAddress)) return;
    warned = true;
    request.log.warn(UNTRUSTED_PROXY_WARNING);
  });
}
