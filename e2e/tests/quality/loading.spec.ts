import type { AppName } from '../../../scripts/lib/local-apps';
import { appUrl } from '../../support/site';
import { siteRoutes } from '../../support/site-routes';
import { expect, type Page, test } from '../../support/test';

const MEDIA = appUrl('mfe-media');
const CONTENT = appUrl('mfe-content');
const DONATIONS = appUrl('mfe-donations');

interface Fetched {
  url: string;
  at: number;
}

/** Every request the page makes, with when it was made. */
function recordRequests(page: Page): Fetched[] {
  const fetched: Fetched[] = [];
  page.on('request', (request) => fetched.push({ url: request.url(), at: Date.now() }));
  return fetched;
}

/** The files a remote's manifest lists for its shared libraries (the page must take those from the shell). */
async function sharedFilesOf(page: Page, app: AppName): Promise<Set<string>> {
  const manifest = (await (await page.request.get(`${appUrl(app)}/mf-manifest.json`)).json()) as {
    shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  return new Set(
    manifest.shared.flatMap(({ assets }) =>
      [...assets.js.sync, ...assets.js.async].map((file) => `${appUrl(app)}/${file}`),
    ),
  );
}

test.describe('what the composed site downloads, and when', () => {
  test('a page loads the shell and its own remote only; the donation form follows on idle, after load', async ({
    page,
  }) => {
    const fetched = recordRequests(page);
    let loadedAt = 0;
    page.on('load', () => {
      loadedAt = Date.now();
    });
    await page.goto('/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Press Releases' })).toBeVisible();
    const otherRemotes = [appUrl('mfe-content'), appUrl('mfe-csr')];
    await expect
      .poll(() => fetched.some(({ url }) => url.startsWith(DONATIONS) && url.endsWith('.js')), {
        message: 'donation form prefetched',
      })
      .toBe(true);
    const firstDonationRequest = fetched.find(({ url }) => url.startsWith(DONATIONS));
    expect(loadedAt).toBeGreaterThan(0);
    expect(firstDonationRequest?.at).toBeGreaterThanOrEqual(loadedAt);
    expect(fetched.filter(({ url }) => otherRemotes.some((origin) => url.startsWith(origin)))).toEqual([]);
    // Prefetched, not run: nothing of the dialog is on the page until it is asked for.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const prefetched = new Set(
      fetched.filter(({ url }) => /\.(js|css)$/.test(url) && url.startsWith(DONATIONS)).map(({ url }) => url),
    );
    expect(prefetched.size).toBeGreaterThan(0);

    // Opening the form then downloads none of those files again: each comes from the cache,
    // or (the entry, which names the release that is live) is confirmed unchanged (304).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const unchanged = new Set<string>();
    const fromNetwork: { requestId: string; url: string }[] = [];
    cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
      if (statusCode === 304) unchanged.add(requestId);
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (prefetched.has(response.url) && !response.fromDiskCache && !response.fromPrefetchCache) {
        fromNetwork.push({ requestId, url: response.url });
      }
    });
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Contribute/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const downloadedAgain = fromNetwork.filter(({ requestId }) => !unchanged.has(requestId));
    expect(downloadedAgain.map(({ url }) => url)).toEqual([]);
  });

  test("a page's remote is loaded from its entry's stable address, without a read of its manifest first", async ({
    page,
  }) => {
    const fetched = recordRequests(page);
    await page.goto('/events');
    await expect(page.locator('#root:not([data-prerendered]) main h1')).toHaveText('Events');
    await page.waitForLoadState('networkidle');
    const fromContent = fetched.map(({ url }) => url).filter((url) => url.startsWith(CONTENT));
    expect(fromContent).toContain(`${CONTENT}/remoteEntry.js`);
    expect(fromContent.filter((url) => url.endsWith('.json'))).toEqual([]);
  });

  test("moving to another remote's page downloads that remote's own files, once, and no shared library", async ({
    page,
  }) => {
    const sinceStart = recordRequests(page);
    const finished = new Set<string>();
    page.on('requestfinished', (request) => finished.add(request.url()));
    // The press page has every part of the kit (its viewer is a modal); a page that first needs
    // a part would fetch that part, once, from the shell.
    await page.goto('/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Press Releases' })).toBeVisible();
    // The idle prefetch of the donation form (its manifest, then its files) is done before the
    // visitor moves on: it may start after the page's network first went quiet.
    await expect
      .poll(() => {
        const asked = sinceStart.map(({ url }) => url).filter((url) => url.startsWith(DONATIONS));
        return asked.some((url) => url.endsWith('.js')) && asked.every((url) => finished.has(url));
      })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    const fetched = recordRequests(page);
    const contentShared = await sharedFilesOf(page, 'mfe-content');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const code = fetched.map(({ url }) => url).filter((url) => /\.(js|css)$/.test(new URL(url).pathname));
    expect(code.length).toBeGreaterThan(0);
    expect(
      code.filter((url) => !url.startsWith(CONTENT)),
      'code from anywhere but mfe-content',
    ).toEqual([]);
    expect(
      code.filter((url) => contentShared.has(url)),
      "mfe-content's copies of shared libraries",
    ).toEqual([]);
    expect(new Set(code).size, 'each file fetched once').toBe(code.length);
  });

  test('hovering or focusing a link in the header fetches that page’s remote before the click', async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const fetched = recordRequests(page);
    const mediaRoute = siteRoutes().find((route) => route.path === '/media');
    expect(mediaRoute?.moduleId).toBe('mfe_media/MediaPage');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Press Release' }).hover();
    await expect.poll(() => fetched.filter(({ url }) => url.startsWith(MEDIA)).length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/events$/);
  });

  test("the shell's start-up scripts ask V8 to compile them as they download; a page's own code does not", async ({
    page,
  }) => {
    await page.goto('/amrit-bhog');
    const listed = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[data-after-paint]')).flatMap(
        (list) => JSON.parse(list.textContent ?? '[]') as { src?: string; preload?: string; as?: string }[],
      ),
    );
    const scripts = listed
      .flatMap((file) => file.src ?? (file.as === 'script' ? file.preload : undefined) ?? [])
      .map((url) => new URL(url, page.url()).href);
    const firstLines = await Promise.all(
      scripts.map(async (url): Promise<[string, string]> => {
        const [firstLine = ''] = (await (await page.request.get(url)).text()).split('\n', 1);
        return [url, firstLine];
      }),
    );
    const shell = firstLines.filter(([url]) => new URL(url).origin === new URL(page.url()).origin);
    const remote = firstLines.filter(([url]) => url.startsWith(DONATIONS));
    expect(shell.map(([url]) => new URL(url).pathname.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(
      expect.arrayContaining([
        '/static/js/index',
        '/static/js/async/shell-bootstrap',
        '/static/js/async/shell-app',
      ]),
    );
    for (const [url, line] of shell) expect(line, url).toBe('//# allFunctionsCalledOnLoad');
    expect(remote.length).toBeGreaterThan(0);
    for (const [url, line] of remote) expect(line, url).not.toBe('//# allFunctionsCalledOnLoad');
  });
});
