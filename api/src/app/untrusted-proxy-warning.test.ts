import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { UNTRUSTED_PROXY_WARNING, warnOfUntrustedProxy } from './untrusted-proxy-warning';

/** The warnings logged when one request with X-Forwarded-For arrives from `peer`. */
async function warningsFor(peer: string): Promise<string[]> {
  const lines: string[] = [];
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
  });
  warnOfUntrustedProxy(app);
  app.get('/health', async () => ({ status: 'ok' }));
  try {
    const response = await app.inject({
      url: '/health',
      remoteAddress: peer,
      headers: { 'x-forwarded-for': '203.0.113.1' },
    });
    expect(response.statusCode).toBe(200);
    return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  } finally {
    await app.close();
  }
}

describe('the warning of a proxy TRUST_PROXY does not name', () => {
  it('says to set TRUST_PROXY only where a proxy stands in front, never on a port clients reach directly', () => {
    expect(UNTRUSTED_PROXY_WARNING).toBe(
      'A request came through a proxy on this machine or its private network (X-Forwarded-For) that TRUST_PROXY does not name: every visitor behind it counts as one client for the rate limits, the unpaid checkouts a day and the Amrit Bhog holds. Set TRUST_PROXY to its hop count or address. If no proxy stands in front of the API, ignore this: TRUST_PROXY must never be set on a port clients can reach directly, or every client could choose the address it is counted by.',
    );
  });

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.16.5.4',
    '192.168.1.10',
    '::ffff:192.168.1.10',
    '169.254.10.20',
    'fd12:3456:789a::1',
    'fe80::1',
  ])(
    'is logged when the header comes from %s, where a proxy of this machine or network sits',
    async (peer) => {
      expect(await warningsFor(peer)).toEqual([UNTRUSTED_PROXY_WARNING]);
    },
  );

  it.each(['198.51.100.7', '8.8.8.8', '::ffff:198.51.100.7', '2001:4860:4860::8888'])(
    'is not logged when anyone on the internet (%s) sends the header',
    async (peer) => {
      expect(await warningsFor(peer)).toEqual([]);
    },
  );

  it('waits, after headers from the internet, for a request through a local proxy', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    warnOfUntrustedProxy(app);
    app.get('/health', async () => ({ status: 'ok' }));
    const from = (remoteAddress: string) =>
      app.inject({ url: '/health', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.1' } });
    await from('198.51.100.7');
    await from('10.0.0.2');
    await from('10.0.0.3');
    await app.close();
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([UNTRUSTED_PROXY_WARNING]);
  });
});
