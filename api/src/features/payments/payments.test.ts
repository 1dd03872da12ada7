import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSecret, completeSandboxOrder } from '../../testing/sandbox-checkout';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';
import { signSandboxCallback } from './sandbox/sandbox-signature';

const SECRET = 'a-test-secret-of-some-length';
let t: TestApp;
beforeAll(async () => {
  // Every request comes from one test address: rate limits are not what is tested here.
  t = await createTestApp({
    SANDBOX_CALLBACK_SECRET: SECRET,
    SITE_URL: 'http://site.test',
    RATE_LIMIT_MAX: '100000',
  });
});
afterAll(() => t.close());

async function newDonation() {
  const response = await t.app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() });
  return response.json().data as { donationId: string; merchantOrderId: string; paymentUrl: string };
}

async function status(id: string) {
  return (await t.app.inject({ url: `/api/v2/donations/${id}/status` })).json().data;
}

async function clickButton(merchantOrderId: string, outcome: string, secret?: string) {
  const form = new URLSearchParams({
    outcome,
    secret: secret ?? (await checkoutSecret(t.app, merchantOrderId)),
  });
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${merchantOrderId}`,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

function complete(merchantOrderId: string, status: string) {
  return completeSandboxOrder(t.app, merchantOrderId, status as 'SUCCESS');
}

/** A callback signed with `secret`: an object is sent as JSON, a string as it is. */
function callback(body: object | string, secret = SECRET) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
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

  it("holds its order's own secret in the form, and no cache keeps the page", async () => {
    const first = await newDonation();
    const second = await newDonation();
    const page = await t.app.inject({ url: new URL(first.paymentUrl).pathname });
    expect(page.headers['cache-control']).toBe('no-store');
    const firstSecret = await checkoutSecret(t.app, first.merchantOrderId);
    expect(firstSecret).toMatch(/^[\w-]{43}$/);
    expect(page.body).toContain(`<input type="hidden" name="secret" value="${firstSecret}">`);
    expect(await checkoutSecret(t.app, second.merchantOrderId)).not.toBe(firstSecret);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await t.app.inject({ url: '/sandbox/checkout/NOPE' })).statusCode).toBe(404);
  });
});

describe('settling a sandbox order needs the secret of its checkout page', () => {
  it('completion without a secret is refused, and the order stays pending', async () => {
    const donation = await newDonation();
    const response = await t.app.inject({
      method: 'POST',
      url: `/sandbox/orders/${donation.merchantOrderId}/complete`,
      payload: { status: 'SUCCESS' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('the checkout secret of the order is required');
    expect((await status(donation.donationId)).paymentStatus).toBe('PENDING');
  });

  it("another order's secret, a guessed one or the old public default cannot settle it", async () => {
    const victim = await newDonation();
    const mine = await newDonation();
    const mySecret = await checkoutSecret(t.app, mine.merchantOrderId);
    for (const secret of [mySecret, 'sandbox-secret-change-me', 'x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/sandbox/orders/${victim.merchantOrderId}/complete`,
        payload: { status: 'SUCCESS', secret },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(
        'This payment page is not valid for this order. Please start the payment again.',
      );
      expect((await clickButton(victim.merchantOrderId, 'pay', secret)).statusCode).toBe(403);
    }
    expect((await status(victim.donationId)).paymentStatus).toBe('PENDING');
    expect(
      (await t.app.inject({ url: `/api/v2/receipts/${victim.donationId}/receipt` })).statusCode,
    ).not.toBe(200);
  });

  it('an order past its hold can no longer be paid, and is then reported as failed', async () => {
    const donation = await newDonation();
    const secret = await checkoutSecret(t.app, donation.merchantOrderId);
    await t.db.query(
      `UPDATE sandbox_orders SET expires_at = now() - interval '1 second' WHERE merchant_order_id = $1`,
      [donation.merchantOrderId],
    );
    // The browser goes on to the status page, which says the payment failed; a direct call is told why.
    const response = await clickButton(donation.merchantOrderId, 'pay', secret);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://site.test/payment-status?order_id=${donation.merchantOrderId}`,
    );
    const direct = await t.app.inject({
      method: 'POST',
      url: `/sandbox/orders/${donation.merchantOrderId}/complete`,
      payload: { status: 'SUCCESS', secret },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().error).toBe('This payment order has expired. Please start the donation again.');
    const page = await t.app.inject({ url: `/sandbox/checkout/${donation.merchantOrderId}` });
    expect(page.body).toContain('This order has expired and can no longer be paid.');
    expect(page.body).not.toContain('name="secret"');
    expect((await status(donation.donationId)).paymentStatus).toBe('FAILED');
  });
});

describe('payment flow', () => {
  it('Pay: back to the site with the merchant order id, SUCCESS with a sandbox-series receipt number', async () => {
    const donation = await newDonation();
    const response = await clickButton(donation.merchantOrderId, 'pay');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://site.test/payment-status?order_id=${donation.merchantOrderId}`,
    );
    const record = await status(donation.merchantOrderId);
    expect(record.paymentStatus).toBe('SUCCESS');
    expect(record.receiptNumber).toMatch(/^SMT\/SANDBOX\/\d{4}-\d{2}\/\d{6}$/);
    expect(record.refundDue).toBeUndefined();
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
    const secret = await checkoutSecret(t.app, donation.merchantOrderId);
    await complete(donation.merchantOrderId, 'FAILED');
    const response = await t.app.inject({
      method: 'POST',
      url: `/sandbox/orders/${donation.merchantOrderId}/complete`,
      payload: { status: 'SUCCESS', secret },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('already settled as FAILED');
    expect((await status(donation.donationId)).paymentStatus).toBe('FAILED');
  });

  it('answers a repeated settle as the first, and records the payment once however often it is repeated', async () => {
    const donation = await newDonation();
    const events = async () =>
      (
        await t.db.query<{ outcome: string }>(
          'SELECT outcome FROM payment_events WHERE merchant_order_id = $1 ORDER BY id',
          [donation.merchantOrderId],
        )
      ).map((event) => event.outcome);
    // The page shows the secret only while the order is open: kept, as by someone who paid.
    const secret = await checkoutSecret(t.app, donation.merchantOrderId);
    const settle = () =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox/orders/${donation.merchantOrderId}/complete`,
        payload: { status: 'SUCCESS', secret },
      });
    const first = await settle();
    expect(first.statusCode).toBe(200);
    expect(await events()).toEqual(['applied']);
    for (let i = 0; i < 4; i += 1) {
      const again = await settle();
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const button = await clickButton(donation.merchantOrderId, 'pay', secret);
      expect(button.statusCode).toBe(303);
      expect(button.headers.location).toBe(
        `http://site.test/payment-status?order_id=${donation.merchantOrderId}`,
      );
    }
    expect(await events()).toEqual(['applied']);
    expect((await status(donation.donationId)).paymentStatus).toBe('SUCCESS');
  });

  it('issues sandbox receipt numbers one after another, each once', async () => {
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
    const sequence = numbers.map((number) => Number(number.split('/')[3]));
    expect(sequence[1]).toBe((sequence[0] ?? 0) + 1);
    expect(sequence[2]).toBe((sequence[0] ?? 0) + 2);
  });

  it('rejects invalid completion requests', async () => {
    const donation = await newDonation();
    expect((await complete(donation.merchantOrderId, 'PAID')).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/sandbox/orders/UNKNOWN/complete',
      payload: { status: 'SUCCESS', secret: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
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

  it('answers 400 to a signed callback whose body is not JSON', async () => {
    const response = await callback('merchantOrderId=SMT1&state=COMPLETED');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Callback body must be valid JSON' });
  });

  it("applies the provider's own record, not the state a callback claims", async () => {
    const donation = await newDonation();
    const claim = { merchantOrderId: donation.merchantOrderId, state: 'COMPLETED', transactionId: 'T0' };
    expect((await callback(claim)).json().data.outcome).toBe('pending');
    expect((await status(donation.donationId)).paymentStatus).toBe('PENDING');
  });

  it('is idempotent: a duplicate changes nothing and is recorded', async () => {
    const donation = await newDonation();
    await complete(donation.merchantOrderId, 'SUCCESS');
    const first = await status(donation.donationId);
    const report = { merchantOrderId: donation.merchantOrderId, state: 'COMPLETED', transactionId: 'T1' };
    expect((await callback(report)).json().data.outcome).toBe('duplicate');
    expect((await callback({ ...report, state: 'FAILED' })).json().data.outcome).toBe('duplicate');
    expect(await status(donation.donationId)).toEqual(first);
    const events = await t.db.query<{ outcome: string }>(
      'SELECT outcome FROM payment_events WHERE merchant_order_id = $1 ORDER BY id',
      [donation.merchantOrderId],
    );
    expect(events.map((event) => event.outcome)).toEqual(['applied', 'duplicate', 'duplicate']);
  });

  it('applies a payment that completed before the hold ended but was reported after it', async () => {
    const donation = await newDonation();
    await t.db.query(`UPDATE sandbox_orders SET state = 'COMPLETED' WHERE merchant_order_id = $1`, [
      donation.merchantOrderId,
    ]);
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
