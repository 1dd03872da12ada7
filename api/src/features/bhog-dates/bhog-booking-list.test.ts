import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_YEAR_2025, PUBLISHED_PURNIMA_2025 } from '../../testing/purnima-2025';
import { completeSandboxOrder } from '../../testing/sandbox-checkout';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
const PURNIMA = PUBLISHED_PURNIMA_2025[0] as string;

describe("the operator's list of one Purnima's paid Amrit Bhog bookings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { OPERATOR_TOKEN, BHOG_UNPAID_HOLDS_PER_CLIENT: '4', BHOG_SLOTS_PER_DATE: '5' },
      { now: () => NEW_YEAR_2025 },
    );
  });
  afterAll(() => t.close());

  const book = async (overrides: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation({ paymentType: 'BHOG', bhogDate: PURNIMA, ...overrides }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { merchantOrderId: string };
  };
  const list = (query: string, authorization = `Bearer ${OPERATOR_TOKEN}`) =>
    t.app.inject({ url: `/api/v2/operator/bhog-bookings${query}`, headers: { authorization } });

  it('gives the names and sankalp to offer the Bhog with, paid bookings only, in the order paid', async () => {
    const rao = await book({
      donorName: 'Asha Rao',
      donorEmail: 'asha.rao@example.org',
      donorPhone: '9876543210',
      message: 'Sankalp for the Rao family: Asha, Ravi and Meera',
      showInContributors: true,
    });
    const quiet = await book({
      donorName: 'Kiran Shetty',
      donorEmail: 'kiran@example.org',
      donorPhone: '9123456780',
      showInContributors: true,
      isAnonymous: true,
    });
    const unlisted = await book({
      donorName: 'Meera Iyer',
      donorEmail: 'meera@example.org',
      donorPhone: '9988776655',
    });
    await book({ donorName: 'Unpaid Donor', donorEmail: 'unpaid@example.org', donorPhone: '9000000001' });
    await completeSandboxOrder(t.app, quiet.merchantOrderId, 'SUCCESS');
    await completeSandboxOrder(t.app, rao.merchantOrderId, 'SUCCESS');
    await completeSandboxOrder(t.app, unlisted.merchantOrderId, 'SUCCESS');
    // A sample donor of the site's showcase on the same Purnima is no booking.
    await t.db.query(
      `INSERT INTO donations (id, merchant_order_id, payment_type, shilas, amount, bhog_date, donor_name,
         donor_email, donor_email_normalised, donor_phone, address, pincode, city, country,
         show_in_contributors, is_sample, payment_status, provider, expires_at, completed_at)
       VALUES (gen_random_uuid(), 'SAMPLE20250113ABCDEF012345', 'BHOG', 1, 21000, $1, 'Sample Donor',
         'sample@example.org', 'sample@example.org', '9000000002', 'Sample address', '560001', 'Bengaluru',
         'India', true, true, 'SUCCESS', 'sample', now(), now())`,
      [PURNIMA],
    );

    const response = await list(`?date=${PURNIMA}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { date, bookings } = response.json().data;
    expect(date).toBe(PURNIMA);
    expect(
      bookings.map((booking: Record<string, unknown>) => [
        booking.donorName,
        booking.nameOnBanner,
        booking.donorPhone,
        booking.message,
        booking.provider,
      ]),
    ).toEqual([
      ['Kiran Shetty', false, '9123456780', null, 'sandbox'],
      ['Asha Rao', true, '9876543210', 'Sankalp for the Rao family: Asha, Ravi and Meera', 'sandbox'],
      // Named on the site only with consent, so not on the banner either.
      ['Meera Iyer', false, '9988776655', null, 'sandbox'],
    ]);
  });

  it('leaves off the banner a name the operator took off the contributors wall', async () => {
    const [rao] = await t.db.query<{ id: string }>(
      `SELECT id FROM donations WHERE donor_name = 'Asha Rao' AND payment_status = 'SUCCESS'`,
    );
    const hidden = await t.app.inject({
      method: 'POST',
      url: '/api/v2/operator/contributors/hide',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: { id: rao?.id },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const { bookings } = (await list(`?date=${PURNIMA}`)).json().data;
    expect(
      bookings.map((booking: Record<string, unknown>) => [booking.donorName, booking.nameOnBanner]),
    ).toEqual([
      ['Kiran Shetty', false],
      ['Asha Rao', false],
      ['Meera Iyer', false],
    ]);
  });

  it('is for the operator only, and asks for the date in one form', async () => {
    expect((await list(`?date=${PURNIMA}`, 'Bearer wrong-token-wrong-token')).statusCode).toBe(401);
    for (const query of ['', '?date=2025-1-13', '?date=tomorrow', '?date=0000-01-01']) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Give the Purnima as date=YYYY-MM-DD');
    }
  });
});
