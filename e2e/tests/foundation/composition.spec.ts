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
      // The home page's title is the site's name alone.
      await expect(page).toHaveTitle(
        route.title ? `${route.title} | Sri Mandir Nirman Seva` : 'Sri Mandir Nirman Seva',
      );
    });
  }

  test('sends every page with its own title and description, before any script runs', async ({ browser }) => {
    const withoutCode = await browser.newContext({ javaScriptEnabled: false });
    const page = await withoutCode.newPage();
    for (const route of siteRoutes()) {
      await page.goto(route.path);
      await expect(page).toHaveTitle(
        route.title ? `${route.title} | Sri Mandir Nirman Seva` : 'Sri Mandir Nirman Seva',
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
    }
    await withoutCode.close();
  });

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
    // The remote scripts the pages load, read again at the end (a body is gone once its page is left).
    const remoteScripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port !== '3000' && url.pathname.endsWith('.js')) remoteScripts.add(url.href);
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Press Release' }).first().click();
    await expect(page).toHaveURL('/media');
    await page.goto('/csr');
    await expect(page.locator('main h1').first()).toBeVisible();
    const reactFromRemotes: string[] = [];
    for (const url of remoteScripts) {
      if ((await (await page.request.get(url)).text()).includes('react.dev/errors'))
        reactFromRemotes.push(url);
    }
    expect(reactFromRemotes).toEqual([]);
    // The remotes' scripts were read, so the check above looked at something.
    expect(remoteScripts.size).toBeGreaterThan(5);
  });
});
