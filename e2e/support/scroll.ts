import { expect, type Page } from '@playwright/test';

/**
 * Scrolls down the whole page as a visitor would, once its main content is there, so
 * every section that loads as it comes near the viewport does.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  for (let step = 0; step < 12; step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
}
