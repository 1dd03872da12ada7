import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, type AppName } from '../../../scripts/lib/local-apps';
import { createDonation, settlePayment, waitForApi } from '../../support/donations';
import { scrollThrough } from '../../support/scroll';
import { appUrl } from '../../support/site';
import { siteRoutes } from '../../support/site-routes';
import { expect, test } from '../../support/test';

const APP_NAMES = Object.keys(APPS) as AppName[];
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

test.describe('security and caching headers of the production server', () => {
  for (const app of APP_NAMES) {
    test(`${app}: CSP without inline scripts, framing refused, caching per file kind`, async ({
      request,
    }) => {
      const index = await request.get(`${appUrl(app)}/`);
      const headers = index.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSources = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scriptSources).toContain("'self'");
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      );
      expect(headers['cache-control']).toBe('no-cache');

      const html = await index.text();
      // A JSON data block (the inline runtime configuration) is never executed; any other inline script is refused.
      expect(html, 'no inline <script> in index.html').not.toMatch(
        /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/,
      );
      // A script tag, or, on a prerendered page, the list of code fetched after the first paint.
      const script = /"\/?(static\/js\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeTruthy();
      const asset = await request.get(`${appUrl(app)}/${script}`);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

      const config = await request.get(`${appUrl(app)}/runtime-config.json`);
      expect(config.headers()['cache-control']).toBe('no-cache');
      if (app === 'shell') {
        // Prerendered pages and the script that loads a page's code after its first paint keep their names from release to release.
        for (const file of ['after-paint.js', 'prerender/_page.html']) {
          const fresh = await request.get(`${appUrl(app)}/${file}`);
          expect(fresh.ok(), file).toBe(true);
          expect(fresh.headers()['cache-control'], file).toBe('no-cache');
        }
      } else {
        // The manifest and the routes change with every release: a page the remote adds must be routed at once.
        for (const file of ['mf-manifest.json', 'routes.json']) {
          const fresh = await request.get(`${appUrl(app)}/${file}`);
          expect(fresh.ok(), file).toBe(true);
          expect(fresh.headers()['cache-control'], file).toBe('no-cache');
        }
      }
    });
  }

  test('no page breaks its own Content-Security-Policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const route of siteRoutes()) {
      await page.goto(route.path);
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Contribute Now' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('no configured secret or secret name reaches a browser bundle', async () => {
    const secretNames = [
      'SANDBOX_CALLBACK_SECRET',
      'PHONEPE_CLIENT_SECRET',
      'PHONEPE_WEBHOOK_PASSWORD',
      'DATABASE_URL',
    ];
    const secretValues = [
      'sandbox-secret-change-me',
      ...secretNames.flatMap((name) => (process.env[name] ? [process.env[name]] : [])),
    ];
    const offending: string[] = [];
    for (const app of APP_NAMES) {
      for (const file of await filesUnder(join(repoRoot, app, 'dist'))) {
        if (!/\.(js|html|json|css|map|txt)$/.test(file)) continue;
        const text = await readFile(file, 'utf8');
        for (const needle of [...secretNames, ...secretValues]) {
          if (text.includes(needle)) offending.push(`${file}: ${needle}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  test("no file the apps publish names the build machine's folders", async () => {
    const buildFolder = repoRoot.replace(/\/$/, '');
    const naming: string[] = [];
    for (const app of APP_NAMES) {
      for (const file of await filesUnder(join(repoRoot, app, 'dist'))) {
        if (
          /\.(js|html|json|css|map|txt)$/.test(file) &&
          (await readFile(file, 'utf8')).includes(buildFolder)
        )
          naming.push(file);
      }
    }
    expect(naming).toEqual([]);
  });
});

test.describe('contributor data cannot inject markup', () => {
  const NAME = '<img src=x onerror=alert(1)>';

  test('a donor whose name is HTML shows as plain text everywhere', async ({ page }) => {
    await waitForApi();
    // Listed only because the donor agreed to be.
    const { merchantOrderId } = await createDonation({ donorName: NAME, showInContributors: true });
    await settlePayment(merchantOrderId, 'SUCCESS');

    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    for (const path of ['/', '/mandir-nirman-seva']) {
      await page.goto(path);
      await scrollThrough(page);
      await expect(page.getByText(NAME, { exact: true }).first()).toBeAttached();
    }
    await page
      .getByRole('button', { name: /view all/i })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByText(NAME, { exact: true }).first()).toBeVisible();
    await page.goto(`/payment-status?order_id=${merchantOrderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();

    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});
