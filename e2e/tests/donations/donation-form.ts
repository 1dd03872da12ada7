import { expect, type Locator, type Page } from '../../support/test';

/** A donor the real API accepts. */
export const DONOR = {
  'Full name': 'Asha Rao',
  Email: 'asha.rao@example.org',
  'Mobile number': '9876543210',
  Address: '12 Temple Street, Jayanagar',
  Pincode: '560041',
  City: 'Bengaluru',
} as const;

export async function fillDonor(scope: Locator): Promise<void> {
  for (const [label, value] of Object.entries(DONOR)) {
    await scope.getByLabel(label, { exact: false }).first().fill(value);
  }
}

/** Submits and waits for the provider's sandbox checkout page. */
export async function submitToCheckout(page: Page, scope: Locator): Promise<void> {
  await scope.getByRole('button', { name: /^Contribute ₹/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/[\w-]+/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
}

/** Picks the first Purnima the API offers. */
export async function chooseFirstBhogDate(scope: Locator): Promise<void> {
  const select = scope.getByLabel('Purnima date');
  await expect(select.locator('option').nth(1)).toBeAttached();
  const first = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(first ?? '');
}
