import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_YEAR_2025, PUBLISHED_PURNIMA_2025 } from '../../testing/purnima-2025';
import { completeSandboxOrder } from '../../testing/sandbox-checkout';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';
import { BHOG_MESSAGES } from './bhog-bookings';
import { purnimaDates } from './purnima-dates';

/** Each donor has a phone of their own (unpaid holds are capped per e-mail and per phone). */
function phoneOf(email: string): string {
  const digits = createHash('sha256').update(email.trim().toLowerCase()).digest().readUInt32BE(0) % 1e9;
  return `9${String(digits).padStart(9, '0')}`;
}

describe('Purnima dates by the tithi-at-sunrise rule in Bengaluru', () => {
  it('match the published dates of 2025', () => {
    expect(purnimaDates(NEW_YEAR_2025, new Date('2026-01-01T00:00:00+05:30'))).toEqual(
      PUBLISHED_PURNIMA_2025,
    );
  });
});

describe('GET /api/v2/donations/bhog-dates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        BHOG_SLOTS_PER_DATE: '5',
        BHOG_DATE_OVERRIDES: '+2025-03-01,-2025-02-12',
        // Every request here comes from one test client: its cap on unpaid holds is tested apart.
        BHOG_UNPAID_HOLDS_PER_CLIENT: '1000',
      },
      { now: () => NEW_YEAR_2025 },
    );
  });
  afterAll(() => t.close());

  const bookBhog = (date: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation({
        paymentType: 'BHOG',
        bhogDate: date,
        shilas: 7,
        donorEmail: email,
        donorPhone: phoneOf(email),
      }),
    });

  const availableDates = async (): Promise<string[]> =>
    (await t.app.inject({ url: '/api/v2/donations/bhog-dates' }))
      .json()
      .data.availableDates.map((entry: { date: string }) => entry.date);

  it('lists the next 12 months of Purnima dates with the operator overrides', async () => {
    const response = await t.app.inject({ url: '/api/v2/donations/bhog-dates' });
    expect(response.statusCode).toBe(200);
    const { availableDates: dates } = response.json().data;
    expect(dates[0]).toEqual({
      date: '2025-01-13',
      displayName: 'Monday, 13 January 2025',
      monthName: 'January 2025',
    });
    expect(dates.map((entry: { date: string }) => entry.date)).toEqual(
      [...PUBLISHED_PURNIMA_2025.filter((date) => date !== '2025-02-12'), '2025-03-01'].sort(),
    );
  });

  it('books Amrit Bhog at the fixed price with one unit, whatever quantity was sent', async () => {
    const response = await bookBhog('2025-04-12', 'one@example.org');
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.amount).toBe(21000);
    const record = (await t.app.inject({ url: `/api/v2/donations/${data.donationId}/status` })).json().data;
    expect(record).toMatchObject({ paymentType: 'BHOG', shilas: 1, amount: 21000 });
  });

  it('refuses a date that is not offered', async () => {
    for (const date of ['2025-04-13', '2025-02-12', '2024-12-15']) {
      const response = await bookBhog(date, 'nodate@example.org');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(BHOG_MESSAGES.notOffered);
    }
  });

  it('takes one booking per donor per date, and says whether the first is paid or still waiting for payment', async () => {
    const first = await bookBhog('2025-05-12', 'Same@Example.org');
    expect(first.statusCode).toBe(201);
    const unpaid = await bookBhog('2025-05-12', ' same@example.org ');
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toBe(
      'Your earlier Amrit Bhog booking for the selected date is still waiting for payment. Please complete that payment, or book again in 30 minutes, when it lapses.',
    );
    await completeSandboxOrder(t.app, first.json().data.merchantOrderId, 'SUCCESS');
    const paid = await bookBhog('2025-05-12', 'same@example.org');
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe('You have already booked Amrit Bhog for the selected date.');
    expect((await bookBhog('2025-06-11', 'same@example.org')).statusCode).toBe(201);
  });

  it('a failed payment frees its slot', async () => {
    const { data } = (await bookBhog('2025-08-09', 'retry@example.org')).json();
    await completeSandboxOrder(t.app, data.merchantOrderId, 'FAILED');
    expect((await bookBhog('2025-08-09', 'retry@example.org')).statusCode).toBe(201);
  });

  it('200 concurrent bookings for one date with 5 slots: exactly 5 succeed, and the date is then full', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => bookBhog('2025-07-10', `devotee${index}@example.org`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((code) => code === 201)).toHaveLength(5);
    expect(statuses.filter((code) => code === 409)).toHaveLength(195);
    expect(responses.find((response) => response.statusCode === 409)?.json().error).toBe(BHOG_MESSAGES.full);
    const [count] = await t.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM donations WHERE bhog_date = '2025-07-10'`,
    );
    expect(count?.total).toBe(5);
    expect(await availableDates()).not.toContain('2025-07-10');
  });
});
