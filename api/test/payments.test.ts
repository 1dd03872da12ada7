import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandboxCallback } from '../src/features/payments/sandbox/sandbox-signature';
import { createTestApp, type TestApp, validDonation } from './support/test-app';

const SECRET = 'a-test-secret-of-some-length';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CALLBACK_SECRET: SECRET, SITE_URL: 'http://site.test' });
});
afterAll(() => t.close());

async function newDonation() {
  const response = await t.app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() });
  return response.json().data as { donationId: string; merchantOrderId: string; paymentUrl: string };
}

async function status(id: string) {
  return (await t.app.inject({ url: `/api/v2/donations/${id}/status` })).json().data;
}

function clickButton(merchantOrderId: string, outcome: string) {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${merchantOrderId}`,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

function complete(merchantOrderId: string, status: string) {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/orders/${merchantOrderId}/complete`,
    payload: { status },
  });
}

function callback(body: object, secret = SECRET) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/payments/callback',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxCallback(secret, raw) },
  });
}

describe('sandbox checkout page', () => {
  it('shows amount and seva with the buttons Pay, Fail and Leave pending', async () => {
    const { paymentUrl } = await newDonation();
    const response = await t.app.inject({ url: new URL(paymentUrl).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('&#8377;11,000');
    expect(response.body).toContain('Shiladaan - 1 Shila');
    for (const label of ['Pay', 'Fail', 'Leave pending'])
      expect(response.body).toContain(`>${label}</button>`);
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!www\.w3)/);
    expect(response.headers['content-security-policy']).toContain("form-action 'self' http://site.test");
  });

  it('answers 404 for an unknown order', async () => {
    expect((await t.app.inject({ url: '/sandbox/checkout/NOPE' })).statusCode).toBe(404);
  });
});

describe('payment flow', () => {
  it('Pay: back to the site with the merchant order id, SUCCESS with a receipt number', async () => {
    const donation = await newDonation();
    const response = await clickButton(donation.merchantOrderId, 'pay');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://site.test/payment-status?order_id=${donation.merchantOrderId}`,
    );
    const record = await status(donation.merchantOrderId);
    expect(record.paymentStatus).toBe('SUCCESS');
    expect(record.receiptNumber).toMatch(/^SMT\/\d{4}-\d{2}\/\d{6}$/);
    expect(Date.parse(record.completedAt)).not.toBeNaN();
  });

  it('Fail: FAILED and no receipt number', async () => {
    const donation = await newDonation();
    expect((await clickButton(donation.merchantOrderId, 'fail')).statusCode).toBe(303);
    const record = await status(donation.donationId);
    expect(record.paymentStatus).toBe('FAILED');
    expect(record.receiptNumber).toBeUndefined();
  });

  it('Leave pending: stays PENDING until the order is completed later', async () => {
    const donation = await newDonation();
    expect((await clickButton(donation.merchantOrderId, 'pending')).statusCode).toBe(303);
    expect((await status(donation.donationId)).paymentStatus).toBe('PENDING');
    const response = await complete(donation.merchantOrderId, 'SUCCESS');
    expect(response.statusCode).toBe(200);
    expect((await status(donation.donationId)).paymentStatus).toBe('SUCCESS');
  });

  it('never trusts the redirect: visiting the return URL changes nothing', async () => {
    const donation = await newDonation();
    await t.app.inject({ url: `/payment-status?order_id=${donation.merchantOrderId}` });
    expect((await status(donation.donationId)).paymentStatus).toBe('PENDING');
  });

  it('keeps final states: a settled order cannot be settled the other way', async () => {
    const donation = await newDonation();
    await complete(donation.merchantOrderId, 'FAILED');
    const response = await complete(donation.merchantOrderId, 'SUCCESS');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('already settled as FAILED');
    expect((await status(donation.donationId)).paymentStatus).toBe('FAILED');
  });

  it('issues receipt numbers one after another, each once', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const donation = await newDonation();
      await complete(donation.merchantOrderId, 'SUCCESS');
      await callback({
        merchantOrderId: donation.merchantOrderId,
        state: 'COMPLETED',
        transactionId: 'again',
      });
      numbers.push((await status(donation.donationId)).receiptNumber);
    }
    const sequence = numbers.map((number) => Number(number.split('/')[2]));
    expect(sequence[1]).toBe((sequence[0] ?? 0) + 1);
    expect(sequence[2]).toBe((sequence[0] ?? 0) + 2);
  });

  it('rejects invalid completion requests', async () => {
    const donation = await newDonation();
    expect((await complete(donation.merchantOrderId, 'PAID')).statusCode).toBe(400);
    expect((await complete('UNKNOWN', 'SUCCESS')).statusCode).toBe(404);
    expect((await clickButton(donation.merchantOrderId, 'steal')).statusCode).toBe(400);
  });
});

describe('signed callback', () => {
  it('refuses a forged or unsigned callback', async () => {
    const donation = await newDonation();
    const forged = await callback(
      { merchantOrderId: donation.merchantOrderId, state: 'COMPLETED', transactionId: 'x' },
      'wrong-secret-wrong',
    );
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payments/callback',
      payload: { merchantOrderId: donation.merchantOrderId, state: 'COMPLETED', transactionId: null },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await status(donation.donationId)).paymentStatus).toBe('PENDING');
  });

  it('is idempotent: a duplicate changes nothing and is recorded', async () => {
    const donation = await newDonation();
    const report = { merchantOrderId: donation.merchantOrderId, state: 'COMPLETED', transactionId: 'T1' };
    expect((await callback(report)).json().data.outcome).toBe('applied');
    const first = await status(donation.donationId);
    expect((await callback(report)).json().data.outcome).toBe('duplicate');
    expect((await callback({ ...report, state: 'FAILED' })).json().data.outcome).toBe('ignored-final');
    expect(await status(donation.donationId)).toEqual(first);
    const events = await t.db.query<{ outcome: string }>(
      'SELECT outcome FROM payment_events WHERE merchant_order_id = $1 ORDER BY id',
      [donation.merchantOrderId],
    );
    expect(events.map((event) => event.outcome)).toEqual(['applied', 'duplicate', 'ignored-final']);
  });

  it('records a late callback for an expired order and still applies it', async () => {
    const donation = await newDonation();
    await t.db.query(`UPDATE donations SET expires_at = now() - interval '1 hour' WHERE id = $1`, [
      donation.donationId,
    ]);
    const response = await callback({
      merchantOrderId: donation.merchantOrderId,
      state: 'COMPLETED',
      transactionId: 'late',
    });
    expect(response.json().data.outcome).toBe('applied-late');
    expect((await status(donation.donationId)).paymentStatus).toBe('SUCCESS');
  });

  it('answers 404 for an unknown order, and records it', async () => {
    const response = await callback({
      merchantOrderId: 'SMTUNKNOWN1',
      state: 'COMPLETED',
      transactionId: null,
    });
    expect(response.statusCode).toBe(404);
    const events = await t.db.query('SELECT 1 FROM payment_events WHERE merchant_order_id = $1', [
      'SMTUNKNOWN1',
    ]);
    expect(events).toHaveLength(1);
  });
});
