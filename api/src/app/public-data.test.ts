import { gunzipSync } from 'node:zlib';
import {
  CSR_MESSAGES,
  contributorsResponseSchema,
  HIGHLIGHT_MIN_SHILAS,
  HIGHLIGHT_MIN_SQ_UNITS,
} from '@temple/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config';
import { PUBLISHED_PURNIMA_2025 } from '../testing/purnima-2025';
import { completeSandboxOrder } from '../testing/sandbox-checkout';
import { createTestApp, type TestApp } from '../testing/test-app';
import { validDonation } from '../testing/valid-donation';
import { buildApp } from './server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_SAMPLE_DATA: 'true', PUBLIC_API_URL: 'http://api.test' });
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ url })).json();

describe('contributors', () => {
  it('are seeded with sample donors from Bengaluru, the rest of India and abroad, of every seva', async () => {
    const { data } = await get('/api/v2/donations/contributors?limit=100');
    const contributors = contributorsResponseSchema.parse(data).contributors;
    expect(contributors.some((c) => c.location.includes('Bengaluru'))).toBe(true);
    expect(contributors.some((c) => c.countryCode === 'IN' && !c.location.includes('Bengaluru'))).toBe(true);
    expect(contributors.some((c) => c.countryCode !== 'IN')).toBe(true);
    expect(new Set(contributors.map((c) => c.paymentType))).toEqual(
      new Set(['DONATION', 'RANGAMANDAP', 'BHOG']),
    );
    expect(
      contributors.some((c) => c.paymentType === 'DONATION' && c.amount / 11000 >= HIGHLIGHT_MIN_SHILAS),
    ).toBe(true);
    expect(
      contributors.some((c) => c.paymentType === 'RANGAMANDAP' && c.amount / 2100 >= HIGHLIGHT_MIN_SQ_UNITS),
    ).toBe(true);
    expect(contributors.some((c) => c.donorName === 'Anonymous')).toBe(true);
  });

  it("sample donations' order ids are as random as real ones: an order id opens a status with the donor's e-mail", async () => {
    const seeded = await createTestApp({ SEED_SAMPLE_DATA: 'true', PUBLIC_API_URL: 'http://api.test' });
    try {
      const rows = await seeded.db.query<{ id: string }>(
        'SELECT merchant_order_id AS id FROM donations WHERE is_sample',
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const { id } of rows) expect(id).toMatch(/^SAMPLE\d{8}[0-9A-F]{12}$/);
      const guessed = await seeded.app.inject({ url: '/api/v2/donations/SAMPLE0001/status' });
      expect(guessed.statusCode).toBe(404);
    } finally {
      await seeded.close();
    }
  });

  it('sample Amrit Bhog donors are listed for a Purnima, the first after their payment', async () => {
    const seeded = await createTestApp(
      { SEED_SAMPLE_DATA: 'true', PUBLIC_API_URL: 'http://api.test' },
      { now: () => new Date('2025-09-01T12:00:00+05:30') },
    );
    try {
      const rows = await seeded.db.query<{ bhog: string; paid: string }>(
        `SELECT bhog_date::text AS bhog, (completed_at AT TIME ZONE 'Asia/Kolkata')::date::text AS paid
         FROM donations WHERE is_sample AND payment_type = 'BHOG' ORDER BY completed_at`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const { bhog, paid } of rows) {
        expect(PUBLISHED_PURNIMA_2025, `${bhog} paid on ${paid}`).toContain(bhog);
        expect(bhog >= paid, `${bhog} paid on ${paid}`).toBe(true);
        expect(PUBLISHED_PURNIMA_2025.filter((day) => day >= paid)[0]).toBe(bhog);
      }
    } finally {
      await seeded.close();
    }
  });

  it('come compressed when the client accepts it, and plain when it does not', async () => {
    const url = '/api/v2/donations/contributors?limit=30';
    const gzipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('leave small answers uncompressed', async () => {
    const health = await t.app.inject({ url: '/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('show only successful donations whose donors agreed, anonymous donors as Anonymous, newest first', async () => {
    const complete = async (body: Record<string, unknown>) => {
      const { data } = (
        await t.app.inject({ method: 'POST', url: '/api/v2/donations', payload: body })
      ).json();
      await completeSandboxOrder(t.app, data.merchantOrderId, 'SUCCESS');
      return data;
    };
    const pending = validDonation({
      donorName: 'Pending Person',
      donorEmail: 'p@example.org',
      showInContributors: true,
    });
    await t.app.inject({ method: 'POST', url: '/api/v2/donations', payload: pending });
    await complete(validDonation({ donorName: 'Private Person', donorEmail: 'private@example.org' }));
    const hidden = await complete(
      validDonation({
        donorName: 'Hidden Person',
        isAnonymous: true,
        showInContributors: true,
        shilas: 3,
        city: 'Mysuru',
      }),
    );
    const list = (await get('/api/v2/donations/contributors?limit=1000')).data.contributors;
    expect(JSON.stringify(list)).not.toMatch(/Pending Person|Hidden Person|Private Person|@/);
    expect(list[0]).toEqual({
      id: expect.stringMatching(/^[\w-]{22}$/),
      donorName: 'Anonymous',
      location: 'Mysuru, India',
      amount: 33000,
      formattedAmount: '₹33,000',
      donationDescription: 'Shiladaan - 3 Shilas',
      donationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      paymentType: 'DONATION',
      country: 'India',
      countryCode: 'IN',
    });
    expect(list[0].id).not.toBe(hidden.donationId);
  });

  it('paginate, and filter by payment type on the same-origin list', async () => {
    const page = (await get('/api/v2/donations/contributors?limit=5&page=2')).data;
    expect(page.contributors).toHaveLength(5);
    expect(page.pagination).toEqual({ page: 2, limit: 5, total: 17, totalPages: 4 });
    const bhog = (await get('/api/contributors?limit=1000&paymentType=BHOG')).data.contributors;
    expect(bhog.length).toBeGreaterThan(0);
    expect(bhog.every((c: { paymentType: string }) => c.paymentType === 'BHOG')).toBe(true);
    expect((await t.app.inject({ url: '/api/contributors?limit=5000' })).statusCode).toBe(400);
  });
});

describe('GET /api/donations/stats', () => {
  it('totals the successful donations', async () => {
    const { success, data } = await get('/api/donations/stats');
    expect(success).toBe(true);
    const rows = await t.db.query<{ amount: number; shilas: number; payment_type: string }>(
      `SELECT amount, shilas, payment_type FROM donations WHERE payment_status = 'SUCCESS'`,
    );
    const total = rows.reduce((sum, row) => sum + row.amount, 0);
    expect(data).toEqual({
      totalAmount: total,
      totalDonations: rows.length,
      totalShilas: rows
        .filter((row) => row.payment_type === 'DONATION')
        .reduce((sum, row) => sum + row.shilas, 0),
      averageDonation: Math.round(total / rows.length),
    });
  });
});

describe('event images', () => {
  it('are listed with filters, sorting and pagination', async () => {
    const all = (await get('/api/v2/events/images?limit=100')).data;
    expect(all.images.length).toBe(all.pagination.total);
    const taken = all.images.map((image: { takenAt: string }) => image.takenAt);
    expect(taken).toEqual([...taken].sort().reverse());
    const byTitle = (await get('/api/v2/events/images?sortBy=title&sortOrder=asc')).data.images;
    const titles = byTitle.map((image: { title: string }) => image.title);
    expect(titles).toEqual([...titles].sort());
    const festivals = (await get('/api/v2/events/images?eventType=festival&featured=true')).data.images;
    expect(festivals.length).toBeGreaterThan(0);
    expect(
      festivals.every(
        (image: { eventType: string; featured: boolean }) => image.eventType === 'festival' && image.featured,
      ),
    ).toBe(true);
    expect((await t.app.inject({ url: '/api/v2/events/images?sortBy=evil' })).statusCode).toBe(400);
  });

  it('featured and types', async () => {
    const featured = (await get('/api/v2/events/images/featured?limit=2')).data.images;
    expect(featured).toHaveLength(2);
    expect(featured.every((image: { featured: boolean }) => image.featured)).toBe(true);
    expect((await get('/api/v2/events/types')).data.types).toEqual([
      'ceremony',
      'construction',
      'festival',
      'seva',
    ]);
  });

  it('sample pictures are served by the API', async () => {
    const [image] = (await get('/api/v2/events/images?limit=1')).data.images;
    expect(image.imageUrl).toMatch(/^http:\/\/api\.test\/sample-images\/events\/.+\.svg$/);
    const picture = await t.app.inject({ url: new URL(image.imageUrl).pathname });
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('Sample image');
  });
});

describe('GET /health', () => {
  it('is plain: status, database and version', async () => {
    expect(await get('/health')).toEqual({ status: 'ok', database: 'up', version: '1.0.0' });
  });

  it('says when the database cannot be reached', async () => {
    const unreachable = {
      ...t.db,
      query: async () => {
        throw new Error('connection refused');
      },
      close: async () => {},
    };
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false' }), {
      db: unreachable,
    });
    try {
      const response = await app.inject({ url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'down', version: '1.0.0' });
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/contact', () => {
  const enquiry = {
    organizationName: 'Acme Industries',
    contactPerson: 'Meera Iyer',
    designation: 'CSR Head',
    email: 'meera@acme.example',
    areasOfInterest: ['Education', 'Healthcare'],
    contributionType: [],
    message: 'We would like to sponsor Amrit Bhog.',
  };

  it('stores the enquiry and answers 201 with its id', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: enquiry });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const [row] = await t.db.query<{ organization_name: string }>(
      'SELECT organization_name FROM csr_enquiries WHERE id = $1',
      [id],
    );
    expect(row?.organization_name).toBe('Acme Industries');
  });

  it.each([
    [{ organizationName: ' ' }, CSR_MESSAGES.organizationRequired],
    [{ contactPerson: undefined }, CSR_MESSAGES.contactPersonRequired],
    [{ email: 'meera-at-acme' }, CSR_MESSAGES.email],
    [{ email: '' }, CSR_MESSAGES.emailRequired],
  ])('answers 400 with the message for %j', async (change, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...enquiry, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, error: message });
  });

  it('takes at most the hourly ceiling from all clients together, then says where to write', async () => {
    const capped = await createTestApp({
      CSR_ENQUIRIES_PER_HOUR: '3',
      CSR_ENQUIRY_EMAIL: 'csr@trust.example',
    });
    try {
      const codes = [];
      for (let client = 1; client <= 4; client += 1) {
        const response = await capped.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: enquiry,
          remoteAddress: `198.51.100.${client}`,
        });
        codes.push(response.statusCode);
        if (client === 4)
          expect(response.json().error).toBe(
            'We are receiving more enquiries than usual. Please try again in an hour, or write to us at csr@trust.example.',
          );
      }
      expect(codes).toEqual([201, 201, 201, 429]);
      const [stored] = await capped.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM csr_enquiries',
      );
      expect(stored?.count).toBe(3);
    } finally {
      await capped.close();
    }
  });
});

describe('HTTP surface', () => {
  it('answers unknown paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/v3/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'Not found: GET /api/v3/nothing' });
  });

  it('allows the configured site origins only', async () => {
    const allowed = await createTestApp({ CORS_ORIGINS: 'http://localhost:3000,http://localhost:3001' });
    try {
      const preflight = await allowed.app.inject({
        method: 'OPTIONS',
        url: '/api/v2/donations',
        headers: {
          origin: 'http://localhost:3001',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3001');
      const foreign = await allowed.app.inject({
        url: '/health',
        headers: { origin: 'http://evil.example' },
      });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await allowed.close();
    }
  });

  it('lets a browser keep its preflight answer for two hours, not ask before every status poll', async () => {
    const allowed = await createTestApp({ CORS_ORIGINS: 'http://localhost:3001' });
    try {
      const preflight = await allowed.app.inject({
        method: 'OPTIONS',
        url: '/api/v2/donations/some-id/status',
        headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-max-age']).toBe('7200');
    } finally {
      await allowed.close();
    }
  });

  it('limits POST requests per client, not GETs', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const post = () => limited.app.inject({ method: 'POST', url: '/api/v2/donations', payload: {} });
      expect((await post()).statusCode).toBe(400);
      expect((await post()).statusCode).toBe(400);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatch(/^Too many requests/);
      for (let i = 0; i < 5; i += 1)
        expect((await limited.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
