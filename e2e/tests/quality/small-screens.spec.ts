import { siteRoutes } from '../../support/site-routes';
import { expect, type Locator, type Page, test } from '../../support/test';

/** The page's width as laid out: wider than the screen means it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Where an element's content ends on the right, overflow included, against the screen's width. */
async function contentRight(element: Locator): Promise<number> {
  return element.evaluate((node) => node.getBoundingClientRect().left + node.scrollWidth);
}

test('at 320 px every page fits the screen, and its menu is on it @phone-only', async ({ page }) => {
  test.slow(); // every page
  await page.setViewportSize({ width: 320, height: 640 });
  for (const route of siteRoutes()) {
    await page.goto(route.path);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await pageWidth(page), route.path).toBe(320);
    const menu = page.getByRole('button', { name: 'Open menu' });
    expect((await menu.boundingBox())?.x ?? Number.POSITIVE_INFINITY, route.path).toBeLessThan(320 - 30);
  }
});

test('on the common phone widths the header fits the screen, its menu on it @phone-only', async ({
  page,
}) => {
  for (const width of [360, 375, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/events');
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await pageWidth(page), `${width} px`).toBe(width);
    const menu = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    expect((menu?.x ?? 0) + (menu?.width ?? Number.POSITIVE_INFINITY), `${width} px`).toBeLessThanOrEqual(
      width - 8,
    );
  }
});

/**
 * Text in `main` that is not shown whole: it runs past the screen's right edge (reachable
 * only by scrolling the page sideways), or past the edge of a box that clips it (a button's
 * or badge's label ending in "…" or cut). Carousels and scroll boxes hold text off-screen
 * by design.
 */
function textNotShownWhole(page: Page) {
  return page.evaluate(() => {
    const scrolls = (node: Element) => ['auto', 'scroll'].includes(getComputedStyle(node).overflowX);
    const clips = (node: Element) => ['hidden', 'clip'].includes(getComputedStyle(node).overflowX);
    // Text for screen readers only is clipped away.
    const screenReaderOnly = (node: Element) => {
      const style = getComputedStyle(node);
      return style.clip !== 'auto' || style.clipPath !== 'none';
    };
    const heldAside = (node: Element) =>
      node.closest('[aria-roledescription="carousel"], [aria-hidden="true"]') !== null ||
      [node, ...ancestorsOf(node)].some((box) => scrolls(box) || screenReaderOnly(box));
    function* ancestorsOf(node: Element) {
      for (let parent = node.parentElement; parent; parent = parent.parentElement) yield parent;
    }
    const texts = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    const notWhole: string[] = [];
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const holder = text.parentElement;
      if (!holder || !text.textContent?.trim() || heldAside(holder)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width === 0) continue;
      const words = text.textContent.trim();
      if (box.right > window.innerWidth + 1)
        notWhole.push(`${words} (off the screen at ${Math.round(box.right)})`);
      const clipper = [holder, ...ancestorsOf(holder)].find(
        (ancestor) => clips(ancestor) && ancestor.getBoundingClientRect().right < box.right - 1,
      );
      if (clipper) notWhole.push(`${words} (cut by its box)`);
    }
    return notWhole;
  });
}

test('with the text at 200 %, every page keeps its words, buttons and amounts on a phone screen @phone-only', async ({
  page,
  context,
}) => {
  test.slow(); // every page, each scrolled to its end
  const browser = await context.newCDPSession(page);
  await browser.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
  for (const route of siteRoutes()) {
    await page.goto(route.path);
    await expect(page.locator('main h1').first()).toBeVisible();
    // The deferred forms and lists below the first screen, drawn live.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await textNotShownWhole(page), route.path).toEqual([]);
    expect(await pageWidth(page), route.path).toBe(390);
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
