import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import type { Queryable } from '../../platform/db/database';
import { maskedId } from '../../platform/logging';
import {
  FAKE_WEBHOOK,
  type FakePhonePe,
  phonePeSettings,
  startFakePhonePe,
} from '../../testing/fake-phonepe';
import { completeSandboxOrder } from '../../testing/sandbox-checkout';
import {
  createTestApp,
  newTestDatabaseLocation,
  openTestDatabase,
  removeTestDatabase,
  type TestApp,
} from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';
import { PAYMENT_FOR_UNKNOWN_ORDER } from '../payments';
import { forgetClientKeys } from './forget-client-keys';
import { purgeAbandonedCheckouts } from './purge-abandoned-checkouts';
import { purgeOldEnquiries } from './purge-old-enquiries';
import { PURGE_INTERVAL_MS } from './retention-schedule';

interface Checkout {
  donationId: string;
  merchantOrderId: string;
}

async function checkout(t: TestApp, donorName: string): Promise<Checkout> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/donations',
    payload: validDonation({ donorName }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** Moves the end of a checkout's hold (and of its sandbox order) into the past, on the database's clock. */
async function holdEnded(db: Queryable, checkout: Checkout, ago: string) {
  await db.query('UPDATE donations SET expires_at = now() - $2::interval WHERE id = $1', [
    checkout.donationId,
    ago,
  ]);
  await db.query('UPDATE sandbox_orders SET expires_at = now() - $2::interval WHERE merchant_order_id = $1', [
    checkout.merchantOrderId,
    ago,
  ]);
}

const donorNames = async (db: Queryable) =>
  (await db.query<{ donor_name: string }>('SELECT donor_name FROM donations ORDER BY donor_name')).map(
    (row) => row.donor_name,
  );

const vacuums = async (db: Queryable) =>
  (
    await db.query<{ vacuum_count: number }>(
      `SELECT vacuum_count::int FROM pg_stat_user_tables WHERE relid = 'donations'::regclass`,
    )
  )[0]?.vacuum_count;

describe('UNPAID_RETENTION_DAYS', () => {
  it('is 30 days unless set, and takes a whole number of 7 days or more', () => {
    expect(loadConfig({}).UNPAID_RETENTION_DAYS).toBe(30);
    expect(loadConfig({ UNPAID_RETENTION_DAYS: '' }).UNPAID_RETENTION_DAYS).toBe(30);
    expect(loadConfig({ UNPAID_RETENTION_DAYS: '7' }).UNPAID_RETENTION_DAYS).toBe(7);
    expect(loadConfig({ UNPAID_RETENTION_DAYS: '365' }).UNPAID_RETENTION_DAYS).toBe(365);
  });

  it.each([
    [
      '6',
      'UNPAID_RETENTION_DAYS: must be at least 7 days, so that a late payment report still finds its donation',
    ],
    ['0', 'UNPAID_RETENTION_DAYS: must be at least 7 days'],
    ['-30', 'UNPAID_RETENTION_DAYS: must be at least 7 days'],
    ['7.5', 'UNPAID_RETENTION_DAYS: must be a whole number of days'],
    ['thirty', 'UNPAID_RETENTION_DAYS: must be a number of days'],
  ])('refuses %j, naming the setting', (value, expected) => {
    expect(() => loadConfig({ UNPAID_RETENTION_DAYS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ UNPAID_RETENTION_DAYS: value })).toThrow(expected);
  });
});

describe('CSR_ENQUIRY_RETENTION_DAYS', () => {
  it('is 90 days unless set, and takes a whole number of 7 days or more', () => {
    expect(loadConfig({}).CSR_ENQUIRY_RETENTION_DAYS).toBe(90);
    expect(loadConfig({ CSR_ENQUIRY_RETENTION_DAYS: '7' }).CSR_ENQUIRY_RETENTION_DAYS).toBe(7);
    expect(() => loadConfig({ CSR_ENQUIRY_RETENTION_DAYS: '6' })).toThrow(
      'CSR_ENQUIRY_RETENTION_DAYS: must be at least 7 days, so that an enquiry whose mail failed can still be read',
    );
    expect(() => loadConfig({ CSR_ENQUIRY_RETENTION_DAYS: '30.5' })).toThrow(
      'CSR_ENQUIRY_RETENTION_DAYS: must be a whole number of days',
    );
  });
});

describe('deleting old CSR enquiries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An enquiry that came `ago`, with its mail row as the mailer leaves it: sent, given up, or still due. */
  async function enquire(organizationName: string, ago: string, mail: 'sent' | 'given up' | 'due') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { organizationName, contactPerson: 'Meera Iyer', email: 'meera@acme.example' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().data;
    await t.db.query('UPDATE csr_enquiries SET created_at = now() - $2::interval WHERE id = $1', [id, ago]);
    await t.db.query(
      `INSERT INTO mail_outbox (kind, enquiry_id, sent_at, gave_up_at)
       VALUES ('csr-enquiry', $1, CASE WHEN $2 = 'sent' THEN now() END, CASE WHEN $2 = 'given up' THEN now() END)`,
      [id, mail],
    );
  }

  const organisations = async () =>
    (
      await t.db.query<{ organization_name: string }>(
        'SELECT organization_name FROM csr_enquiries ORDER BY organization_name',
      )
    ).map((row) => row.organization_name);
  const enquiryMails = async () =>
    (
      await t.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM mail_outbox WHERE kind = 'csr-enquiry'`,
      )
    )[0]?.count;

  it('deletes the enquiries older than the retention, with their mail rows, unless that mail is still being tried', async () => {
    await enquire('Old Sent', '91 days', 'sent');
    await enquire('Old Given Up', '400 days', 'given up');
    await enquire('Old Still Tried', '95 days', 'due');
    await enquire('Recent', '89 days 23 hours', 'sent');
    await enquire('New', '0 days', 'due');
    expect(await enquiryMails()).toBe(5);

    expect(await purgeOldEnquiries(t.db, 90)).toBe(2);
    expect(await organisations()).toEqual(['New', 'Old Still Tried', 'Recent']);
    expect(await enquiryMails()).toBe(3);
    expect(await purgeOldEnquiries(t.db, 90)).toBe(0);
  });
});

describe("a checkout's client key", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is kept for a day, then forgotten, but for a sandbox Amrit Bhog booking of a date not yet past', async () => {
    const recent = await checkout(t, 'Recent');
    const dayOld = await checkout(t, 'Day Old');
    const bhog = await checkout(t, 'Bhog Ahead');
    const bhogPast = await checkout(t, 'Bhog Past');
    await t.db.query(`UPDATE donations SET idempotency_key = 'key-' || id WHERE id IN ($1, $2)`, [
      recent.donationId,
      dayOld.donationId,
    ]);
    await t.db.query(
      `UPDATE donations SET created_at = now() - interval '25 hours' WHERE id IN ($1, $2, $3)`,
      [dayOld.donationId, bhog.donationId, bhogPast.donationId],
    );
    await t.db.query(
      `UPDATE donations SET payment_type = 'BHOG', bhog_date = current_date + 3 WHERE id = $1`,
      [bhog.donationId],
    );
    await t.db.query(
      `UPDATE donations SET payment_type = 'BHOG', bhog_date = current_date - 1 WHERE id = $1`,
      [bhogPast.donationId],
    );
    expect(await forgetClientKeys(t.db)).toBe(2);
    const rows = await t.db.query<{
      donor_name: string;
      client_key: string | null;
      idempotency_key: string | null;
    }>('SELECT donor_name, client_key, idempotency_key FROM donations ORDER BY donor_name');
    expect(
      rows.map((row) => [row.donor_name, row.client_key !== null, row.idempotency_key !== null]),
    ).toEqual([
      ['Bhog Ahead', true, false],
      ['Bhog Past', false, false],
      ['Day Old', false, false],
      ['Recent', true, true],
    ]);
  });
});

describe('deleting abandoned checkouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes only unpaid and failed checkouts whose hold ended over the retention ago, with their sandbox orders', async () => {
    const oldUnpaid = await checkout(t, 'Old Unpaid');
    await holdEnded(t.db, oldUnpaid, '31 days');
    const oldFailed = await checkout(t, 'Old Failed');
    expect((await completeSandboxOrder(t.app, oldFailed.merchantOrderId, 'FAILED')).statusCode).toBe(200);
    await holdEnded(t.db, oldFailed, '400 days');
    const paid = await checkout(t, 'Paid');
    expect((await completeSandboxOrder(t.app, paid.merchantOrderId, 'SUCCESS')).statusCode).toBe(200);
    await holdEnded(t.db, paid, '400 days');
    const refundDue = await checkout(t, 'Refund Due');
    await t.db.query(
      `UPDATE donations SET payment_status = 'FAILED', refund_due = true, refund_reason = 'donation-closed'
       WHERE id = $1`,
      [refundDue.donationId],
    );
    await holdEnded(t.db, refundDue, '400 days');
    const sample = await checkout(t, 'Sample');
    await t.db.query('UPDATE donations SET is_sample = true WHERE id = $1', [sample.donationId]);
    await holdEnded(t.db, sample, '400 days');
    // Only a payment queues a receipt; a row with one is not deleted, whatever its state says.
    const receiptQueued = await checkout(t, 'Receipt Queued');
    await t.db.query(`INSERT INTO mail_outbox (kind, donation_id) VALUES ('receipt', $1)`, [
      receiptQueued.donationId,
    ]);
    await holdEnded(t.db, receiptQueued, '400 days');
    const recentUnpaid = await checkout(t, 'Recent Unpaid');
    await holdEnded(t.db, recentUnpaid, '29 days 23 hours');
    const openCheckout = await checkout(t, 'Open Checkout');

    expect(await purgeAbandonedCheckouts(t.db, { retentionDays: 30 })).toEqual({
      donations: 2,
      sandboxOrders: 2,
    });

    const kept = ['Open Checkout', 'Paid', 'Receipt Queued', 'Recent Unpaid', 'Refund Due', 'Sample'];
    expect(await donorNames(t.db)).toEqual(kept);
    const names = new Map<string, string>([
      [oldUnpaid.merchantOrderId, 'Old Unpaid'],
      [oldFailed.merchantOrderId, 'Old Failed'],
      [paid.merchantOrderId, 'Paid'],
      [refundDue.merchantOrderId, 'Refund Due'],
      [sample.merchantOrderId, 'Sample'],
      [receiptQueued.merchantOrderId, 'Receipt Queued'],
      [recentUnpaid.merchantOrderId, 'Recent Unpaid'],
      [openCheckout.merchantOrderId, 'Open Checkout'],
    ]);
    const sandboxOrders = await t.db.query<{ merchant_order_id: string }>(
      'SELECT merchant_order_id FROM sandbox_orders',
    );
    expect(sandboxOrders.map((order) => names.get(order.merchant_order_id)).sort()).toEqual(kept);
    // The provider's reports stay: they name an order and its outcome, no donor.
    expect(
      await t.db.query('SELECT reported_state, outcome FROM payment_events WHERE merchant_order_id = $1', [
        oldFailed.merchantOrderId,
      ]),
    ).toEqual([{ reported_state: 'FAILED', outcome: 'applied' }]);
    const status = await t.app.inject({ url: `/api/v2/donations/${oldFailed.donationId}/status` });
    expect(status.statusCode).toBe(404);

    // Nothing more to delete: a second run changes nothing.
    expect(await purgeAbandonedCheckouts(t.db, { retentionDays: 30 })).toEqual({
      donations: 0,
      sandboxOrders: 0,
    });
  });

  it('goes in batches, each its own statement, and stops between batches when asked', async () => {
    const backlog = [];
    for (const name of ['Backlog 1', 'Backlog 2', 'Backlog 3', 'Backlog 4', 'Backlog 5']) {
      const order = await checkout(t, name);
      await holdEnded(t.db, order, '60 days');
      backlog.push(order);
    }
    const batches: number[] = [];
    const counting: Queryable = {
      async query<Row>(sql: string, params?: unknown[]) {
        const rows = await t.db.query<Row>(sql, params);
        batches.push(rows.length);
        return rows;
      },
    };
    const forgotten: string[][] = [];

    let asked = 0;
    const once = await purgeAbandonedCheckouts(counting, {
      retentionDays: 30,
      batchSize: 2,
      stopping: () => {
        asked += 1;
        return true;
      },
    });
    expect(once).toEqual({ donations: 2, sandboxOrders: 2 });
    expect(asked).toBe(1);

    const rest = await purgeAbandonedCheckouts(counting, {
      retentionDays: 30,
      batchSize: 2,
      forget: (orders) => forgotten.push(orders),
    });
    expect(rest).toEqual({ donations: 3, sandboxOrders: 3 });
    expect(batches).toEqual([2, 2, 1]);
    expect(forgotten.map((orders) => orders.length)).toEqual([2, 1]);
    expect((await donorNames(t.db)).filter((name) => name.startsWith('Backlog'))).toEqual([]);
  });
});

describe('the retention schedule in the API', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('purges at start and then hourly, forgets what it deleted, logs counts only, and stops on close', async () => {
    const location = await newTestDatabaseLocation();
    // A checkout left unpaid, in the database before this start.
    const before = await createTestApp({}, { location });
    const leftBefore = await checkout(before, 'Left Before Start');
    await holdEnded(before.db, leftBefore, '31 days');
    await before.close();

    // Only the interval is faked, so the database and the requests keep their own timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const lines: string[] = [];
    const t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { location, logStream: { write: (line: string) => void lines.push(line) } },
    );
    const retentionLines = () =>
      lines.map((line) => JSON.parse(line)).filter((line) => String(line.msg).startsWith('retention:'));
    try {
      await vi.waitFor(() => expect(retentionLines()).toHaveLength(1));
      expect(await donorNames(t.db)).toEqual([]);
      // The room of what went is made free for new rows (PGlite runs no autovacuum).
      await vi.waitFor(async () => expect(await vacuums(t.db)).toBe(1));

      // Read as FAILED (its sandbox order ended) and so kept by the status cache.
      const leftSince = await checkout(t, 'Left Since');
      await holdEnded(t.db, leftSince, '45 days');
      const read = await t.app.inject({ url: `/api/v2/donations/${leftSince.donationId}/status` });
      expect(read.json().data.paymentStatus).toBe('FAILED');
      // A CSR enquiry past its retention goes in the same run.
      const enquiry = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { organizationName: 'Acme', contactPerson: 'Meera Iyer', email: 'meera@acme.example' },
      });
      await t.db.query(`UPDATE csr_enquiries SET created_at = now() - interval '91 days' WHERE id = $1`, [
        enquiry.json().data.id,
      ]);

      await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
      await vi.waitFor(() => expect(retentionLines()).toHaveLength(2));
      expect(await donorNames(t.db)).toEqual([]);
      expect(await t.db.query('SELECT id FROM csr_enquiries')).toEqual([]);
      await vi.waitFor(async () => expect(await vacuums(t.db)).toBe(2));
      expect(
        (await t.app.inject({ url: `/api/v2/donations/${leftSince.donationId}/status` })).statusCode,
      ).toBe(404);
      expect(
        retentionLines().map(({ level, msg, donations, sandboxOrders, csrEnquiries, ...rest }) => ({
          level,
          msg,
          donations,
          sandboxOrders,
          csrEnquiries,
          rest: Object.keys(rest).sort(),
        })),
      ).toEqual([
        {
          level: 30,
          msg: 'retention: records past their time deleted',
          donations: 1,
          sandboxOrders: 1,
          csrEnquiries: 0,
          rest: ['hostname', 'pid', 'time'],
        },
        {
          level: 30,
          msg: 'retention: records past their time deleted',
          donations: 1,
          sandboxOrders: 1,
          csrEnquiries: 1,
          rest: ['hostname', 'pid', 'time'],
        },
      ]);
    } finally {
      await t.close();
    }
    // Closed: no timer is left, and an hour on nothing runs against the closed database.
    expect(vi.getTimerCount()).toBe(0);
    const linesAtClose = lines.length;
    await vi.advanceTimersByTimeAsync(2 * PURGE_INTERVAL_MS);
    expect(lines.length).toBe(linesAtClose);
    await removeTestDatabase(location);
  });
});

describe('a payment reported for a checkout already deleted', () => {
  let phonepe: FakePhonePe;
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    phonepe = await startFakePhonePe();
    t = await createTestApp(
      {
        LOG_LEVEL: 'info',
        ...phonePeSettings(phonepe),
      },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await t.close();
    await phonepe.close();
  });

  const authorization = createHash('sha256')
    .update(`${FAKE_WEBHOOK.username}:${FAKE_WEBHOOK.password}`)
    .digest('hex');

  function webhook(order: Checkout) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/payments/callback',
      payload: JSON.stringify({
        event: 'checkout.order.completed',
        payload: { merchantOrderId: order.merchantOrderId, state: 'COMPLETED' },
      }),
      headers: { 'content-type': 'application/json', authorization },
    });
  }

  const warnings = () =>
    lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.level === 40)
      .map(({ order, msg }) => ({ order, msg }));

  it('is recorded and told to the operator in a warning with the order id cut short', async () => {
    lines.length = 0;
    const order = await checkout(t, 'Paid Too Late');
    await holdEnded(t.db, order, '31 days');
    expect(await purgeAbandonedCheckouts(t.db, { retentionDays: 30 })).toEqual({
      donations: 1,
      sandboxOrders: 0,
    });
    phonepe.settle(order.merchantOrderId, 'COMPLETED');

    const response = await webhook(order);
    expect(response.statusCode).toBe(404);
    expect(warnings()).toEqual([{ order: maskedId(order.merchantOrderId), msg: PAYMENT_FOR_UNKNOWN_ORDER }]);
    expect(
      await t.db.query('SELECT reported_state, outcome FROM payment_events WHERE merchant_order_id = $1', [
        order.merchantOrderId,
      ]),
    ).toEqual([{ reported_state: 'SUCCESS', outcome: 'unknown-order' }]);
    expect(lines.join('\n')).not.toContain(order.merchantOrderId);
  });

  it('is not a warning when the provider says the order was never paid', async () => {
    lines.length = 0;
    const order = await checkout(t, 'Never Paid');
    await holdEnded(t.db, order, '31 days');
    await purgeAbandonedCheckouts(t.db, { retentionDays: 30 });
    phonepe.settle(order.merchantOrderId, 'FAILED');
    expect((await webhook(order)).statusCode).toBe(404);
    expect(warnings()).toEqual([]);
  });

  it('is a warning too when the checkout goes while the provider is asked', async () => {
    lines.length = 0;
    const order = await checkout(t, 'Deleted Meanwhile');
    phonepe.settle(order.merchantOrderId, 'COMPLETED');
    phonepe.beforeStatusAnswer(() =>
      t.db.query('DELETE FROM donations WHERE id = $1', [order.donationId]).then(() => undefined),
    );
    try {
      const response = await webhook(order);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.outcome).toBe('unknown-order');
    } finally {
      phonepe.beforeStatusAnswer(undefined);
    }
    expect(warnings()).toEqual([{ order: maskedId(order.merchantOrderId), msg: PAYMENT_FOR_UNKNOWN_ORDER }]);
  });

  it('is a warning when the checkout goes while a status read asks the provider', async () => {
    lines.length = 0;
    const order = await checkout(t, 'Read Meanwhile');
    phonepe.settle(order.merchantOrderId, 'COMPLETED');
    phonepe.beforeStatusAnswer(() =>
      t.db.query('DELETE FROM donations WHERE id = $1', [order.donationId]).then(() => undefined),
    );
    try {
      await t.app.inject({ url: `/api/v2/donations/${order.donationId}/status` });
    } finally {
      phonepe.beforeStatusAnswer(undefined);
    }
    expect(warnings()).toEqual([{ order: maskedId(order.merchantOrderId), msg: PAYMENT_FOR_UNKNOWN_ORDER }]);
    expect(
      await t.db.query(
        'SELECT source, reported_state, outcome FROM payment_events WHERE merchant_order_id = $1',
        [order.merchantOrderId],
      ),
    ).toEqual([{ source: 'status-query', reported_state: 'SUCCESS', outcome: 'unknown-order' }]);
  });
});

/**
 * Several connections at once need a real PostgreSQL (PGlite has one): run with
 * `bash api/scripts/test-postgres.sh api/src/features/retention/retention.test.ts`.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'deleting on a real PostgreSQL, beside payments and replicas',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('passes over a checkout a payment report holds locked, without waiting for it', async () => {
      const reported = await checkout(t, 'Being Reported');
      const abandoned = await checkout(t, 'Abandoned');
      await holdEnded(t.db, reported, '31 days');
      await holdEnded(t.db, abandoned, '31 days');

      // As apply-provider-report holds it while it decides.
      const counts = await t.db.transaction(async (tx) => {
        await tx.query('SELECT id FROM donations WHERE id = $1 FOR UPDATE', [reported.donationId]);
        return purgeAbandonedCheckouts(t.db, { retentionDays: 30 });
      });
      expect(counts).toEqual({ donations: 1, sandboxOrders: 1 });
      expect(await donorNames(t.db)).toEqual(['Being Reported']);
      // The next run, with the report done, takes it.
      expect(await purgeAbandonedCheckouts(t.db, { retentionDays: 30 })).toEqual({
        donations: 1,
        sandboxOrders: 1,
      });
    });

    it('shares a backlog between replicas purging at once, each checkout deleted once', async () => {
      const replica = await openTestDatabase(t.location);
      try {
        for (let index = 0; index < 40; index += 1) {
          await holdEnded(t.db, await checkout(t, `Backlog ${index}`), '31 days');
        }
        const [first, second] = await Promise.all([
          purgeAbandonedCheckouts(t.db, { retentionDays: 30, batchSize: 3 }),
          purgeAbandonedCheckouts(replica, { retentionDays: 30, batchSize: 3 }),
        ]);
        expect((first?.donations ?? 0) + (second?.donations ?? 0)).toBe(40);
        expect((first?.sandboxOrders ?? 0) + (second?.sandboxOrders ?? 0)).toBe(40);
        expect(await donorNames(t.db)).toEqual([]);
      } finally {
        await replica.close();
      }
    });
  },
);
