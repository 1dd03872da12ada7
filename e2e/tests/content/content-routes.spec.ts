import { appUrl } from '../../support/site';
import { routesOfApp } from '../../support/site-routes';
import { expect, test } from '../../support/test';

const ORIGINS = { composed: '', standalone: appUrl('mfe-content') };

for (const [mode, origin] of Object.entries(ORIGINS)) {
  test.describe(`content routes, ${mode}`, () => {
    for (const route of routesOfApp('mfe-content')) {
      test(`${route.path} renders its page @phone`, async ({ page }) => {
        await page.goto(`${origin}${route.path}`);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
        if (route.path.startsWith('/legal/'))
          await expect(page.getByText('Last updated 15 October 2025')).toBeVisible();
      });
    }
  });
}

test('a legal page’s table of contents links to its headings', async ({ page }) => {
  await page.goto('/legal/refund-and-cancellation');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'Response and processing' }).click();
  await expect(page).toHaveURL('/legal/refund-and-cancellation#processing');
  await expect(page.getByRole('heading', { name: 'Response and processing' })).toBeInViewport();
});
