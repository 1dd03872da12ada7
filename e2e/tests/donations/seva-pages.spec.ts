import { expect, test } from '../../support/test';
import { chooseFirstBhogDate, fillDonor, submitToCheckout } from './donation-form';

test.describe('dedicated contribution pages', () => {
  test('Shiladaan: Offer My Shila scrolls to the form, which reaches the checkout @phone', async ({
    page,
  }) => {
    await page.goto('/mandir-nirman-seva/shiladaan');
    await page.getByRole('button', { name: 'Offer My Shila' }).first().click();
    const form = page.locator('#contribute-form');
    await expect(form).toBeInViewport();
    await expect(form.getByTestId('donation-total')).toHaveText('₹11,000');
    await fillDonor(form);
    await submitToCheckout(page, form);
  });

  test('Rangamandap preselects five sq. units; #faq-{id} opens that answer', async ({ page }) => {
    await page.goto('/mandir-nirman-seva/rangamandap#faq-cost');
    await expect(page.locator('#contribute-form').getByTestId('donation-quantity')).toHaveText('5 sq. units');
    await expect(page.getByText('The Rangamandap is sponsored at ₹2,100 per sq. unit.')).toBeVisible();
    await expect(page.locator('#faq-cost')).toBeInViewport();
  });

  test('Amrit Bhog offers Purnima dates and searches its FAQ', async ({ page }) => {
    await page.goto('/amrit-bhog');
    const form = page.locator('#contribute-form');
    await chooseFirstBhogDate(form);
    await expect(form.getByTestId('donation-total')).toHaveText('₹21,000');
    await page.getByLabel('Search questions').fill('zzz');
    await expect(page.getByText('No matching questions.')).toBeVisible();
    await page.getByLabel('Search questions').fill('upi');
    await expect(page.getByRole('button', { name: 'How can I pay?' })).toBeVisible();
  });

  test('the hub lists contributors and the view-all dialog filters them', async ({ page }) => {
    await page.goto('/mandir-nirman-seva');
    await page.getByRole('button', { name: 'View all devotees' }).click();
    const dialog = page.getByRole('dialog', { name: 'Our Devotees' });
    await expect(dialog.getByRole('tab', { name: 'Bengaluru' })).toBeVisible();
    await dialog.getByLabel('Search devotees').fill('no such devotee at all');
    await expect(dialog.getByText('No devotees match your search.')).toBeVisible();
  });
});
