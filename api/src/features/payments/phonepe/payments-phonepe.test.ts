import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FAKE_CREDENTIALS,
  FAKE_WEBHOOK,
  type FakePhonePe,
  phonePeSettings,
  startFakePhonePe,
} from '../../../testing/fake-phonepe';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { validDonation } from '../../../testing/valid-donation';

/** PhonePe v2: Authorization is SHA256("username:password"), in hex. */
const GOOD_AUTH = createHash('sha256')
  .update(`${FAKE_WEBHOOK.username}:${FAKE_WEBHOOK.password}`)
  .digest('hex');

let phonepe: FakePhonePe;
let t: TestApp;
beforeAll(async () => {
  phonepe = await startFakePhonePe();
  t = await createTestApp({
    ...phonePeSettings(phonepe),
    // Every request comes from one test address: rate limits are not what is tested here.
    RATE_LIMIT_MAX: '100000',
  });
});
afterAll(async () => {
  await t.close();
  await phonepe.close();
});
beforeEach(() => {
  phonepe.calls.length = 0;
  phonepe.failStatusRequests(false);
});

interface Created {
  donationId: string;
  merchantOrderId: string;
  paymentUrl: string;
}

async function newDonation(): Promise<Created> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** A webhook as PhonePe sends it; `payload` fields override what the real order says. */
function webhook(
  donation: Created,
  event: string,
  payload: Record<string, unknown> = {},
  /** Empty: no Authorization header at all. */
  authorization = GOOD_AUTH,
) {
  const order = phonepe.order(donation.merchantOrderId);
  const body = {
    event,
    payload: {
      merchantId: 'TEMPLEUAT',
      merchantOrderId: donation.merchantOrderId,
      orderId: order.orderId,
      state: event.endsWith('failed') ? 'FAILED' : 'COMPLETED',
      amount: order.amount,
      paymentDetails: [{ transactionId: 'OMFORGED', state: 'COMPLETED' }],
      ...payload,
    },
  };
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/payments/callback',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
  });
}

async function record(donation: Created) {
  const [row] = await t.db.query<{
    payment_status: string;
    receipt_number: string | null;
    refund_due: boolean;
  }>('SELECT payment_status, receipt_number, refund_due FROM donations WHERE id = $1', [donation.donationId]);
  return row;
}

const statusCalls = (donation: Created) =>
  phonepe.calls.filter((call) => call === `GET /checkout/v2/order/${donation.merchantOrderId}/status`);

describe('creating a PhonePe order (against a local fake of its HTTP API)', () => {
  it('sends the amount in paise, and an order life that ends before the hold', async () => {
    const donation = await newDonation();
    expect(donation.paymentUrl).toMatch(
      /^https:\/\/mercury-uat\.phonepe\.example\/transact\/uat_v2\?token=OMO/,
    );
    const order = phonepe.order(donation.merchantOrderId);
    expect(order.amount).toBe(1100000);
    const [hold] = await t.db.query<{ seconds: number }>(
      'SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM donations WHERE id = $1',
      [donation.donationId],
    );
    expect(order.expireAfter).toBeLessThan(hold?.seconds ?? 0);
    expect(order.expireAfter).toBeGreaterThanOrEqual(300);
  });
});

describe('PhonePe webhook', () => {
  it('with a wrong or missing Authorization changes nothing and asks nothing', async () => {
    const donation = await newDonation();
    phonepe.settle(donation.merchantOrderId, 'COMPLETED');
    const wrongPassword = createHash('sha256').update(`${FAKE_WEBHOOK.username}:wrong-pass1`).digest('hex');
    const basic = `Basic ${Buffer.from(`${FAKE_WEBHOOK.username}:${FAKE_WEBHOOK.password}`).toString('base64')}`;
    for (const authorization of ['', wrongPassword, basic, GOOD_AUTH.slice(0, 63), 'SHA256']) {
      const response = await webhook(donation, 'checkout.order.completed', {}, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Invalid callback signature');
    }
    expect(statusCalls(donation)).toEqual([]);
    expect(await record(donation)).toMatchObject({ payment_status: 'PENDING', receipt_number: null });
  });

  it('a forged state is not applied: the order status API is asked, and PhonePe says PENDING', async () => {
    const donation = await newDonation();
    const response = await webhook(donation, 'checkout.order.completed');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.outcome).toBe('pending');
    expect(statusCalls(donation)).toHaveLength(1);
    expect(await record(donation)).toMatchObject({ payment_status: 'PENDING', receipt_number: null });
  });

  it("a completed order whose amount is not the donation's is not applied", async () => {
    const donation = await newDonation();
    // PhonePe's record and the webhook agree on ₹1, but the donation is ₹11,000.
    phonepe.settle(donation.merchantOrderId, 'COMPLETED', { amount: 100 });
    const response = await webhook(donation, 'checkout.order.completed');
    expect(response.json().data.outcome).toBe('rejected-mismatch');
    expect(await record(donation)).toMatchObject({ payment_status: 'PENDING', receipt_number: null });
  });

  it("a webhook whose amount or PhonePe order id is not the order's changes nothing", async () => {
    const donation = await newDonation();
    phonepe.settle(donation.merchantOrderId, 'COMPLETED');
    for (const claims of [{ amount: 100 }, { orderId: 'OMOSOMETHINGELSE' }]) {
      const response = await webhook(donation, 'checkout.order.completed', claims);
      expect(response.json().data.outcome).toBe('rejected-mismatch');
    }
    expect(await record(donation)).toMatchObject({ payment_status: 'PENDING', receipt_number: null });
  });

  it('a confirmed payment is applied once, with a live receipt number; a duplicate changes nothing', async () => {
    const donation = await newDonation();
    phonepe.settle(donation.merchantOrderId, 'COMPLETED');
    const first = await webhook(donation, 'checkout.order.completed');
    expect(first.json().data).toEqual({
      outcome: 'applied',
      paymentStatus: 'SUCCESS',
      becameSuccessful: true,
    });
    const applied = await record(donation);
    expect(applied?.receipt_number).toMatch(/^SMT\/\d{4}-\d{2}\/\d{6}$/);
    const again = await webhook(donation, 'checkout.order.completed');
    expect(again.json().data).toEqual({
      outcome: 'duplicate',
      paymentStatus: 'SUCCESS',
      becameSuccessful: false,
    });
    expect(await record(donation)).toEqual(applied);
    const events = await t.db.query<{ outcome: string }>(
      'SELECT outcome FROM payment_events WHERE merchant_order_id = $1 ORDER BY id',
      [donation.merchantOrderId],
    );
    expect(events.map((event) => event.outcome)).toEqual(['applied', 'duplicate']);
  });

  it("out of order events end in PhonePe's own final state", async () => {
    const paid = await newDonation();
    phonepe.settle(paid.merchantOrderId, 'COMPLETED');
    // A stale "failed" (an earlier attempt) arrives after the order completed.
    expect((await webhook(paid, 'checkout.order.failed')).json().data.outcome).toBe('applied');
    expect((await webhook(paid, 'checkout.order.completed')).json().data.outcome).toBe('duplicate');
    expect((await record(paid))?.payment_status).toBe('SUCCESS');

    const failed = await newDonation();
    phonepe.settle(failed.merchantOrderId, 'FAILED');
    expect((await webhook(failed, 'checkout.order.completed')).json().data.outcome).toBe('applied');
    expect((await webhook(failed, 'checkout.order.failed')).json().data.outcome).toBe('duplicate');
    expect(await record(failed)).toMatchObject({ payment_status: 'FAILED', receipt_number: null });
  });

  it('other events are acknowledged and ignored', async () => {
    const donation = await newDonation();
    phonepe.settle(donation.merchantOrderId, 'COMPLETED');
    for (const event of ['pg.refund.accepted', 'subscription.paused', 'something.new']) {
      const response = await webhook(donation, event);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.outcome).toBe('ignored-event');
    }
    expect(statusCalls(donation)).toEqual([]);
    expect((await record(donation))?.payment_status).toBe('PENDING');
  });

  it('when PhonePe cannot be asked, answers 502 (PhonePe retries) and changes nothing', async () => {
    const donation = await newDonation();
    phonepe.settle(donation.merchantOrderId, 'COMPLETED');
    phonepe.failStatusRequests(true);
    const response = await webhook(donation, 'checkout.order.completed');
    expect(response.statusCode).toBe(502);
    expect((await record(donation))?.payment_status).toBe('PENDING');
    phonepe.failStatusRequests(false);
    expect((await webhook(donation, 'checkout.order.completed')).json().data.outcome).toBe('applied');
  });

  it('a lost webhook is made up by the status page asking PhonePe', async () => {
    const donation = await newDonation();
    phonepe.settle(donation.merchantOrderId, 'COMPLETED');
    const status = (await t.app.inject({ url: `/api/v2/donations/${donation.donationId}/status` })).json()
      .data;
    expect(status.paymentStatus).toBe('SUCCESS');
  });

  it('status reads of many pending orders ask PhonePe at most the allowance a minute, all clients together', async () => {
    const limited = await createTestApp({
      ...phonePeSettings(phonepe),
      RATE_LIMIT_MAX: '100000',
      PROVIDER_STATUS_CHECKS_PER_MINUTE: '3',
    });
    try {
      const created: Created[] = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/v2/donations',
          payload: validDonation(),
        });
        created.push(response.json().data);
      }
      phonepe.calls.length = 0;
      for (const [index, donation] of created.entries()) {
        const read = await limited.app.inject({
          url: `/api/v2/donations/${donation.donationId}/status`,
          remoteAddress: `198.51.100.${index + 1}`,
        });
        expect(read.json().data.paymentStatus).toBe('PENDING');
      }
      // Read again at once: an order checked in the last 10 s is not asked about again.
      await limited.app.inject({ url: `/api/v2/donations/${created[0]?.donationId}/status` });
      expect(phonepe.calls.filter((call) => call.endsWith('/status'))).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe('the PhonePe credentials at start', () => {
  it.each([
    [FAKE_CREDENTIALS.clientSecret, 'phonepe takes the payment credentials'],
    [
      'not-the-secret',
      'phonepe refused the payment credentials or did not answer: every donation fails until this is fixed',
    ],
  ])('with the secret %s, the log says: %s', async (secret, expected) => {
    const lines: string[] = [];
    const started = await createTestApp(
      {
        PAYMENT_PROVIDER: 'phonepe',
        PHONEPE_BASE_URL: phonepe.baseUrl,
        PHONEPE_CLIENT_ID: FAKE_CREDENTIALS.clientId,
        PHONEPE_CLIENT_SECRET: secret,
        PHONEPE_CLIENT_VERSION: FAKE_CREDENTIALS.clientVersion,
        PHONEPE_WEBHOOK_USERNAME: FAKE_WEBHOOK.username,
        PHONEPE_WEBHOOK_PASSWORD: FAKE_WEBHOOK.password,
        LOG_LEVEL: 'info',
      },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      await vi.waitFor(() => expect(lines.join('')).toContain(expected));
      expect(lines.join('')).not.toContain(secret === 'not-the-secret' ? secret : 'refused');
    } finally {
      await started.close();
    }
  });
});

describe('public figures on a site taking money with PhonePe', () => {
  it('leave out test payments of the sandbox left from before it went live', async () => {
    const before = (await t.app.inject({ url: '/api/donations/stats' })).json().data;
    const paid = await newDonation();
    phonepe.settle(paid.merchantOrderId, 'COMPLETED');
    await t.app.inject({ url: `/api/v2/donations/${paid.donationId}/status` });
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation({ donorName: 'Sandbox Tester', shilas: 1000, showInContributors: true }),
    });
    await t.db.query(
      `UPDATE donations SET provider = 'sandbox', payment_status = 'SUCCESS', completed_at = now() WHERE id = $1`,
      [test.json().data.donationId],
    );

    const after = (await t.app.inject({ url: '/api/donations/stats' })).json().data;
    expect(after.totalAmount - before.totalAmount).toBe(11000);
    expect(after.totalDonations - before.totalDonations).toBe(1);
    const wall = (await t.app.inject({ url: '/api/v2/donations/contributors?limit=100' })).json().data;
    expect(wall.contributors.map((c: { donorName: string }) => c.donorName)).not.toContain('Sandbox Tester');
  });
});
