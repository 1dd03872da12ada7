import { DONATION_MESSAGES } from '@temple/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (pan: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/donations', payload: validDonation({ pan }) });

/** The PAN is printed on the 80G receipt: exactly five letters, four digits and a letter. */
describe('donor PAN', () => {
  it.each(['ABCDE1234FG', 'ABCDE1234F1', 'ABCDE1234F ABCDE'])(
    'refuses %j: nothing may follow the PAN',
    async (pan) => {
      const response = await create(pan);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ pan: [DONATION_MESSAGES.pan] });
    },
  );

  it.each(['XABCDE1234F', '1ABCDE1234F'])('refuses %j: nothing may precede the PAN', async (pan) => {
    expect((await create(pan)).statusCode).toBe(400);
  });

  it('takes a well-formed PAN, in capitals', async () => {
    const response = await create(' abcde1234f ');
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.query<{ pan: string }>('SELECT pan FROM donations WHERE id = $1', [
      response.json().data.donationId,
    ]);
    expect(row?.pan).toBe('ABCDE1234F');
  });
});
