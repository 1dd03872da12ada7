import { expect } from '@playwright/test';
import { API_URL } from './site';

export interface CreatedDonation {
  donationId: string;
  paymentUrl: string;
  merchantOrderId: string;
}

const DONOR = {
  paymentType: 'DONATION',
  donorName: 'E2E Devotee',
  donorEmail: 'e2e.devotee@example.com',
  donorPhone: '9876543210',
  address: '42 Kanakapura Road',
  pincode: '560062',
  city: 'Bengaluru',
  country: 'India',
};

/** Waits for the API the site server starts (the site answers before the API has opened its port). */
export async function waitForApi(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${API_URL}/health`).catch(() => undefined))?.ok, { timeout: 60_000 })
    .toBe(true);
}

/** A fresh donation straight through the API, as the donation dialog would send it. */
export async function createDonation(fields: Record<string, unknown> = {}): Promise<CreatedDonation> {
  const response = await fetch(`${API_URL}/api/v2/donations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ shilas: 2, ...DONOR, ...fields }),
  });
  const body = (await response.json()) as { data: CreatedDonation };
  expect(response.ok, JSON.stringify(body)).toBe(true);
  return body.data;
}

/**
 * Settles a donation's payment through the sandbox provider. Only the order's own checkout
 * page holds the secret that settles it, so the secret is read from that page first.
 */
export async function settlePayment(merchantOrderId: string, status: 'SUCCESS' | 'FAILED'): Promise<void> {
  const page = await (await fetch(`${API_URL}/sandbox/checkout/${merchantOrderId}`)).text();
  const secret = /name="secret" value="([^"]+)"/.exec(page)?.[1];
  expect(secret, 'the checkout page holds the secret of its order').toBeTruthy();
  const response = await fetch(`${API_URL}/sandbox/orders/${merchantOrderId}/complete`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status, secret }),
  });
  expect(response.ok, await response.text()).toBe(true);
}
