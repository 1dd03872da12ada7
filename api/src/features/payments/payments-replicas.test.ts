import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedSecret } from '../../platform/stored-secret';
import { checkoutSecret } from '../../testing/sandbox-checkout';
import {
  createTestApp,
  newTestDatabaseLocation,
  removeTestDatabase,
  type TestApp,
  type TestDatabaseLocation,
} from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';
import { signSandboxCallback } from './sandbox/sandbox-signature';

const NEW_YEAR_2025 = new Date('2025-01-01T00:00:00+05:30');
const BHOG_DATES = ['2025-01-13', '2025-02-12'] as const;
const SLOTS = 5;
const PLAIN_DONATIONS = 90;

interface Order {
  donationId: string;
  merchantOrderId: string;
  /** Paid just before its hold lapsed; the report reaches the replicas after it. */
  late?: boolean;
  bhogDate?: string;
}

/**
 * Two API processes (two Fastify apps, two connection pools) on one real PostgreSQL, as
 * two replicas behind a load balancer: every payment is completed on both at once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two API replicas on one PostgreSQL', () => {
  let location: TestDatabaseLocation;
  let replicas: [TestApp, TestApp];
  let outbox: string;
  beforeAll(async () => {
    location = await newTestDatabaseLocation();
    // A sandbox site writes receipt mail to the outbox folder only: one folder for both replicas.
    outbox = await mkdtemp(join(tmpdir(), 'api-replicas-outbox-'));
    // Every request comes from one test address: rate limits are not what is tested here.
    const env = {
      BHOG_SLOTS_PER_DATE: String(SLOTS),
      BHOG_UNPAID_HOLDS_PER_CLIENT: '1000',
      RATE_LIMIT_MAX: '100000',
      MAIL_OUTBOX_DIR: outbox,
    };
    const options = { location, now: () => NEW_YEAR_2025 };
    replicas = [await createTestApp(env, options), await createTestApp(env, options)];
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await removeTestDatabase(location);
    await rm(outbox, { recursive: true, force: true });
  });

  async function create(replica: TestApp, fields: Record<string, unknown>): Promise<Order> {
    const response = await replica.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation(fields),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  async function openOrders(): Promise<Order[]> {
    const orders: Order[] = [];
    for (let index = 0; index < PLAIN_DONATIONS; index += 1) {
      orders.push(await create(replicas[index % 2] as TestApp, { donorEmail: `donor${index}@example.org` }));
    }
    for (const [dateIndex, bhogDate] of BHOG_DATES.entries()) {
      const bhog = (index: number) => ({
        paymentType: 'BHOG',
        bhogDate,
        donorEmail: `bhog${dateIndex}-${index}@example.org`,
        donorPhone: `9${dateIndex}${String(index).padStart(8, '0')}`,
      });
      const holds = [];
      for (let index = 0; index < SLOTS; index += 1)
        holds.push(await create(replicas[index % 2] as TestApp, bhog(index)));
      // Two donors paid just before their hold lapsed; two newcomers took the freed slots.
      for (const hold of holds.slice(0, 2)) {
        await replicas[0].db.query(
          `UPDATE sandbox_orders SET state = 'COMPLETED' WHERE merchant_order_id = $1`,
          [hold.merchantOrderId],
        );
        await replicas[0].db.query(
          `UPDATE donations SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1`,
          [hold.donationId],
        );
        orders.push({ ...hold, late: true, bhogDate });
      }
      for (const hold of holds.slice(2)) orders.push({ ...hold, bhogDate });
      for (let index = SLOTS; index < SLOTS + 2; index += 1) {
        orders.push({ ...(await create(replicas[index % 2] as TestApp, bhog(index))), bhogDate });
      }
    }
    return orders;
  }

  async function complete(
    replica: TestApp,
    order: Order,
    secrets: Map<string, string>,
    callbackSecret: string,
  ) {
    if (order.late) {
      const raw = JSON.stringify({
        merchantOrderId: order.merchantOrderId,
        state: 'COMPLETED',
        transactionId: null,
      });
      return replica.app.inject({
        method: 'POST',
        url: '/api/v2/payments/callback',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signSandboxCallback(callbackSecret, raw),
        },
      });
    }
    return replica.app.inject({
      method: 'POST',
      url: `/sandbox/orders/${order.merchantOrderId}/complete`,
      payload: { status: 'SUCCESS', secret: secrets.get(order.merchantOrderId) },
    });
  }

  it('2 x 100+ concurrent completions: one receipt per payment, consecutive numbers, no double booking', async () => {
    const orders = await openOrders();
    expect(orders.length).toBeGreaterThanOrEqual(100);
    const secrets = new Map<string, string>();
    for (const order of orders.filter((candidate) => !candidate.late)) {
      secrets.set(order.merchantOrderId, await checkoutSecret(replicas[1].app, order.merchantOrderId));
    }
    // The callback secret is kept with the data: one for both replicas, whoever made it.
    const callbackSecret = await storedSecret(replicas[0].db, 'sandbox-callback');

    const responses = await Promise.all(
      orders.flatMap((order) => replicas.map((replica) => complete(replica, order, secrets, callbackSecret))),
    );
    expect(responses.map((response) => response.statusCode).filter((code) => code !== 200)).toEqual([]);

    const db = replicas[0].db;
    const rows = await db.query<{
      merchant_order_id: string;
      payment_status: string;
      receipt_number: string | null;
      refund_due: boolean;
      bhog_date: string | null;
    }>(
      `SELECT merchant_order_id, payment_status, receipt_number, refund_due, bhog_date::text AS bhog_date
       FROM donations WHERE merchant_order_id = ANY($1)`,
      [orders.map((order) => order.merchantOrderId)],
    );
    expect(rows).toHaveLength(orders.length);
    // Every payment is a receipt or a refund owed, never both, never neither.
    for (const row of rows) {
      const paid = row.payment_status === 'SUCCESS' && row.receipt_number !== null && !row.refund_due;
      const owed = row.payment_status === 'FAILED' && row.receipt_number === null && row.refund_due;
      expect(paid !== owed, JSON.stringify(row)).toBe(true);
    }
    for (const date of BHOG_DATES) {
      const paidOnDate = rows.filter((row) => row.bhog_date === date && row.payment_status === 'SUCCESS');
      expect(paidOnDate).toHaveLength(SLOTS);
    }
    expect(rows.filter((row) => row.refund_due)).toHaveLength(4);

    const numbers = rows.flatMap((row) => (row.receipt_number ? [row.receipt_number] : []));
    expect(numbers).toHaveLength(PLAIN_DONATIONS + 2 * SLOTS);
    expect(new Set(numbers).size).toBe(numbers.length);
    const years = new Set(numbers.map((number) => number.split('/')[2]));
    expect(years.size).toBe(1);
    const sequence = numbers.map((number) => Number(number.split('/')[3])).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));

    // Each order was applied (or owed back) by exactly one replica. The other's settle of a
    // sandbox order changed nothing and reported nothing; a late report, sent to both, was a
    // duplicate at one.
    const events = await db.query<{ merchant_order_id: string; outcome: string }>(
      `SELECT merchant_order_id, outcome FROM payment_events WHERE merchant_order_id = ANY($1)`,
      [orders.map((order) => order.merchantOrderId)],
    );
    const decisive = events.filter((event) =>
      ['applied', 'applied-late', 'refund-due'].includes(event.outcome),
    );
    expect(decisive).toHaveLength(orders.length);
    expect(new Set(decisive.map((event) => event.merchant_order_id)).size).toBe(orders.length);
    expect(events.filter((event) => event.outcome === 'duplicate')).toHaveLength(
      orders.filter((order) => order.late).length,
    );

    // Each receipt went to its donor once, whichever replica sent it.
    const deadline = Date.now() + 60_000;
    while ((await readdir(outbox)).length < numbers.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const files = await readdir(outbox);
    expect(files).toHaveLength(numbers.length);
    const mails = await Promise.all(
      files.map(async (file) => simpleParser(await readFile(join(outbox, file)))),
    );
    const receiptFiles = mails.flatMap((mail) => mail.attachments.map((attachment) => attachment.filename));
    expect(new Set(receiptFiles).size).toBe(numbers.length);
  }, 120_000);
});
