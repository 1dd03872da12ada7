import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appUrl, deployApp } from '../../support/site';
import { expect, type Page, test } from '../../support/test';

const donationsApp = fileURLToPath(new URL('../../../mfe-donations/', import.meta.url));
const deployedDist = join(donationsApp, 'dist');

/** The release a row of the integration page's Releases card names. */
function release(page: Page, label: string | RegExp) {
  return page
    .getByRole('region', { name: 'Releases' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');
}

/**
 * The shell's own scripts as its served page lists them for after the first paint (the
 * page's only `<script src>` is the unhashed loader, /after-paint.js). Their names carry
 * content hashes, so any other shell build lists other names; a remote's files are absolute URLs.
 */
async function shellScripts(): Promise<string[]> {
  const html = await (await fetch(`${appUrl('shell')}/`)).text();
  return [...html.matchAll(/<script type="application\/json" data-after-paint>(.*?)<\/script>/g)]
    .flatMap((list) => JSON.parse(list[1] ?? '[]') as { src?: string; preload?: string }[])
    .flatMap((file) => file.src ?? file.preload ?? [])
    .filter((url) => url.startsWith('/'));
}

const manifestOf = async (app: 'mfe-content' | 'mfe-media' | 'mfe-csr') =>
  (await fetch(`${appUrl(app)}/mf-manifest.json`)).text();

test('a remote released on its own is live on reload; the shell and other remotes are untouched; rollback works', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const version = `2.0.0-e2e.${Date.now()}`;
  const releaseDist = await mkdtemp(join(tmpdir(), 'mfe-donations-release-'));
  // The release pipeline of the donations team: its own build, nothing else.
  execFileSync(join(donationsApp, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: donationsApp,
    env: { ...process.env, MF_BUILD_VERSION: version, BUILD_DIST_DIR: releaseDist },
    stdio: 'pipe',
  });

  const shellBefore = await shellScripts();
  // A page without the list would make "untouched" below hold for any shell.
  expect(shellBefore).toContainEqual(expect.stringMatching(/^\/static\/js\/index\.[0-9a-f]+\.js$/));
  const othersBefore = await Promise.all([
    manifestOf('mfe-content'),
    manifestOf('mfe-media'),
    manifestOf('mfe-csr'),
  ]);
  await page.goto('/test-integration');
  const before = (await release(page, 'This page').textContent()) ?? '';
  expect(before).not.toBe(version);

  try {
    await deployApp('mfe-donations', releaseDist);
    await page.reload();
    await expect(release(page, 'This page')).toHaveText(version);
    await expect(release(page, /^mfe_donations$/)).toHaveText(version);

    // The rest of the site runs with the new donations release next to the old shell.
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Contribute Now' }).click();
    await expect(page.getByRole('dialog').getByTestId('donation-total')).toHaveText('₹11,000');
    await page.keyboard.press('Escape');
    await page.goto('/mandir-nirman-seva/shiladaan');
    await expect(page.locator('main h1')).toBeVisible();

    expect(await shellScripts()).toEqual(shellBefore);
    expect(
      await Promise.all([manifestOf('mfe-content'), manifestOf('mfe-media'), manifestOf('mfe-csr')]),
    ).toEqual(othersBefore);
  } finally {
    await deployApp('mfe-donations', deployedDist);
  }

  // Rollback: the previous release is live again on the next load.
  await page.goto('/test-integration');
  await expect(release(page, 'This page')).toHaveText(before);
});
