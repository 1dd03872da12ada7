import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config';
import { checkoutSecret, completeSandboxOrder } from '../testing/sandbox-checkout';
import { createTestApp, type TestApp } from '../testing/test-app';
import { validDonation } from '../testing/valid-donation';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const from = (address: string, via?: string) => ({
  remoteAddress: address,
  ...(via ? { headers: { 'x-forwarded-for': via } } : {}),
});

/** One CSR enquiry, from one client. */
const enquire = (app: TestApp['app']) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { organizationName: 'Acme Industries', contactPerson: 'Asha Rao', email: 'csr@acme.example' },
    remoteAddress: '203.0.113.5',
  });

describe('checkouts started without paying', () => {
  it('are capped per client per day; paid ones do not count but on the sandbox, and other clients are not affected', async () => {
    t = await createTestApp({ UNPAID_CHECKOUTS_PER_CLIENT: '3' });
    const app = t.app;
    const start = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/donations',
        payload: validDonation(),
        remoteAddress: address,
      });
    const first = await start('198.51.100.40');
    expect(first.statusCode).toBe(201);
    expect((await start('198.51.100.40')).statusCode).toBe(201);
    expect((await start('198.51.100.40')).statusCode).toBe(201);
    const refused = await start('198.51.100.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      error:
        'Too many test contributions have been started from this connection in the last day, so no more can be started from it for now. Please try again later, or from another connection.',
    });
    // One still waiting for its payment link (its order on the way to the provider) counts too.
    await t.db.query(`UPDATE donations SET payment_url = NULL WHERE payment_status = 'PENDING'`);
    expect((await start('198.51.100.40')).statusCode).toBe(429);
    expect((await start('198.51.100.41')).statusCode).toBe(201);
    // A sandbox payment is free: paid, the checkout still counts.
    const firstOrder = first.json().data.merchantOrderId;
    await completeSandboxOrder(app, firstOrder, 'SUCCESS');
    expect((await start('198.51.100.40')).statusCode).toBe(429);
    // A checkout paid with real money is a donation, not a stored abandoned one: room for one more.
    await t.db.query(`UPDATE donations SET provider = 'phonepe' WHERE merchant_order_id = $1`, [firstOrder]);
    expect((await start('198.51.100.40')).statusCode).toBe(201);
    // A day later the old ones no longer count.
    await t.db.query(`UPDATE donations SET created_at = now() - interval '25 hours'`);
    expect((await start('198.51.100.40')).statusCode).toBe(201);
  });
});

describe('rate limits', () => {
  it('behind a trusted proxy, count each visitor by the address the proxy reports', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '2' });
    const app = t.app;
    const post = (visitor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/donations',
        payload: {},
        ...from('10.0.0.1', visitor),
      });
    expect((await post('203.0.113.7')).statusCode).toBe(400);
    expect((await post('203.0.113.7')).statusCode).toBe(400);
    expect((await post('203.0.113.7')).statusCode).toBe(429);
    // Another visitor behind the same proxy still has a full allowance.
    expect((await post('198.51.100.9')).statusCode).toBe(400);
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For does not escape the limit', async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '2' });
    const app = t.app;
    const statuses: number[] = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v2/donations',
            payload: {},
            ...from('10.0.0.2', forged),
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('trusts only the listed proxy addresses', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_MAX: '1' });
    const app = t.app;
    const post = (proxy: string, visitor: string) =>
      app.inject({ method: 'POST', url: '/api/v2/donations', payload: {}, ...from(proxy, visitor) });
    expect((await post('10.1.1.1', '203.0.113.1')).statusCode).toBe(400);
    expect((await post('10.1.1.1', '203.0.113.2')).statusCode).toBe(400);
    // Not a listed proxy: its own address counts, whatever it claims.
    expect((await post('192.0.2.50', '203.0.113.3')).statusCode).toBe(400);
    expect((await post('192.0.2.50', '203.0.113.4')).statusCode).toBe(429);
  });

  it('limit status reads and receipt PDFs apart from writes and from each other', async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '1', RATE_LIMIT_STATUS_MAX: '3', RATE_LIMIT_RECEIPT_MAX: '2' });
    const app = t.app;
    const created = await app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() });
    expect(created.statusCode).toBe(201);
    const { donationId } = created.json().data;
    const status = () => app.inject({ url: `/api/v2/donations/${donationId}/status` });
    const receipt = () => app.inject({ url: `/api/v2/receipts/${donationId}/receipt?token=x` });
    expect([(await status()).statusCode, (await status()).statusCode, (await status()).statusCode]).toEqual([
      200, 200, 200,
    ]);
    const limited = await status();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect([
      (await receipt()).statusCode,
      (await receipt()).statusCode,
      (await receipt()).statusCode,
    ]).toEqual([403, 403, 429]);
    // Other reads have their own count, unaffected by these.
    expect((await app.inject({ url: '/api/v2/donations/contributors?limit=5' })).statusCode).toBe(200);
  });

  it("count the sandbox's report of a payment against the paying client, not one count shared by every donor", async () => {
    t = await createTestApp({ RATE_LIMIT_CALLBACK_MAX: '1' });
    const app = t.app;
    for (const client of ['203.0.113.21', '203.0.113.22']) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v2/donations',
        payload: validDonation(),
        remoteAddress: client,
      });
      const { merchantOrderId } = created.json().data;
      expect((await completeSandboxOrder(app, merchantOrderId, 'SUCCESS', client)).statusCode).toBe(200);
    }
  });

  it('a payer whose network used up its callback allowance still pays: sent on to the status page, which applies it', async () => {
    t = await createTestApp({ RATE_LIMIT_CALLBACK_MAX: '1' });
    const app = t.app;
    const client = '203.0.113.23';
    const created = await app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() });
    const { donationId, merchantOrderId } = created.json().data;
    const forged = await app.inject({
      method: 'POST',
      url: '/api/v2/payments/callback',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
      remoteAddress: client,
    });
    expect(forged.statusCode).toBe(401);
    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${merchantOrderId}`,
      payload: new URLSearchParams({
        outcome: 'pay',
        secret: await checkoutSecret(app, merchantOrderId),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: client,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/payment-status?order_id=${merchantOrderId}`);
    const status = await app.inject({ url: `/api/v2/donations/${donationId}/status` });
    expect(status.json().data.paymentStatus).toBe('SUCCESS');
  });

  it("count a look at an order's sandbox checkout page as a status read: it tells whether the order exists", async () => {
    t = await createTestApp({ RATE_LIMIT_STATUS_MAX: '2', RATE_LIMIT_READ_MAX: '100' });
    const app = t.app;
    const checkout = () => app.inject({ url: '/sandbox/checkout/SMT20261128000000000000' });
    expect([
      (await checkout()).statusCode,
      (await checkout()).statusCode,
      (await checkout()).statusCode,
    ]).toEqual([404, 404, 429]);
  });

  it('limit the public lists per client, so one client cannot take the database from everyone', async () => {
    t = await createTestApp({ RATE_LIMIT_READ_MAX: '3' });
    const app = t.app;
    const list = (url: string, client = '203.0.113.9') => app.inject({ url, remoteAddress: client });
    expect([
      (await list('/api/contributors?limit=1000')).statusCode,
      (await list('/api/v2/donations/contributors?limit=100')).statusCode,
      (await list('/api/donations/stats')).statusCode,
    ]).toEqual([200, 200, 200]);
    const limited = await list('/api/v2/events/images');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await list('/api/contributors?limit=1000', '198.51.100.20')).statusCode).toBe(200);
  });

  it('count requests for paths that do not exist, so probing for them uses up the same allowance', async () => {
    t = await createTestApp({ RATE_LIMIT_READ_MAX: '3', RATE_LIMIT_MAX: '2' });
    const app = t.app;
    const probe = (method: 'GET' | 'POST', url: string) =>
      app.inject({ method, url, remoteAddress: '203.0.113.10' });
    expect([
      (await probe('GET', '/admin')).statusCode,
      (await probe('GET', '/.env')).statusCode,
      (await probe('GET', '/api/v2/donations/contributors?limit=1')).statusCode,
      (await probe('GET', '/api/v9/anything')).statusCode,
    ]).toEqual([404, 404, 200, 429]);
    expect([(await probe('POST', '/api/x')).statusCode, (await probe('POST', '/api/y')).statusCode]).toEqual([
      404, 404,
    ]);
    expect((await probe('POST', '/api/v2/donations')).statusCode).toBe(429);
  });

  it("count the provider's callbacks apart from writes, so a busy day's payments are not refused", async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '1', RATE_LIMIT_CALLBACK_MAX: '3' });
    const app = t.app;
    const post = (url: string) =>
      app.inject({ method: 'POST', url, payload: '{}', headers: { 'content-type': 'application/json' } });
    expect([
      (await post('/api/v2/donations')).statusCode,
      (await post('/api/v2/donations')).statusCode,
    ]).toEqual([400, 429]);
    const callbacks = [];
    for (let i = 0; i < 4; i += 1) callbacks.push((await post('/api/v2/payments/callback')).statusCode);
    // Unsigned, so refused; the fourth is over the callbacks' own limit.
    expect(callbacks).toEqual([401, 401, 401, 429]);
  });

  it("count every try at the operator's routes, so the token cannot be guessed at leisure", async () => {
    t = await createTestApp({
      OPERATOR_TOKEN: 'operator-token-for-tests-0123456789',
      RATE_LIMIT_OPERATOR_MAX: '2',
    });
    const app = t.app;
    const guess = (url: string) => app.inject({ url, headers: { authorization: 'Bearer wrong-guess' } });
    expect([
      (await guess('/api/donations')).statusCode,
      (await guess('/api/v2/operator/refunds')).statusCode,
      (await guess('/api/donations')).statusCode,
    ]).toEqual([401, 401, 429]);
    expect((await app.inject({ url: '/api/v2/donations/contributors?limit=5' })).statusCode).toBe(200);
  });

  it('count the addresses of one IPv6 /56 (a home line) as one client', async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '2' });
    const app = t.app;
    const statuses = [];
    for (const address of ['2001:db8:a:b::1', '2001:db8:a:c::2', '2001:db8:a:ff:c::3', '2001:db8:a:100::1']) {
      statuses.push(
        (await app.inject({ method: 'POST', url: '/api/v2/donations', payload: {}, remoteAddress: address }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 429, 400]);
  });

  it('let one client send five CSR enquiries an hour, each of which mails the trust, apart from other writes', async () => {
    expect(loadConfig({}).RATE_LIMIT_ENQUIRY_MAX).toBe(5);
    t = await createTestApp({ RATE_LIMIT_MAX: '100', RATE_LIMIT_ENQUIRY_MAX: '5' });
    const app = t.app;
    const statuses: number[] = [];
    for (let sent = 0; sent < 6; sent += 1) statuses.push((await enquire(app)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await enquire(app)).json().error).toBe('Too many requests. Please try again in 60 minutes.');
    expect(
      (await app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() })).statusCode,
    ).toBe(201);
  });

  it("keep an enquirer's hour count while thousands of other clients write", async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '100', RATE_LIMIT_ENQUIRY_MAX: '1' });
    const app = t.app;
    expect((await enquire(app)).statusCode).toBe(201);
    for (let client = 0; client < 6000; client += 1) {
      const remoteAddress = `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`;
      await app.inject({ method: 'POST', url: '/api/v2/donations', payload: {}, remoteAddress });
    }
    expect((await enquire(app)).statusCode).toBe(429);
  }, 60_000);

  it.each(['yes', '1.2.3', '10.0.0.0/8,not-an-address'])('refuse TRUST_PROXY=%s at start', async (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
  });
});
