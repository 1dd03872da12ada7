import { receiptToken } from '@temple/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { validDonation } from '../testing/valid-donation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_SAMPLE_DATA: 'true' });
});
afterAll(() => t.close());

let receiptSerial = 0;

/** Creates a donation and records it as paid, as a verified provider report would. */
async function paidDonation(overrides: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/donations',
    payload: validDonation(overrides),
  });
  const { data } = response.json();
  receiptSerial += 1;
  await t.db.query(
    `UPDATE donations SET payment_status = 'SUCCESS', completed_at = now(), receipt_number = $2 WHERE id = $1`,
    [data.donationId, `TEST/2026-27/${String(receiptSerial).padStart(5, '0')}`],
  );
  return data as { donationId: string; merchantOrderId: string };
}

const contributorsOf = async (url: string) => (await t.app.inject({ url })).json().data.contributors;

describe('consent: who appears among contributors', () => {
  it('lists a paid donor only with consent, by name or as Anonymous as chosen; never a pending one', async () => {
    await paidDonation({ donorName: 'Silent Devotee', donorEmail: 'silent@example.org', city: 'Udupi' });
    await paidDonation({
      donorName: 'Named Devotee',
      donorEmail: 'named@example.org',
      showInContributors: true,
      city: 'Hassan',
    });
    await paidDonation({
      donorName: 'Veiled Devotee',
      donorEmail: 'veiled@example.org',
      showInContributors: true,
      isAnonymous: true,
      city: 'Tumakuru',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation({ donorName: 'Unpaid Devotee', showInContributors: true, city: 'Kolar' }),
    });

    for (const url of ['/api/v2/donations/contributors?limit=1000', '/api/contributors?limit=1000']) {
      const list: { donorName: string; location: string }[] = await contributorsOf(url);
      const byCity = (city: string) => list.filter((c) => c.location === `${city}, India`);
      expect(byCity('Udupi'), url).toEqual([]);
      expect(byCity('Kolar'), url).toEqual([]);
      expect(
        byCity('Hassan').map((c) => c.donorName),
        url,
      ).toEqual(['Named Devotee']);
      expect(
        byCity('Tumakuru').map((c) => c.donorName),
        url,
      ).toEqual(['Anonymous']);
      expect(JSON.stringify(list), url).not.toMatch(/Silent Devotee|Veiled Devotee|Unpaid Devotee/);
    }
  });

  it('stores both choices with the donation, off unless given', async () => {
    const { donationId } = await paidDonation({ donorEmail: 'choices@example.org' });
    const [row] = await t.db.query<{ show_in_contributors: boolean; is_anonymous: boolean }>(
      'SELECT show_in_contributors, is_anonymous FROM donations WHERE id = $1',
      [donationId],
    );
    expect(row).toEqual({ show_in_contributors: false, is_anonymous: false });
  });

  it('keeps the seeded sample donors as the showcase', async () => {
    const list: { donorName: string }[] = await contributorsOf('/api/contributors?limit=1000');
    expect(list.map((c) => c.donorName)).toContain('Ramesh Iyer');
  });
});

describe('capabilities: a donation is reached only by its unguessable id', () => {
  it('no public list carries a donation id, order id, e-mail, phone, address or PAN', async () => {
    await paidDonation({
      donorName: 'Listed Donor',
      donorEmail: 'listed.donor@example.org',
      donorPhone: '9123456780',
      address: '7 Secret Lane',
      pan: 'ABCDE1234F',
      showInContributors: true,
    });
    const ids = await t.db.query<{ id: string; merchant_order_id: string }>(
      'SELECT id, merchant_order_id FROM donations',
    );
    for (const url of [
      '/api/v2/donations/contributors?limit=1000',
      '/api/contributors?limit=1000',
      '/api/donations/stats',
      '/api/donations',
    ]) {
      const body = (await t.app.inject({ url })).body;
      for (const { id, merchant_order_id } of ids) {
        expect(body, url).not.toContain(id);
        expect(body, url).not.toContain(merchant_order_id);
      }
      expect(body, url).not.toMatch(/@|9123456780|Secret Lane|ABCDE1234F/);
    }
  });

  it('a contributor id is stable and leads to no donation', async () => {
    const first: { id: string }[] = await contributorsOf('/api/v2/donations/contributors?limit=1000');
    const again: { id: string }[] = await contributorsOf('/api/v2/donations/contributors?limit=1000');
    expect(again.map((c) => c.id)).toEqual(first.map((c) => c.id));
    expect(new Set(first.map((c) => c.id)).size).toBe(first.length);
    const [someone] = first;
    for (const url of [
      `/api/v2/donations/${someone?.id}/status`,
      `/api/donations/${someone?.id}`,
      `/api/v2/donations/${someone?.id}/receipt/status`,
      `/api/v2/receipts/${someone?.id}/receipt?token=${await receiptToken('sample.donor1@example.org')}`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('status and receipt answers are kept by no cache', async () => {
    const email = 'cache.check@example.org';
    const { donationId, merchantOrderId } = await paidDonation({ donorEmail: email });
    const token = await receiptToken(email);
    for (const url of [
      `/api/v2/donations/${donationId}/status`,
      `/api/v2/donations/${merchantOrderId}/status`,
      `/api/donations/${donationId}/status`,
      `/api/donations/${donationId}`,
      `/api/v2/donations/${donationId}/receipt/status`,
      `/api/v2/receipts/${donationId}/receipt?token=${token}`,
      '/api/v2/donations/00000000-0000-4000-8000-000000000000/status',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation(),
    });
    expect(created.headers['cache-control']).toBe('private, no-store');
  });

  it('statistics stay public: totals only, no name', async () => {
    const response = await t.app.inject({ url: '/api/donations/stats' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data).sort()).toEqual([
      'averageDonation',
      'totalAmount',
      'totalDonations',
      'totalShilas',
    ]);
  });
});
