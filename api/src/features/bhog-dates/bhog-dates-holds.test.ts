import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_YEAR_2025, PUBLISHED_PURNIMA_2025 } from '../../testing/purnima-2025';
import { completeSandboxOrder } from '../../testing/sandbox-checkout';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';
import { signSandboxCallback } from '../payments';
import { BHOG_MESSAGES } from './bhog-bookings';

const SECRET = 'bhog-holds-test-secret';
const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
/** The calendar these apps see. */
const DATES = PUBLISHED_PURNIMA_2025;

interface Booking {
  donationId: string;
  merchantOrderId: string;
}

let donorNumber = 0;
/** A donor of their own: e-mail and phone nobody else in the run has. */
function newDonor() {
  donorNumber += 1;
  return {
    donorEmail: `devotee${donorNumber}@example.org`,
    donorPhone: `9${String(donorNumber).padStart(9, '0')}`,
  };
}

function helpers(get: () => TestApp) {
  const book = (date: string, donor = newDonor(), client = '203.0.113.1') =>
    get().app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      remoteAddress: client,
      payload: validDonation({ paymentType: 'BHOG', bhogDate: date, ...donor }),
    });

  const booked = async (date: string, donor = newDonor(), client = '203.0.113.1'): Promise<Booking> => {
    const response = await book(date, donor, client);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  /** The hold ran out: its time passed with the payment unfinished at the trust's end. */
  const lapse = (booking: Booking) =>
    get().db.query(
      `UPDATE donations SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1`,
      [booking.donationId],
    );

  /** The donor paid before the provider's order ended; its report reaches the API only now. */
  const deliverLatePayment = async (booking: Booking) => {
    await get().db.query(
      `UPDATE sandbox_orders SET state = 'COMPLETED', transaction_id = 'LATE' WHERE merchant_order_id = $1`,
      [booking.merchantOrderId],
    );
    const raw = JSON.stringify({
      merchantOrderId: booking.merchantOrderId,
      state: 'COMPLETED',
      transactionId: 'LATE',
    });
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/v2/payments/callback',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxCallback(SECRET, raw),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.outcome as string;
  };

  const status = async (booking: Booking) =>
    (await get().app.inject({ url: `/api/v2/donations/${booking.donationId}/status` })).json().data;

  const availableDates = async (): Promise<string[]> =>
    (await get().app.inject({ url: '/api/v2/donations/bhog-dates' }))
      .json()
      .data.availableDates.map((entry: { date: string }) => entry.date);

  const paidOn = async (date: string) => {
    const [row] = await get().db.query<{ paid: number }>(
      `SELECT count(*)::int AS paid FROM donations WHERE bhog_date = $1 AND payment_status = 'SUCCESS'`,
      [date],
    );
    return row?.paid;
  };

  return { book, booked, lapse, deliverLatePayment, status, availableDates, paidOn };
}

describe('Amrit Bhog holds: expiry, late payments and refunds (2 slots per date)', () => {
  let t: TestApp;
  /** The app's day: the calendar offers the Purnimas from it on. */
  let today = NEW_YEAR_2025;
  beforeAll(async () => {
    t = await createTestApp(
      {
        BHOG_SLOTS_PER_DATE: '2',
        SANDBOX_CALLBACK_SECRET: SECRET,
        OPERATOR_TOKEN,
        BHOG_UNPAID_HOLDS_PER_CLIENT: '1000',
        RATE_LIMIT_MAX: '100000',
      },
      { now: () => today },
    );
  });
  afterAll(() => t.close());
  const h = helpers(() => t);

  it('a lapsed unpaid hold gives its slot back: the date is offered and bookable again', async () => {
    const date = DATES[0];
    const holds = [await h.booked(date), await h.booked(date)];
    expect(await h.availableDates()).not.toContain(date);
    expect((await h.book(date)).json().error).toBe(BHOG_MESSAGES.full);
    for (const hold of holds) await h.lapse(hold);
    expect(await h.availableDates()).toContain(date);
    expect((await h.book(date)).statusCode).toBe(201);
  });

  it('a late payment for a date whose slot was taken again is not applied: a refund is due', async () => {
    const date = DATES[1];
    const lapsed = await h.booked(date);
    const other = await h.booked(date);
    await h.lapse(lapsed);
    const newcomer = await h.booked(date);
    expect(await h.deliverLatePayment(lapsed)).toBe('refund-due');
    for (const booking of [other, newcomer])
      expect((await completeSandboxOrder(t.app, booking.merchantOrderId, 'SUCCESS')).statusCode).toBe(200);

    expect(await h.paidOn(date)).toBe(2);
    const record = await h.status(lapsed);
    expect(record).toMatchObject({
      paymentStatus: 'FAILED',
      refundDue: true,
      refundReason: 'bhog-hold-lapsed-date-full',
    });
    expect(record.receiptNumber).toBeUndefined();
    expect((await h.status(other)).refundDue).toBeUndefined();
    // The provider repeating itself changes nothing and owes nothing twice.
    expect(await h.deliverLatePayment(lapsed)).toBe('duplicate');
  });

  it('a late payment with a slot still free is honoured', async () => {
    const date = DATES[2];
    const lapsed = await h.booked(date);
    await h.lapse(lapsed);
    expect(await h.deliverLatePayment(lapsed)).toBe('applied-late');
    expect(await h.status(lapsed)).toMatchObject({ paymentStatus: 'SUCCESS' });
    expect(await h.paidOn(date)).toBe(1);
  });

  it('one donor is never charged twice for one date: the second payment is owed back', async () => {
    const date = DATES[3];
    const donor = newDonor();
    const first = await h.booked(date, donor);
    await h.lapse(first);
    const second = await h.booked(date, donor);
    expect((await completeSandboxOrder(t.app, second.merchantOrderId, 'SUCCESS')).statusCode).toBe(200);
    expect(await h.deliverLatePayment(first)).toBe('refund-due');
    expect(await h.paidOn(date)).toBe(1);
    expect(await h.status(first)).toMatchObject({
      paymentStatus: 'FAILED',
      refundDue: true,
      refundReason: 'bhog-already-paid',
    });
  });

  it('a payment that arrives on its Purnima is applied; one that arrives after it is refunded', async () => {
    const onTheDay = await h.booked(DATES[5]);
    const afterTheDay = await h.booked(DATES[4]);
    try {
      today = new Date(`${DATES[5]}T23:00:00+05:30`);
      expect(await h.deliverLatePayment(onTheDay)).toBe('applied');
      // The hold still runs, the meal is over.
      today = new Date(`${DATES[4]}T00:30:00+05:30`);
      today.setUTCDate(today.getUTCDate() + 1);
      expect(await h.deliverLatePayment(afterTheDay)).toBe('refund-due');
    } finally {
      today = NEW_YEAR_2025;
    }
    expect(await h.status(onTheDay)).toMatchObject({ paymentStatus: 'SUCCESS' });
    expect(await h.status(afterTheDay)).toMatchObject({
      paymentStatus: 'FAILED',
      refundDue: true,
      refundReason: 'bhog-date-not-offered',
    });
    expect(await h.paidOn(DATES[4])).toBe(0);
  });

  it('the operator lists the refunds due, with what is needed to return the money', async () => {
    const refunds = (url = '/api/v2/operator/refunds', authorization?: string) =>
      t.app.inject({ url, headers: authorization ? { authorization } : {} });
    expect((await refunds()).statusCode).toBe(401);
    expect((await refunds(undefined, 'Bearer wrong-token-wrong-token')).statusCode).toBe(401);
    const response = await refunds(undefined, `Bearer ${OPERATOR_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json().data.refunds;
    expect(
      list.map((refund: { bhogDate: string; reason: string }) => [refund.bhogDate, refund.reason]),
    ).toEqual(
      expect.arrayContaining([
        [DATES[1], 'bhog-hold-lapsed-date-full'],
        [DATES[3], 'bhog-already-paid'],
        [DATES[4], 'bhog-date-not-offered'],
      ]),
    );
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      amount: 21000,
      paymentType: 'BHOG',
      providerTransactionId: 'LATE',
      donorName: 'Asha Rao',
      provider: 'sandbox',
    });
  });
});

describe('operator routes without an operator credential configured', () => {
  it('answer 503 with a clear message', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        url: '/api/v2/operator/refunds',
        headers: { authorization: 'Bearer anything-at-all-0123456789' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('Operator access is not configured');
    } finally {
      await t.close();
    }
  });
});

describe('with the shipped limits, one client cannot hold a whole date unpaid', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '100000' }, { now: () => NEW_YEAR_2025 });
  });
  afterAll(() => t.close());
  const h = helpers(() => t);

  it('five bookings of one date from one address hold 2 of its 5 slots; the date stays offered', async () => {
    const date = DATES[0] as string;
    const codes = [];
    for (let index = 0; index < 5; index += 1)
      codes.push((await h.book(date, newDonor(), '198.51.100.20')).statusCode);
    expect(codes).toEqual([201, 201, 409, 409, 409]);
    expect(await h.availableDates()).toContain(date);
  });

  it('the addresses of one IPv6 /56 (a home line) count as one client', async () => {
    const date = DATES[1] as string;
    const codes = [];
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:7::2', '2001:db8:5:ff:ffff::3'])
      codes.push((await h.book(date, newDonor(), address)).statusCode);
    expect(codes).toEqual([201, 201, 409]);
    // Another subscriber's /56 is another client.
    expect((await h.book(date, newDonor(), '2001:db8:5:100::1')).statusCode).toBe(201);
  });

  it("free test payments from one address keep at most 2 of a date's 5 slots, paid or held; other addresses book the rest", async () => {
    const date = DATES[2] as string;
    const attacker = '198.51.100.30';
    const first = await h.booked(date, newDonor(), attacker);
    const second = await h.booked(date, newDonor(), attacker);
    await completeSandboxOrder(t.app, first.merchantOrderId, 'SUCCESS', attacker);
    // One paid and one held: a third is refused, whether or not the second is paid yet.
    const third = await h.book(date, newDonor(), attacker);
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe(BHOG_MESSAGES.tooManyTestBookings);
    await completeSandboxOrder(t.app, second.merchantOrderId, 'SUCCESS', attacker);
    expect(await h.paidOn(date)).toBe(2);
    expect((await h.book(date, newDonor(), attacker)).json().error).toBe(BHOG_MESSAGES.tooManyTestBookings);
    // The same address may still book another date, and others this one.
    expect((await h.book(DATES[3] as string, newDonor(), attacker)).statusCode).toBe(201);
    expect((await h.book(date, newDonor(), '198.51.100.31')).statusCode).toBe(201);
    expect(await h.availableDates()).toContain(date);
  });
});

const TOO_MANY_UNPAID =
  'Too many Amrit Bhog bookings from this connection are waiting for payment. If you started a payment, please complete it; otherwise please try again later: an unpaid booking is released 20 minutes after it is made.';

describe('unpaid holds are capped per client (3 per client)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        BHOG_SLOTS_PER_DATE: '5',
        BHOG_UNPAID_HOLDS_PER_CLIENT: '3',
        PAYMENT_ORDER_TTL_MINUTES: '20',
        RATE_LIMIT_MAX: '100000',
        SANDBOX_CALLBACK_SECRET: SECRET,
      },
      { now: () => NEW_YEAR_2025 },
    );
  });
  afterAll(() => t.close());
  const h = helpers(() => t);

  it('65 unpaid bookings from one client hold 3 slots, and every date stays offered', async () => {
    const responses = [];
    for (let index = 0; index < 65; index += 1) {
      responses.push(await h.book(DATES[index % DATES.length] as string, newDonor(), '198.51.100.7'));
    }
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(responses.at(-1)?.json().error).toBe(TOO_MANY_UNPAID);
    expect(await h.availableDates()).toEqual([...DATES]);
    // Another client is not held back by it.
    expect((await h.book(DATES[0], newDonor(), '198.51.100.8')).statusCode).toBe(201);
  });

  it("holds made elsewhere with a donor's e-mail and phone do not keep the donor from booking", async () => {
    const victim = newDonor();
    const attacker = '192.0.2.66';
    await h.booked(DATES[5], { donorEmail: victim.donorEmail, donorPhone: newDonor().donorPhone }, attacker);
    await h.booked(DATES[6], { donorEmail: newDonor().donorEmail, donorPhone: victim.donorPhone }, attacker);
    await h.booked(DATES[7], victim, attacker);
    // Another date, and even a date held in the donor's name, from the donor's own connection.
    expect((await h.book(DATES[8], victim, '192.0.2.67')).statusCode).toBe(201);
    expect((await h.book(DATES[5], victim, '192.0.2.67')).statusCode).toBe(201);
  });

  it('a donor trying a date again is told their booking of it waits for payment, and for how long', async () => {
    const donor = newDonor();
    const first = await h.booked(DATES[4], donor, '192.0.2.30');
    const again = await h.book(DATES[4], donor, '192.0.2.30');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'Your earlier Amrit Bhog booking for the selected date is still waiting for payment. Please complete that payment, or book again in 20 minutes, when it lapses.',
    );
    await t.db.query(
      `UPDATE donations SET expires_at = clock_timestamp() + interval '20 seconds' WHERE id = $1`,
      [first.donationId],
    );
    expect((await h.book(DATES[4], donor, '192.0.2.30')).json().error).toBe(
      'Your earlier Amrit Bhog booking for the selected date is still waiting for payment. Please complete that payment, or book again in 1 minute, when it lapses.',
    );
  });

  it('no one learns, at no cost, whether an e-mail booked or paid a date', async () => {
    const donor = newDonor();
    const paid = await h.booked(DATES[1], donor, '192.0.2.40');
    expect((await completeSandboxOrder(t.app, paid.merchantOrderId, 'SUCCESS')).statusCode).toBe(200);
    await h.booked(DATES[3], donor, '192.0.2.40');
    // A client at its cap.
    for (const date of [DATES[0], DATES[2], DATES[6]]) await h.booked(date, newDonor(), '203.0.113.40');
    for (const date of [DATES[1], DATES[3], DATES[7]]) {
      const probe = await h.book(date, { ...newDonor(), donorEmail: donor.donorEmail }, '203.0.113.40');
      expect(probe.json().error).toBe(TOO_MANY_UNPAID);
    }
    // A client under its cap: the unpaid date is booked (a hold of its own), not told apart.
    expect((await h.book(DATES[3], donor, '203.0.113.41')).statusCode).toBe(201);
  });

  it('a failed payment releases its hold at once', async () => {
    const first = await h.booked(DATES[8], newDonor(), '192.0.2.10');
    await h.booked(DATES[9], newDonor(), '192.0.2.10');
    await h.booked(DATES[10], newDonor(), '192.0.2.10');
    expect((await h.book(DATES[11], newDonor(), '192.0.2.10')).statusCode).toBe(409);
    expect((await completeSandboxOrder(t.app, first.merchantOrderId, 'FAILED')).statusCode).toBe(200);
    expect((await h.book(DATES[11], newDonor(), '192.0.2.10')).statusCode).toBe(201);
  });

  it('a paid booking is no longer an unpaid hold', async () => {
    const first = await h.booked(DATES[1], newDonor(), '192.0.2.20');
    await h.booked(DATES[2], newDonor(), '192.0.2.20');
    await h.booked(DATES[3], newDonor(), '192.0.2.20');
    expect((await h.book(DATES[4], newDonor(), '192.0.2.20')).statusCode).toBe(409);
    expect((await completeSandboxOrder(t.app, first.merchantOrderId, 'SUCCESS')).statusCode).toBe(200);
    expect((await h.book(DATES[4], newDonor(), '192.0.2.20')).statusCode).toBe(201);
  });
});

describe('at most N paid bookings per date, whatever the interleaving of payments, expiries and bookings', () => {
  const SLOTS = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        BHOG_SLOTS_PER_DATE: String(SLOTS),
        SANDBOX_CALLBACK_SECRET: SECRET,
        BHOG_UNPAID_HOLDS_PER_CLIENT: '1000',
        RATE_LIMIT_MAX: '100000',
      },
      { now: () => NEW_YEAR_2025 },
    );
  });
  afterAll(() => t.close());
  const h = helpers(() => t);

  it('races late payments against expiry and new bookings that pay at once, on 12 dates', async () => {
    const delivered: Booking[] = [];
    const paidAtOnce: Booking[] = [];
    await Promise.all(
      DATES.map(async (date) => {
        const first = await Promise.all(Array.from({ length: SLOTS }, () => h.booked(date)));
        // Each first hold ends at a random moment of the next 60 ms, while its payment is
        // reported at another random moment and newcomers book and pay.
        for (const hold of first) {
          await t.db.query(
            `UPDATE donations SET expires_at = clock_timestamp() + $2 * interval '1 millisecond' WHERE id = $1`,
            [hold.donationId, randomInt(60)],
          );
        }
        await Promise.all([
          ...first.map(async (hold) => {
            await sleep(randomInt(80));
            await h.deliverLatePayment(hold);
            delivered.push(hold);
          }),
          ...Array.from({ length: 2 * SLOTS }, async () => {
            await sleep(randomInt(80));
            const response = await h.book(date);
            if (response.statusCode !== 201) return;
            const booking: Booking = response.json().data;
            const paid = await completeSandboxOrder(t.app, booking.merchantOrderId, 'SUCCESS');
            if (paid.statusCode === 200) paidAtOnce.push(booking);
          }),
        ]);
      }),
    );

    for (const date of DATES) expect(await h.paidOn(date)).toBeLessThanOrEqual(SLOTS);
    // Every payment that arrived is either a booking or a refund owed: no money is lost.
    const outcomes = await t.db.query<{ paid: number; refunds: number }>(
      `SELECT count(*) FILTER (WHERE payment_status = 'SUCCESS')::int AS paid,
         count(*) FILTER (WHERE refund_due AND payment_status = 'FAILED')::int AS refunds
       FROM donations WHERE merchant_order_id = ANY($1)`,
      [[...delivered, ...paidAtOnce].map((booking) => booking.merchantOrderId)],
    );
    expect((outcomes[0]?.paid ?? 0) + (outcomes[0]?.refunds ?? 0)).toBe(delivered.length + paidAtOnce.length);
    expect(delivered).toHaveLength(DATES.length * SLOTS);
  });
});
