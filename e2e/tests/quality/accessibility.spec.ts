import AxeBuilder from '@axe-core/playwright';
import { createDonation, settlePayment, waitForApi } from '../../support/donations';
import { siteRoutes } from '../../support/site-routes';
import { expect, type Page, test } from '../../support/test';

/** WCAG 2.2 A and AA, plus axe's best practices (landmarks, headings). */
async function expectNoViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `   ${node.html.slice(0, 160)}\n     ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join('\n')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Animations would make colour checks flaky; a visitor who asks for less motion gets the same page. */
test.use({ reducedMotion: 'reduce' });

test.describe('accessibility (axe, zero violations) @phone', () => {
  let paidOrderId = '';
  test.beforeAll(async () => {
    await waitForApi();
    const { merchantOrderId } = await createDonation({ donorName: 'Axe Devotee' });
    await settlePayment(merchantOrderId, 'SUCCESS');
    paidOrderId = merchantOrderId;
  });

  for (const route of siteRoutes()) {
    test(`${route.path}`, async ({ page }) => {
      const path = route.path === '/payment-status' ? `${route.path}?order_id=${paidOrderId}` : route.path;
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    });
  }

  test('the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the donation dialog, opened from the header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Contribute Now' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, '[role="dialog"]');
  });

  test('the donation dialog with every field in error: each message readable', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Contribute Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Contribute/ }).click();
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
    await expectNoViolations(page, '[role="dialog"]');
  });

  test('the contributors dialog', async ({ page }) => {
    await page.goto('/mandir-nirman-seva');
    const viewAll = page.getByRole('button', { name: /view all/i }).first();
    await viewAll.scrollIntoViewIfNeeded();
    await viewAll.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, '[role="dialog"]');
  });
});
