import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { validDonation } from '../testing/valid-donation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIELDS = [
  'shilas',
  'donorName',
  'donorEmail',
  'donorPhone',
  'address',
  'pincode',
  'city',
  'country',
  'paymentType',
  'bhogDate',
  'pan',
  'website',
  'isAnonymous',
];
/** Fields with a pattern, where any of the strings below is wrong. */
const PATTERN_FIELDS = [
  'shilas',
  'donorEmail',
  'donorPhone',
  'pincode',
  'city',
  'paymentType',
  'bhogDate',
  'pan',
  'website',
  'isAnonymous',
];
/** Wrong for every field: wrong types, out of range, far too long. */
const WRONG_FOR_ANY: unknown[] = [null, -1, 1e308, [], {}, [1, 2], { $gt: '' }, 'x'.repeat(100_000)];
const HOSTILE_STRINGS = [
  "'; DROP TABLE donations; --",
  '<script>alert(1)</script>',
  '\u0000\u0001\u0002',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙏🏽',
  '\u202Eevil',
  '{"$gt": ""}',
  '../../etc/passwd',
  '%00%ff',
];

/** Each field set to each bad value, plus broken bodies of every other kind. */
function badRequests(): { payload: string; contentType: string }[] {
  const json = (body: unknown) => ({ payload: JSON.stringify(body), contentType: 'application/json' });
  const withField = (field: string, value: unknown) =>
    json(validDonation({ [field]: value, ...(field === 'bhogDate' ? { paymentType: 'BHOG' } : {}) }));
  const requests = [
    ...FIELDS.flatMap((field) => WRONG_FOR_ANY.map((value) => withField(field, value))),
    ...PATTERN_FIELDS.flatMap((field) => HOSTILE_STRINGS.map((value) => withField(field, value))),
    ...FIELDS.map((field) => withField(field, true)).filter((_, index) => FIELDS[index] !== 'isAnonymous'),
  ];
  for (const field of FIELDS.slice(0, 8)) {
    const body = validDonation();
    delete body[field];
    if (field !== 'country' && field !== 'shilas') requests.push(json(body));
  }
  requests.push(
    json(null),
    json([validDonation()]),
    json('donation'),
    json(42),
    json({}),
    json(validDonation({ paymentType: 'BHOG', bhogDate: '2099-13-45' })),
    { payload: '{"shilas": 1,', contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: 'shilas=1', contentType: 'application/x-www-form-urlencoded' },
    { payload: '<donation/>', contentType: 'application/xml' },
    {
      payload: JSON.stringify(validDonation({ donorName: 'x'.repeat(70_000) })),
      contentType: 'application/json',
    },
  );
  return requests;
}

describe('malformed input', () => {
  it('answers every one of 200+ bad create requests with a clear 4xx and stores nothing', async () => {
    const requests = badRequests();
    expect(requests.length).toBeGreaterThanOrEqual(200);
    for (const request of requests) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/donations',
        payload: request.payload,
        headers: { 'content-type': request.contentType },
      });
      const context = `${response.statusCode} for ${request.payload.slice(0, 120)}`;
      expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, context).toBeLessThan(500);
      const body = response.json();
      expect(body.success, context).toBe(false);
      expect(typeof body.error, context).toBe('string');
      expect(body.error.length, context).toBeGreaterThan(0);
      expect(body.error.length, context).toBeLessThan(200);
    }
    const [count] = await t.db.query<{ total: number }>('SELECT count(*)::int AS total FROM donations');
    expect(count?.total).toBe(0);
  });

  it('answers bad ids and queries on the read calls with 4xx', async () => {
    for (const url of [
      `/api/v2/donations/${'x'.repeat(500)}/status`,
      `/api/v2/donations/${encodeURIComponent("' OR 1=1 --")}/status`,
      '/api/v2/donations/contributors?limit=-1',
      '/api/v2/donations/contributors?page=abc',
      '/api/v2/donations/contributors?limit=0x10',
      '/api/v2/donations/contributors?limit=1e2',
      '/api/v2/events/images?featured=maybe',
      `/api/v2/receipts/${encodeURIComponent('<x>')}/receipt?token=abc`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
