import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';

export const UNTRUSTED_PROXY_WARNING =
  'A request came through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor behind that proxy counts as one client for the rate limits and Amrit Bhog holds. Set TRUST_PROXY to its hop count or address.';

/**
 * Without TRUST_PROXY the API counts clients by the socket's address, which behind a proxy
 * is the proxy's: the whole site would share one client's allowance. The operator is told
 * once, at the first request that shows a proxy (a forged header only costs that one line).
 */
export function warnOfUntrustedProxy(app: FastifyInstance, config: Pick<AppConfig, 'TRUST_PROXY'>): void {
  if (config.TRUST_PROXY) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(UNTRUSTED_PROXY_WARNING);
  });
}
