import { siteRoutes } from '../../support/site-routes';
import { expect, test } from '../../support/test';

test.describe('the composed site', () => {
  for (const route of siteRoutes()) {
    test(`renders ${route.path} from ${route.moduleId}`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('#site-footer')).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
      if (route.title) await expect(page).toHaveTitle(new RegExp(`^${route.title.replace(/[&]/g, '.')}`));
    });
  }

  test('shows the 404 page for any other path, with a link home', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(warnings.some((text) => text.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('loads React once: remotes use the shell copy', async ({ page }) => {
    const reactFromRemotes: string[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.port === '3000' || !url.pathname.endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('react.dev/errors')) reactFromRemotes.push(url.href);
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Press Release' }).first().click();
    await expect(page).toHaveURL('/media');
    await page.goto('/csr');
    await expect(page.locator('main h1').first()).toBeVisible();
    const loadedReactCopies = await page.evaluate(() => {
      const registry = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } })
        .__FEDERATION__;
      const copies = new Set<string>();
      for (const scopes of Object.values(registry?.__SHARE__ ?? {}) as Record<
        string,
        Record<string, Record<string, { from: string; loaded?: boolean }>>
      >[]) {
        for (const scope of Object.values(scopes)) {
          for (const [version, entry] of Object.entries(scope.react ?? {})) {
            if (entry.loaded) copies.add(`${entry.from}@${version}`);
          }
        }
      }
      return [...copies];
    });
    expect(loadedReactCopies).toEqual([expect.stringMatching(/^shell@19\./)]);
    expect(reactFromRemotes).toEqual([]);
  });
});
