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
  const heading = page.getByRole('heading', { name: 'Response and processing' });
  await expect(heading).toBeInViewport();
  // Reading and the Tab key go on from the section, not from the table of contents.
  await expect(heading).toBeFocused();
});

test('links within running text are underlined, not told from the text by colour alone', async ({ page }) => {
  const underlined = (link: import('@playwright/test').Locator) =>
    link.evaluate((element) => getComputedStyle(element).textDecorationLine);
  await page.goto('/legal/privacy-policy');
  await expect
    .poll(() => underlined(page.getByRole('main').getByRole('link', { name: /@/ })))
    .toBe('underline');
  await page.goto('/contact');
  await expect
    .poll(() => underlined(page.getByRole('main').getByRole('link', { name: /@/ })))
    .toBe('underline');
  await expect
    .poll(() => underlined(page.getByRole('contentinfo').getByRole('link', { name: /@/ })))
    .toBe('underline');
});
