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
    // A journey that keeps the code from running (a remote stopped, a script blocked) checks the page itself.
    .catch(() => undefined);
}

/** Playwright's test, with every `page.goto` and `page.reload` returning once the page is live. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForLivePage(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForLivePage(page);
      return response;
    };
    await use(page);
  },
});
