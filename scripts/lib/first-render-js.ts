import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '@temple/shared/chromium';

export interface FirstRenderJs {
  /** Gzip bytes on the wire of scripts requested before the page's code had drawn its heading. */
  firstRenderBytes: number;
  /** ... and of every script until the network was quiet. */
  allBytes: number;
  files: number;
}

/**
 * The method of `pnpm size` (scripts/size-report.ts), for one page: an empty cache at
 * 1280×800, scripts counted when their request started before the page's code had drawn
 * `main h1` (liveHeadingDrawnAt), seen on an animation frame (the first render).
 */
/**
 * In the page: the time once the page's code has drawn its heading, else false. A
 * prerendered page shows its heading before any code has run, so for it that is when the
 * live app has replaced the HTML (the code a visitor waits for before the page responds).
 */
export const liveHeadingDrawnAt = () =>
  Boolean(document.querySelector('main h1')) &&
  !document.querySelector('#root[data-prerendered]') &&
  performance.timeOrigin + performance.now();

export async function measureFirstRenderJs(browser: Browser, url: string): Promise<FirstRenderJs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const pending: Promise<{ startedAt: number; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const startedAt = request.timing().startTime;
      pending.push(request.sizes().then(({ responseBodySize }) => ({ startedAt, bytes: responseBodySize })));
    });
    await page.goto(url);
    const renderedAt = await page
      .waitForFunction(liveHeadingDrawnAt, null, { polling: 'raf', timeout: 20_000 })
      .then((handle) => handle.jsonValue() as Promise<number>);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(pending);
    const firstRender = scripts.filter((script) => script.startedAt <= renderedAt);
    const total = (items: { bytes: number }[]) => items.reduce((sum, item) => sum + item.bytes, 0);
    return { firstRenderBytes: total(firstRender), allBytes: total(scripts), files: firstRender.length };
  } finally {
    await context.close();
  }
}

export function launchMeasuringBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}
