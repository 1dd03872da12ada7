import { APPS, type AppName } from '../../../scripts/lib/local-apps';
import { appUrl, controlApp } from '../../support/site';
import { routesOfApp } from '../../support/site-routes';
import { expect, test } from '../../support/test';

test.describe('failure isolation', () => {
  test.afterEach(async () => {
    await controlApp('mfe-csr', 'start');
  });

  test('a remote stopped mid-session shows the fallback; other routes work; Retry recovers', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('main h1').first()).toBeVisible();
    await controlApp('mfe-csr', 'stop');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Initiatives' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CSR' }).click();
    await expect(page).toHaveURL('/csr');
    const fallback = page.getByTestId('section-unavailable');
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(
      fallback.getByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('#site-footer')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId('section-unavailable')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL('/csr');
    await expect(page.getByTestId('section-unavailable')).toBeVisible({ timeout: 15_000 });
    await controlApp('mfe-csr', 'start');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
  });
});

test.describe('a page whose code cannot load', () => {
  test('stays readable as it arrived, beside the notice; Retry brings it to life', async ({ page }) => {
    // The server composes the page's HTML and its styles load; only mfe-csr's code does not.
    const csrFiles = `${appUrl('mfe-csr')}/**`;
    await page.route(csrFiles, (route) =>
      ['script', 'fetch'].includes(route.request().resourceType()) ? route.abort() : route.continue(),
    );
    await page.goto('/csr');
    const notice = page.getByTestId('section-unavailable');
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(
      notice.getByRole('heading', { name: 'Parts of this page are temporarily unavailable' }),
    ).toBeVisible();
    const copy = page.getByTestId('prerendered-copy');
    await expect(copy.getByRole('heading', { level: 1, name: 'CSR Partnerships' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');

    await page.unroute(csrFiles);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toHaveCount(0);
    await expect(copy).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'CSR Partnerships' })).toBeVisible();
  });
});

test.describe('each remote on its own', () => {
  const remotes = (Object.keys(APPS) as AppName[]).filter((app) => app !== 'shell');
  for (const app of remotes) {
    test(`${app} serves its own routes at the same paths`, async ({ page }) => {
      for (const route of routesOfApp(app)) {
        await page.goto(`${appUrl(app)}${route.path}`);
        await expect(page.getByText(`${APPS[app].federationName} · standalone`)).toBeVisible();
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
      }
    });
  }

  test('a remote on its own answers 404 for unknown paths, and and links to its first page', async ({
    page,
  }) => {
    for (const path of ['/unknown-path', '/']) {
      const response = await page.goto(`${appUrl('mfe-media')}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByText(`mfe_media has no page at ${path}.`)).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go to its first page' }).click();
    await expect(page).toHaveURL(`${appUrl('mfe-media')}/media`);
    await expect(page.getByRole('heading', { level: 1, name: 'Press Releases' })).toBeVisible();
  });
});
