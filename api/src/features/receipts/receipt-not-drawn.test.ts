import { receiptToken } from '@temple/shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { completeSandboxOrder } from '../../testing/sandbox-checkout';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';

// A drawing that fails as one past its time does (see receipt-drawer.ts).
vi.mock('./receipt-drawer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./receipt-drawer')>()),
  createReceiptDrawer: () => ({ draw: () => Promise.reject(new Error('The task has been aborted')) }),
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a receipt that cannot be drawn', () => {
  it('answers 503 with what the donor can do, and the API goes on answering', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/donations',
      payload: validDonation(),
    });
    const { donationId, merchantOrderId } = created.json().data;
    await completeSandboxOrder(t.app, merchantOrderId, 'SUCCESS');
    const receipt = await t.app.inject({
      url: `/api/v2/receipts/${donationId}/receipt?token=${await receiptToken('asha.rao@example.org')}`,
    });
    expect(receipt.statusCode).toBe(503);
    expect(receipt.json().error).toBe(
      'Your receipt could not be prepared just now. Please try again later; if it still fails, write to the trust with your donation ID.',
    );
    expect(
      (await t.app.inject({ url: `/api/v2/donations/${donationId}/status` })).json().data.paymentStatus,
    ).toBe('SUCCESS');
  });
});
