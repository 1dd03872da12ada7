import { DONATION_MESSAGES } from '@temple/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';

const OPERATOR_TOKEN = 'operator-token-for-the-donation-tests';
const asOperator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN });
});
afterAll(() => t.close());

async function create(body: unknown, url = '/api/v2/donations') {
  return t.app.inject({ method: 'POST', url, payload: body as Record<string, unknown> });
}

describe('POST /api/v2/donations', () => {
  it('creates a Shiladaan donation priced on the server and answers the payment link', async () => {
    const response = await create(validDonation({ shilas: 5, amount: 1 }));
    expect(response.statusCode).toBe(201);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.amount).toBe(55000);
    expect(data.paymentUrl).toBe(`http://localhost:4000/sandbox/checkout/${data.merchantOrderId}`);
    expect(data.donationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('prices Rangamandap per sq. unit', async () => {
    const { data } = (await create(validDonation({ paymentType: 'RANGAMANDAP', shilas: 25 }))).json();
    expect(data.amount).toBe(52500);
  });

  it('gives every donation an id nobody can guess from another', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await create(validDonation())).json().data.donationId),
    );
    expect(new Set(ids).size).toBe(3);
    expect(
      ids.every((id: string) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id),
      ),
    ).toBe(true);
  });

  it('answers 400 with the first message, the same message, and every message by field', async () => {
    const response = await create(validDonation({ donorName: 'A', donorPhone: '12345' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.error).toBe(DONATION_MESSAGES.nameMin);
    expect(body.message).toBe(DONATION_MESSAGES.nameMin);
    expect(body.fieldErrors).toEqual({
      donorName: [DONATION_MESSAGES.nameMin],
      donorPhone: [DONATION_MESSAGES.phone],
    });
  });

  it.each([
    ['shilas', 1001, DONATION_MESSAGES.shilasMax],
    ['shilas', 0, DONATION_MESSAGES.shilasMin],
    ['donorEmail', 'not-an-email', DONATION_MESSAGES.email],
    ['address', 'abc', DONATION_MESSAGES.addressMin],
    ['pincode', '012345', DONATION_MESSAGES.pincodeValid],
    ['city', 'B3ng4luru', DONATION_MESSAGES.cityValid],
    ['pan', 'ABCDE1234', DONATION_MESSAGES.pan],
    ['website', 'ftp://example.org', DONATION_MESSAGES.website],
    ['message', 'x'.repeat(501), DONATION_MESSAGES.messageMax],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const response = await create(validDonation({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('refuses part of a shila or of a sq. unit: the amount is whole rupees of whole units', async () => {
    for (const paymentType of ['DONATION', 'RANGAMANDAP']) {
      const response = await create(validDonation({ paymentType, shilas: 2.5 }));
      expect(response.statusCode, paymentType).toBe(400);
      expect(response.json().error).toBe('Must be a whole number');
      expect(response.json().fieldErrors).toEqual({ shilas: ['Must be a whole number'] });
    }
  });

  it('asks for a quantity for Shiladaan and Rangamandap, and a date for Amrit Bhog', async () => {
    expect((await create(validDonation({ shilas: undefined }))).json().error).toBe(
      DONATION_MESSAGES.shilasRequired,
    );
    expect(
      (await create(validDonation({ shilas: undefined, paymentType: 'RANGAMANDAP' }))).json().error,
    ).toBe(DONATION_MESSAGES.sqUnitsRequired);
    expect((await create(validDonation({ paymentType: 'BHOG' }))).json().error).toBe(
      DONATION_MESSAGES.bhogDateRequired,
    );
  });

  it('rejects an unknown payment type and a body that is not an object', async () => {
    expect((await create(validDonation({ paymentType: 'GOLD' }))).statusCode).toBe(400);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Request body must be a JSON object');
  });

  it('is also reachable at the v1 path POST /api/donations', async () => {
    expect((await create(validDonation(), '/api/donations')).statusCode).toBe(201);
  });
});

describe('GET /api/v2/donations/{id}/status', () => {
  it('answers the payment status record by donation id and by merchant order id', async () => {
    const created = (
      await create(validDonation({ shilas: 2, donorEmail: 'Status.Check@example.org' }))
    ).json().data;
    const expected = {
      donationId: created.donationId,
      merchantOrderId: created.merchantOrderId,
      amount: 22000,
      shilas: 2,
      paymentType: 'DONATION',
      paymentStatus: 'PENDING',
      donorEmail: 'Status.Check@example.org',
    };
    for (const id of [created.donationId, created.merchantOrderId]) {
      const response = await t.app.inject({ url: `/api/v2/donations/${id}/status` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: expected });
    }
    for (const url of [
      `/api/donations/${created.donationId}/status`,
      `/api/donations/${created.donationId}`,
    ]) {
      expect((await t.app.inject({ url })).json().data).toEqual(expected);
    }
  });

  it('answers 404 with a clear error for an unknown id', async () => {
    const response = await t.app.inject({ url: '/api/v2/donations/no-such-donation/status' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'No donation found for id no-such-donation',
    });
  });
});

describe('GET /api/donations (v1 list, for the operator)', () => {
  it('is closed to the public: 401 without the operator token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-operator-token-at-all' }]) {
      const response = await t.app.inject({ url: '/api/donations?status=PENDING', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(
        'Operator credential required: send Authorization: Bearer <operator token>',
      );
      expect(response.body).not.toMatch(/Asha|@/);
    }
  });

  it('lists donations without contact details, filtered and paginated', async () => {
    const response = await t.app.inject({
      url: '/api/donations?status=PENDING&paymentType=DONATION&limit=2&page=1',
      headers: asOperator,
    });
    const { data } = response.json();
    expect(data.donations).toHaveLength(2);
    expect(data.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(data.pagination.total).toBeGreaterThan(2);
    for (const donation of data.donations) {
      expect(donation).toMatchObject({ paymentStatus: 'PENDING', paymentType: 'DONATION' });
      expect(JSON.stringify(donation)).not.toMatch(/@|9876543210|Temple Street/);
    }
  });

  it('rejects an unknown status filter', async () => {
    const response = await t.app.inject({ url: '/api/donations?status=PAID', headers: asOperator });
    expect(response.statusCode).toBe(400);
  });
});
