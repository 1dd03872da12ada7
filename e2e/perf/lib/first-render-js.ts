import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '@temple/shared/chromium';

export interface FirstRenderJs {
  /** Gzip bytes on the wire of scripts requested before the page's code had drawn its heading. */
  firstRenderBytes: number;
  /** ... and of every script until the network was quiet. */
  allBytes: number;
  files: number;
}

export interface Download {
  url: string;
  type: 'script' | 'stylesheet' | 'manifest';
  bytes: number;
  /** Requested before the page's code had drawn its heading. */
  firstRender: boolean;
}

/**
 * In the page: the time once the page's code has drawn its heading, else false. A
 * prerendered page shows its heading before any code has run, so for it that is when the
 * live app has replaced the HTML (the code a visitor waits for before the page responds).
 */
export const liveHeadingDrawnAt = () =>
  Boolean(document.querySelector('main h1')) &&
  !document.querySelector('#root[data-prerendered]') &&
  performance.timeOrigin + performance.now();

/**
 * Installed before the page's first script: checks liveHeadingDrawnAt on every animation
 * frame and keeps the first time it holds. Watching from the start matters: a page can go
 * live before `goto` returns (its load event waits on images), and timed from when a later
 * watch began, code it fetched meanwhile (a deferred form) would count as first render.
 */
const WATCH_LIVE_HEADING = `(() => {
  const drawnAt = ${liveHeadingDrawnAt.toString()};
  const watch = () => {
    const at = drawnAt();
    if (at) window.__liveHeadingDrawnAt = at;
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})();`;

const typeOf = (resourceType: string, url: string): Download['type'] | undefined => {
  if (resourceType === 'script' || resourceType === 'stylesheet') return resourceType;
  return new URL(url).pathname.endsWith('/mf-manifest.json') ? 'manifest' : undefined;
};

/**
 * The method of `pnpm size` for one page: an empty cache at 1280×800; the scripts,
 * stylesheets and federation manifests it downloads (gzip bytes on the wire) until the
 * network is quiet, each marked whether its request started before the page's code had
 * drawn `main h1` (liveHeadingDrawnAt), seen on an animation frame from the page's start: its first render.
 */
export async function measureDownloads(browser: Browser, url: string): Promise<Download[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const pending: Promise<{ download: Omit<Download, 'firstRender'>; startedAt: number }>[] = [];
    page.on('requestfinished', (request) => {
      const type = typeOf(request.resourceType(), request.url());
      if (!type) return;
      const startedAt = request.timing().startTime;
      pending.push(
        request.sizes().then(({ responseBodySize }) => ({
          download: { url: request.url(), type, bytes: responseBodySize },
          startedAt,
        })),
      );
    });
    await page.addInitScript({ content: WATCH_LIVE_HEADING });
    await page.goto(url);
    const renderedAt = await page
      .waitForFunction(() => (window as { __liveHeadingDrawnAt?: number }).__liveHeadingDrawnAt, null, {
        timeout: 20_000,
      })
      .then((handle) => handle.jsonValue() as Promise<number>);
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pending)).map(({ download, startedAt }) => ({
      ...download,
      firstRender: startedAt <= renderedAt,
    }));
  } finally {
    await context.close();
  }
}

export const bytesOf = (downloads: readonly Download[]) =>
  downloads.reduce((total, download) => total + download.bytes, 0);

export async function measureFirstRenderJs(browser: Browser, url: string): Promise<FirstRenderJs> {
  const scripts = (await measureDownloads(browser, url)).filter((download) => download.type === 'script');
  const firstRender = scripts.filter((script) => script.firstRender);
  return { firstRenderBytes: bytesOf(firstRender), allBytes: bytesOf(scripts), files: firstRender.length };
}

export function launchMeasuringBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}
