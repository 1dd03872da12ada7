import { receiptToken } from '@temple/shared/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/server';
import { UNTRUSTED_PROXY_WARNING } from '../app/untrusted-proxy-warning';
import { completeSandboxOrder } from '../testing/sandbox-checkout';
import {
  createTestApp,
  newTestDatabaseLocation,
  openTestDatabase,
  removeTestDatabase,
  type TestApp,
} from '../testing/test-app';
import { validDonation } from '../testing/valid-donation';
import { loadConfig } from './config';
import type { Database } from './db/database';
import { loggableUrl } from './logging';

const EMAIL = 'log.secret.donor@example.org';
const PHONE = '9988776655';
const PAN = 'PQRST6789K';
const ADDRESS = '44 Hidden Garden Road';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => t.close());

describe('logs', () => {
  it('carry no e-mail, phone, PAN, address or receipt token, whatever the request', async () => {
    const donor = { donorEmail: EMAIL, donorPhone: PHONE, pan: PAN, address: ADDRESS };
    const token = await receiptToken(EMAIL);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation(donor),
    });
    const { donationId } = created.json().data;
    for (const request of [
      // A NUL byte in a field and one in the address: both once ended in a 500 whose log held the body.
      {
        method: 'POST',
        url: '/api/v2/donations',
        payload: validDonation({ ...donor, donorName: 'A\u0000B' }),
      },
      {
        method: 'POST',
        url: '/api/v2/donations',
        payload: validDonation({ ...donor, address: `${ADDRESS}\u0000` }),
      },
      {
        method: 'POST',
        url: '/api/contact',
        payload: { organizationName: 'A\u0000', contactPerson: 'B', email: EMAIL },
      },
      {
        method: 'POST',
        url: '/api/v2/donations',
        payload: `{"donorEmail":"${EMAIL}",`,
        headers: { 'content-type': 'application/json' },
      },
      { method: 'GET', url: `/api/v2/receipts/${donationId}/receipt?token=${token}` },
      { method: 'GET', url: `/api/v2/donations/${donationId}/receipt/status?token=${token}&page=1` },
      { method: 'GET', url: `/api/v2/donations/%00/status?token=${token}` },
    ] as const) {
      const response = await t.app.inject(request as InjectOptions);
      expect(response.statusCode, request.url).toBeLessThan(500);
    }
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/receipt?token=[redacted]');
    expect(log).toContain('token=[redacted]&page=1');
    for (const secret of [EMAIL, PHONE, PAN, ADDRESS, token]) expect(log).not.toContain(secret);
  });

  it('cut ids in a path short and hide every query value a visitor could send', () => {
    expect(loggableUrl('/api/v2/receipts/SMT20261126F1AACAC6A143/receipt?token=ab12')).toBe(
      '/api/v2/receipts/SMT202…43/receipt?token=[redacted]',
    );
    expect(loggableUrl('/api/v2/donations/0b6f7c9e-1d2a-4c3b-9e8f-7a6b5c4d3e2f/status?page=2')).toBe(
      '/api/v2/donations/0b6f7c…2f/status?page=2',
    );
    expect(loggableUrl('/api/contributors?limit=30')).toBe('/api/contributors?limit=30');
    // Sixteen characters is an id's length already; fifteen is still one of the API's own words.
    expect(loggableUrl('/api/v2/donations/ABCDEFGHIJKLMNOP/status')).toBe(
      '/api/v2/donations/ABCDEF…OP/status',
    );
    expect(loggableUrl('/api/v2/donations/ABCDEFGHIJKLMNO/status')).toBe(
      '/api/v2/donations/ABCDEFGHIJKLMNO/status',
    );
  });

  it("never hold an order's id whole, which alone opens its status and receipt, nor the client's address", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation(),
      remoteAddress: '203.0.113.77',
    });
    const { donationId, merchantOrderId } = created.json().data;
    await completeSandboxOrder(t.app, merchantOrderId, 'SUCCESS');
    for (const id of [donationId, merchantOrderId]) {
      await t.app.inject({ url: `/api/v2/donations/${id}/status`, remoteAddress: '2001:db8:7:8:9::1' });
    }
    const log = lines.join('');
    expect(log).toContain('payment callback');
    expect(log).toContain('"remoteAddress":"203.0.113.0/24"');
    expect(log).toContain('"remoteAddress":"2001:db8:7::/48"');
    for (const secret of [donationId, merchantOrderId, '203.0.113.77', '2001:db8:7:8:9::1'])
      expect(log).not.toContain(secret);
  });

  it("never hold an order's id whole when the provider cannot find the order", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation(),
    });
    const { donationId, merchantOrderId } = created.json().data;
    // A pending donation whose provider order is gone (a database that changed providers).
    await t.db.query('DELETE FROM sandbox_orders WHERE merchant_order_id = $1', [merchantOrderId]);
    const before = lines.length;
    await t.app.inject({ url: `/api/v2/donations/${donationId}/status` });
    const log = lines.slice(before).join('');
    expect(log).toContain('provider status check failed');
    expect(log).not.toContain(merchantOrderId);
  });

  it('of a real fault keep the error, but not the statement parameters a driver attaches', async () => {
    const location = await newTestDatabaseLocation();
    const real = await openTestDatabase(location);
    // The database refuses the insert the way a driver does: the error carries the statement, its
    // parameters and (as PostgreSQL's do) a detail that quotes a value of the row.
    const refuse = (sql: string, params?: unknown[]) => {
      if (sql.includes('INSERT INTO donations'))
        throw Object.assign(new Error('connection reset'), {
          code: '08006',
          query: sql,
          params,
          detail: `Key (donor_email)=(${EMAIL}) already exists.`,
        });
    };
    const db: Database = {
      ...real,
      query: async (sql, params) => {
        refuse(sql, params);
        return real.query(sql, params);
      },
      transaction: (work) =>
        real.transaction((tx) =>
          work({
            query: async (sql, params) => {
              refuse(sql, params);
              return tx.query(sql, params);
            },
          }),
        ),
    };
    const faultLines: string[] = [];
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'info', SEED_SAMPLE_DATA: 'false' }), {
      db,
      logStream: { write: (line: string) => void faultLines.push(line) },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v2/donations',
        payload: validDonation({ donorEmail: EMAIL, donorPhone: PHONE, pan: PAN, address: ADDRESS }),
      });
      expect(response.statusCode).toBe(500);
      const log = faultLines.join('');
      expect(log).toContain('connection reset');
      expect(log).toContain('"code":"08006"');
      for (const secret of [EMAIL, PHONE, PAN, ADDRESS]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await removeTestDatabase(location);
    }
  });

  it('tell the operator once when requests come through a proxy that TRUST_PROXY does not name', async () => {
    for (const [env, expected] of [
      [{}, 1],
      [{ TRUST_PROXY: '10.0.0.0/8' }, 1],
      [{ TRUST_PROXY: '1' }, 0],
      [{ TRUST_PROXY: 'loopback' }, 0],
    ] as const) {
      const proxyLines: string[] = [];
      const proxied = await createTestApp(
        { LOG_LEVEL: 'info', ...env },
        { logStream: { write: (line: string) => void proxyLines.push(line) } },
      );
      try {
        await proxied.app.inject({ url: '/health' });
        for (const visitor of ['203.0.113.1', '198.51.100.2'])
          await proxied.app.inject({ url: '/health', headers: { 'x-forwarded-for': visitor } });
        const warnings = proxyLines.filter((line) => line.includes(UNTRUSTED_PROXY_WARNING));
        expect(warnings).toHaveLength(expected);
      } finally {
        await proxied.close();
      }
    }
  });
});
