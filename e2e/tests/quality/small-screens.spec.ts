import { siteRoutes } from '../../support/site-routes';
import { expect, type Locator, type Page, test } from '../../support/test';

/** The page's width as laid out: wider than the screen means it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Where an element's content ends on the right, overflow included, against the screen's width. */
async function contentRight(element: Locator): Promise<number> {
  return element.evaluate((node) => node.getBoundingClientRect().left + node.scrollWidth);
}

test('at 320 px every page fits the screen, and its menu is on it @phone-only', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const route of siteRoutes()) {
    await page.goto(route.path);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await pageWidth(page), route.path).toBe(320);
    const menu = page.getByRole('button', { name: 'Open menu' });
    expect((await menu.boundingBox())?.x ?? Number.POSITIVE_INFINITY, route.path).toBeLessThan(320 - 30);
  }
});

for (const [percent, fontSize] of [
  [150, 24],
  [200, 32],
] as const) {
  test(`with the text enlarged to ${percent} %, the header and the donation dialog stay on a phone screen @phone-only`, async ({
    page,
    context,
  }) => {
    // The browser's own text size setting, as a visitor sets it (a size for its 16 px).
    const browser = await context.newCDPSession(page);
    await browser.send('Page.setFontSizes', { fontSizes: { standard: fontSize, fixed: fontSize } });
    await page.goto('/mandir-nirman-seva?type=donation&qty=1');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: 'Shiladaan' })).toBeChecked();
    expect(await pageWidth(page)).toBe(390);
    const screenRight = 390;
    for (const type of ['Shiladaan', 'Rangamandap', 'Amrit Bhog']) {
      const label = dialog.locator('label', { hasText: type });
      expect(await contentRight(label), type).toBeLessThanOrEqual(screenRight);
    }
    for (const button of await dialog
      .getByRole('group', { name: 'Choose Shilas' })
      .getByRole('button')
      .all()) {
      const box = await button.boundingBox();
      expect(
        await contentRight(button.locator('.mantine-Button-label')),
        (await button.textContent()) ?? '',
      ).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
    }
    const submit = dialog.getByRole('button', { name: 'Contribute ₹11,000' });
    await submit.scrollIntoViewIfNeeded();
    expect(await contentRight(submit.locator('.mantine-Button-label'))).toBeLessThanOrEqual(screenRight);
  });
}
