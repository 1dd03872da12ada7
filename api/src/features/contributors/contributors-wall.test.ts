import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSandboxOrder } from '../../testing/sandbox-checkout';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
/** The name a tester paid one Rangamandap unit with, to put a lure at the top of the wall. */
const SPAM_NAME = '80G refund help: call 9876543210 / https://srimandir-refunds.example';
const ID_FORM =
  'Give the id of the contributor (as the contributors list shows it), or the donation id or merchant order id, as {"id": "…"}';

interface WallEntry {
  id: string;
  donorName: string;
  donationDate: string;
}

async function paidDonation(t: TestApp, overrides: Record<string, unknown>) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v2/donations',
    payload: validDonation(overrides),
  });
  expect(created.statusCode, created.body).toBe(201);
  const data = created.json().data as { donationId: string; merchantOrderId: string };
  expect((await completeSandboxOrder(t.app, data.merchantOrderId, 'SUCCESS')).statusCode).toBe(200);
  return data;
}

async function wall(t: TestApp) {
  const response = await t.app.inject({ url: '/api/v2/donations/contributors?limit=100' });
  expect(response.statusCode).toBe(200);
  return response.json().data as { contributors: WallEntry[]; pagination: { total: number } };
}

describe('the operator takes an entry off the public contributors wall', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { OPERATOR_TOKEN, RATE_LIMIT_OPERATOR_MAX: '1000', LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  const operator = (action: string, payload: unknown, authorization = `Bearer ${OPERATOR_TOKEN}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/operator/contributors/${action}`,
      headers: { authorization, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const names = async () => (await wall(t)).contributors.map((entry) => entry.donorName);
  const statistics = async () => (await t.app.inject({ url: '/api/donations/stats' })).json().data;

  let spam: { donationId: string; merchantOrderId: string };
  let spamEntryId: string;

  it('by the id the wall shows: the entry leaves the wall, the totals keep its money, and it can come back', async () => {
    await paidDonation(t, { donorName: 'Asha Rao', showInContributors: true });
    spam = await paidDonation(t, {
      paymentType: 'RANGAMANDAP',
      shilas: 1,
      donorName: SPAM_NAME,
      donorEmail: 'lure@example.org',
      showInContributors: true,
    });
    const before = await wall(t);
    expect(before.contributors.map((entry) => entry.donorName)).toEqual([SPAM_NAME, 'Asha Rao']);
    spamEntryId = before.contributors[0]?.id as string;
    const totals = { totalAmount: 13100, totalDonations: 2, totalShilas: 1, averageDonation: 6550 };
    expect(await statistics()).toEqual(totals);

    const hidden = await operator('hide', { id: spamEntryId });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.headers['cache-control']).toBe('no-store');
    expect(hidden.json()).toEqual({
      success: true,
      data: { contributorId: spamEntryId, donationId: spam.donationId, hidden: true, onWall: false },
    });
    expect(await names()).toEqual(['Asha Rao']);
    expect((await wall(t)).pagination.total).toBe(1);
    expect((await t.app.inject({ url: '/api/contributors?limit=100' })).body).not.toContain('9876543210');
    expect(await statistics()).toEqual(totals);

    // Asked again, nothing changes and nothing fails.
    expect((await operator('hide', { id: spamEntryId })).json().data).toEqual({
      contributorId: spamEntryId,
      donationId: spam.donationId,
      hidden: true,
      onWall: false,
    });

    const back = await operator('unhide', { id: spamEntryId });
    expect(back.statusCode).toBe(200);
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.json().data).toEqual({
      contributorId: spamEntryId,
      donationId: spam.donationId,
      hidden: false,
      onWall: true,
    });
    expect(await names()).toEqual([SPAM_NAME, 'Asha Rao']);
    expect((await operator('unhide', { id: spamEntryId })).json().data.onWall).toBe(true);
  });

  it('by the donation id or the merchant order id, as the refunds and bookings lists name donations', async () => {
    expect((await operator('hide', { id: spam.donationId })).json().data).toEqual({
      contributorId: spamEntryId,
      donationId: spam.donationId,
      hidden: true,
      onWall: false,
    });
    expect(await names()).toEqual(['Asha Rao']);
    expect((await operator('unhide', { id: ` ${spam.merchantOrderId} ` })).json().data.onWall).toBe(true);
    expect(await names()).toEqual([SPAM_NAME, 'Asha Rao']);
    expect((await operator('hide', { id: spam.merchantOrderId })).json().data.hidden).toBe(true);
    expect(await names()).toEqual(['Asha Rao']);
  });

  it("logs what the operator did by the wall's public id, without the name or the donation's ids", () => {
    const actions = lines
      .map((line) => JSON.parse(line) as { msg: string; contributorId?: string })
      .filter((line) => line.contributorId !== undefined)
      .map((line) => [line.msg, line.contributorId]);
    expect(actions).toEqual([
      ['A contributor was taken off the public wall', spamEntryId],
      ['A contributor was taken off the public wall', spamEntryId],
      ['A contributor was put back on the public wall', spamEntryId],
      ['A contributor was put back on the public wall', spamEntryId],
      ['A contributor was taken off the public wall', spamEntryId],
      ['A contributor was put back on the public wall', spamEntryId],
      ['A contributor was taken off the public wall', spamEntryId],
    ]);
    const log = lines.join('');
    for (const secret of ['9876543210', 'srimandir-refunds', spam.donationId, spam.merchantOrderId])
      expect(log).not.toContain(secret);
  });

  it('answers 404 for an id that names no donation', async () => {
    for (const id of [
      'AAAAAAAAAAAAAAAAAAAAAA',
      '00000000-0000-4000-8000-000000000000',
      'SMT20261128ABCDEF012345',
    ]) {
      const response = await operator('hide', { id });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().error).toBe('No contributor or donation has this id');
    }
    // A donation its donor kept off the wall can be kept off it by the operator too.
    const unlisted = await paidDonation(t, { donorName: 'Meera Iyer', donorEmail: 'meera@example.org' });
    expect((await operator('hide', { id: unlisted.donationId })).json().data).toMatchObject({
      donationId: unlisted.donationId,
      hidden: true,
      onWall: false,
    });
  });

  it('asks for the id in one form, with a 400 and never a 5xx', async () => {
    for (const body of [
      {},
      { id: 42 },
      { id: '' },
      { id: '   ' },
      { id: 'a b' },
      { id: 'x'.repeat(101) },
      { id: null },
    ]) {
      const response = await operator('hide', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(ID_FORM);
    }
    for (const [body, error] of [
      ['[]', 'Request body must be a JSON object'],
      ['"x"', 'Request body must be a JSON object'],
      ['{"id":', 'Request body must be valid JSON'],
      ['{"id":"a\\u0000b"}', 'The request must not contain NUL characters'],
    ] as const) {
      const response = await operator('unhide', body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json().error).toBe(error);
    }
  });

  it('is for the operator only', async () => {
    for (const action of ['hide', 'unhide']) {
      for (const authorization of ['', 'Bearer wrong-token-wrong-token', `Basic ${OPERATOR_TOKEN}`]) {
        const response = await operator(action, { id: spamEntryId }, authorization);
        expect(response.statusCode).toBe(401);
        expect(response.json().error).toBe(
          'Operator credential required: send Authorization: Bearer <operator token>',
        );
      }
    }
    expect(await names()).toEqual(['Asha Rao']);
  });
});

describe('the contributors wall routes of the operator', () => {
  it('answer 503 when no operator credential is configured', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/operator/contributors/hide',
        headers: { authorization: 'Bearer anything-at-all-0123456789' },
        payload: { id: 'AAAAAAAAAAAAAAAAAAAAAA' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('Operator access is not configured');
    } finally {
      await t.close();
    }
  });

  it("count against the operator's rate limit, so the token cannot be guessed at leisure", async () => {
    const t = await createTestApp({ OPERATOR_TOKEN, RATE_LIMIT_OPERATOR_MAX: '2' });
    try {
      const guess = (action: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v2/operator/contributors/${action}`,
          headers: { authorization: 'Bearer wrong-guess' },
          payload: { id: 'AAAAAAAAAAAAAAAAAAAAAA' },
        });
      expect([
        (await guess('hide')).statusCode,
        (await guess('unhide')).statusCode,
        (await guess('hide')).statusCode,
      ]).toEqual([401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('the contributors wall shows when a donor gave', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('as the day of the payment in India, not the instant the status page shows', async () => {
    const evening = await paidDonation(t, { donorName: 'Kiran Shetty', showInContributors: true });
    const night = await paidDonation(t, {
      donorName: 'Ravi Kumar',
      showInContributors: true,
      isAnonymous: true,
    });
    const paidAt = async (id: string, instant: string) =>
      t.db.query('UPDATE donations SET completed_at = $2 WHERE id = $1', [id, instant]);
    // 18:29 UTC is 23:59 in India; 18:31 UTC is already 00:01 of the next day there.
    await paidAt(evening.donationId, '2026-01-14T18:29:59.999Z');
    await paidAt(night.donationId, '2026-01-14T18:31:07.123Z');

    const response = await t.app.inject({ url: '/api/v2/donations/contributors?limit=100' });
    const entries = (response.json().data.contributors as WallEntry[]).map((entry) => [
      entry.donorName,
      entry.donationDate,
    ]);
    expect(entries).toEqual([
      ['Anonymous', '2026-01-15'],
      ['Kiran Shetty', '2026-01-14'],
    ]);
    expect(response.body).not.toContain('18:31');
    expect(response.body).not.toContain('T18:');
    const status = await t.app.inject({ url: `/api/v2/donations/${night.donationId}/status` });
    expect(status.json().data.completedAt).toBe('2026-01-14T18:31:07.123Z');
  });
});
