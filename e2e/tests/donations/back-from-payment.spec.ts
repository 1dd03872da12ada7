import AxeBuilder from '@axe-core/playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from '@temple/shared/chromium';
import { expect, test } from '../../support/test';
import { fillDonor, submitToCheckout } from './donation-form';

// As visitors' browsers do: Playwright turns the back/forward cache off by default.
test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('back from the payment page, the form is usable again, keeps what was typed, and links to the payment left open @phone', async ({
  page,
}) => {
  await page.goto('/mandir-nirman-seva/shiladaan');
  const form = page.locator('#contribute-form');
  await fillDonor(form);
  await submitToCheckout(page, form);
  const checkout = page.url();

  // Shown from the cache, the page fires no load event.
  await page.goBack({ waitUntil: 'commit' });
  await expect(form.getByText('Back from the payment page')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Contribute ₹11,000' })).not.toHaveAttribute('aria-disabled');
  await expect(form.getByLabel('Full name')).toHaveValue('Asha Rao');
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="donation-notice"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await form.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(checkout);
});
