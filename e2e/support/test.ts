import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** How long a page may take to go live after its prerendered HTML has arrived. */
const LIVE_TIMEOUT_MS = 15_000;

/**
 * The site's pages arrive prerendered (a picture of the page whose controls take no
 * input) and go live once their code has run: a step that acts on the page waits for it,
 * as a visitor waits for the page to respond. Pages without prerendered HTML are live at once.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('#root[data-prerendered]'), undefined, {
      timeout: LIVE_TIMEOUT_MS,
    })
    .catch(() => {
      throw new Error(`${page.url()} did not go live within ${LIVE_TIMEOUT_MS / 1000} s`);
    });
}

/**
 * Playwright's test, with every `page.goto` and `page.reload` returning once the page is
 * live, and failing when it never goes live. A journey that keeps the page's code from
 * running on purpose sets `test.use({ waitForLive: false })` and checks the page itself.
 */
export const test = base.extend<{ waitForLive: boolean }>({
  waitForLive: [true, { option: true }],
  page: async ({ page, waitForLive }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (waitForLive) await waitForLivePage(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      if (waitForLive) await waitForLivePage(page);
      return response;
    };
    await use(page);
  },
});
