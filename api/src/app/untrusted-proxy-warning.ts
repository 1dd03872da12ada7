import type { FastifyInstance } from 'fastify';

export const UNTRUSTED_PROXY_WARNING =
  'A request came through a proxy (X-Forwarded-For) that TRUST_PROXY does not name: every visitor behind it counts as one client for the rate limits, the unpaid checkouts a day and the Amrit Bhog holds. Set TRUST_PROXY to its hop count or address.';

/**
 * The API counts clients by the address TRUST_PROXY lets it read: behind a proxy it does
 * not trust (TRUST_PROXY unset, or naming another address), that is the proxy's, and the
 * whole site would share one client's allowance. The operator is told once, at the first
 * such request (a forged header only costs that one line).
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    if (request.ip !== request.socket.remoteAddress) return;
    warned = true;
    request.log.warn(UNTRUSTED_PROXY_WARNING);
  });
}
