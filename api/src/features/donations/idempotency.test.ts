import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function create(
  key: string | undefined,
  body: Record<string, unknown>,
  url = '/api/v2/donations',
  client = '203.0.113.7',
) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: client,
    payload: body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

async function donationsOf(email: string) {
  const [row] = await t.db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM donations WHERE donor_email = $1',
    [email],
  );
  return row?.total;
}

describe('Idempotency-Key on a create', () => {
  it('a retry with the same key and body answers the first donation, and makes no second one', async () => {
    const key = randomUUID();
    const body = validDonation({ donorEmail: 'retry@example.org', shilas: 2 });
    const first = await create(key, body);
    expect(first.statusCode).toBe(201);
    // The same request spelled differently (key order, blanks the contract trims) is the same request.
    const retry = await create(key, { ...validDonation({ shilas: 2 }), donorEmail: ' retry@example.org ' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const v1Retry = await create(key, body, '/api/donations');
    expect(v1Retry.json()).toEqual(first.json());
    expect(await donationsOf('retry@example.org')).toBe(1);
  });

  it("a retry after the first donation's hold ended unpaid makes a new donation, not a trip to its expired checkout", async () => {
    const key = randomUUID();
    const body = validDonation({ donorEmail: 'late.retry@example.org' });
    const first = (await create(key, body)).json().data;
    await t.db.query(`UPDATE donations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      first.donationId,
    ]);
    const later = await create(key, body);
    expect(later.statusCode).toBe(201);
    expect(later.json().data.donationId).not.toBe(first.donationId);
    expect(await donationsOf('late.retry@example.org')).toBe(2);
    // The new one answers the key from now on.
    expect((await create(key, body)).json().data.donationId).toBe(later.json().data.donationId);
  });

  it('a retry of a paid donation answers it, whenever it comes', async () => {
    const key = randomUUID();
    const body = validDonation({ donorEmail: 'paid.retry@example.org' });
    const first = (await create(key, body)).json().data;
    await t.db.query(
      `UPDATE donations SET payment_status = 'SUCCESS', expires_at = now() - interval '1 minute' WHERE id = $1`,
      [first.donationId],
    );
    expect((await create(key, body)).json().data.donationId).toBe(first.donationId);
    expect(await donationsOf('paid.retry@example.org')).toBe(1);
  });

  it('the same key with a different body is refused with 422 and a clear message', async () => {
    const key = randomUUID();
    expect((await create(key, validDonation({ donorEmail: 'reuse@example.org' }))).statusCode).toBe(201);
    const other = await create(key, validDonation({ donorEmail: 'reuse@example.org', shilas: 5 }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, error: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await donationsOf('reuse@example.org')).toBe(1);
  });

  it("another client's key is another key: it neither learns the first donation, nor is refused, nor blocks it", async () => {
    const key = 'order-1';
    const body = validDonation({ donorEmail: 'first.client@example.org' });
    const first = await create(key, body, undefined, '203.0.113.8');
    expect(first.statusCode).toBe(201);
    const sameBody = await create(key, body, undefined, '198.51.100.9');
    expect(sameBody.statusCode).toBe(201);
    expect(sameBody.json().data.donationId).not.toBe(first.json().data.donationId);
    const otherBody = await create(
      key,
      validDonation({ donorEmail: 'other.client@example.org' }),
      undefined,
      '198.51.100.10',
    );
    expect(otherBody.statusCode).toBe(201);
    // The first client's retry still answers its own donation.
    expect((await create(key, body, undefined, '203.0.113.8')).json()).toEqual(first.json());
    expect(await donationsOf('first.client@example.org')).toBe(2);
  });

  it('concurrent identical requests make one donation and all get its answer', async () => {
    const key = randomUUID();
    const body = validDonation({ donorEmail: 'double.click@example.org' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(key, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((answer) => answer.json().data.donationId)).size).toBe(1);
    expect(await donationsOf('double.click@example.org')).toBe(1);
  });

  it('concurrent identical Amrit Bhog bookings take one slot, not a refusal', async () => {
    const [first] = (await t.app.inject({ url: '/api/v2/donations/bhog-dates' })).json().data.availableDates;
    const date: string = first.date;
    const key = randomUUID();
    const body = validDonation({ donorEmail: 'bhog.retry@example.org', paymentType: 'BHOG', bhogDate: date });
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(key, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await donationsOf('bhog.retry@example.org')).toBe(1);
  });

  it('without a key every create is a new donation', async () => {
    const body = validDonation({ donorEmail: 'no.key@example.org' });
    await create(undefined, body);
    await create(undefined, body);
    expect(await donationsOf('no.key@example.org')).toBe(2);
  });

  it.each(['', ' ', 'k'.repeat(201), 'key with spaces'])('refuses the malformed key %j', async (key) => {
    const response = await create(key, validDonation({ donorEmail: 'bad.key@example.org' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    expect(await donationsOf('bad.key@example.org')).toBe(0);
  });

  it('is allowed by the CORS preflight of the site', async () => {
    const site = await createTestApp({ CORS_ORIGINS: 'http://localhost:3000' });
    try {
      const preflight = await site.app.inject({
        method: 'OPTIONS',
        url: '/api/v2/donations',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key',
        },
      });
      expect(preflight.headers['access-control-allow-headers']).toMatch(/idempotency-key/i);
    } finally {
      await site.close();
    }
  });
});
