import { createDonation, settlePayment, waitForApi } from '../../support/donations';
import { scrollThrough } from '../../support/scroll';
import { expect, type Locator, type Page, test } from '../../support/test';

/** The ways a visitor enlarges a phone's page to 200 %. */
const ENLARGED = [
  {
    setting: 'the text at 200 %',
    // The browser's own text size setting, as a visitor sets it (a size for its 16 px).
    apply: async (page: Page) => {
      const browser = await page.context().newCDPSession(page);
      await browser.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
    },
  },
  {
    setting: 'the page zoomed to 200 %',
    // Zoom leaves a 390 px phone 195 CSS px wide.
    apply: (page: Page) => page.setViewportSize({ width: 195, height: 422 }),
  },
] as const;

/** Lines of text in an element that run past its edges: cut off, or out of its box. */
function linesPastEdges(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const past: string[] = [];
    const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of Array.from(range.getClientRects()))
        if (line.left < box.left - 1 || line.right > box.right + 1) past.push(text.textContent?.trim() ?? '');
    }
    return past;
  });
}

/** The page's width as laid out: wider than the screen means it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A paid order, a failed one and one still waiting, with the banner title each shows. */
async function ordersInEveryState() {
  await waitForApi();
  const orders: { merchantOrderId: string; title: string }[] = [];
  for (const [status, title] of [
    ['PENDING', 'Payment Processing'],
    ['SUCCESS', 'Payment Successful!'],
    ['FAILED', 'Payment Failed'],
  ] as const) {
    const { merchantOrderId } = await createDonation();
    if (status !== 'PENDING') await settlePayment(merchantOrderId, status);
    orders.push({ merchantOrderId, title });
  }
  return orders;
}

function statusBanner(page: Page, title: string): Locator {
  return page.locator('[data-status]', { has: page.getByRole('heading', { level: 1, name: title }) });
}

for (const { setting, apply } of ENLARGED) {
  test(`with ${setting}, the payment status banner keeps every word on a phone screen @phone-only`, async ({
    page,
  }) => {
    await apply(page);
    for (const { merchantOrderId, title } of await ordersInEveryState()) {
      await page.goto(`/payment-status?order_id=${merchantOrderId}`);
      const banner = statusBanner(page, title);
      await expect(banner).toBeVisible();
      expect(await linesPastEdges(banner), title).toEqual([]);
      expect(await pageWidth(page), title).toBe(page.viewportSize()?.width);
    }
  });

  test(`with ${setting}, the skip link is wholly off the screen until focused, then wholly on it @phone-only`, async ({
    page,
  }) => {
    await apply(page);
    await page.goto('/events');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    const edges = () =>
      skipLink.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
      });
    expect((await edges()).bottom).toBeLessThanOrEqual(0);

    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    const shown = await edges();
    const screen = page.viewportSize() ?? { width: 0, height: 0 };
    expect(shown.top).toBeGreaterThanOrEqual(0);
    expect(shown.left).toBeGreaterThanOrEqual(0);
    expect(shown.right).toBeLessThanOrEqual(screen.width);
    expect(shown.bottom).toBeLessThanOrEqual(screen.height);
  });
}

for (const { setting, apply } of ENLARGED) {
  test(`with ${setting}, the CSR pillars' related sevas show whole, on a row that moves @phone-only`, async ({
    page,
  }) => {
    await apply(page);
    await page.goto('/csr');
    // The row's first copy; the others repeat it for the loop, hidden from assistive technology.
    const badges = page
      .getByRole('region', { name: 'CSR pillars' })
      .locator('ul:not([aria-hidden]) p:text-is("Related sevas") + div > span');
    await expect(badges.first()).toBeVisible();
    expect(await badges.count()).toBeGreaterThan(7);
    const cut = await badges.evaluateAll((spans) =>
      spans
        .filter((badge) => badge.scrollWidth > badge.clientWidth || badge.scrollHeight > badge.clientHeight)
        .map((badge) => badge.textContent),
    );
    expect(cut).toEqual([]);
    for (const badge of await badges.all()) expect(await linesPastEdges(badge)).toEqual([]);
  });
}

for (const { setting, apply } of ENLARGED) {
  test(`with ${setting}, the CSR featured projects keep their words inside their cards @phone-only`, async ({
    page,
  }) => {
    await apply(page);
    await page.goto('/csr');
    const cards = page
      .getByRole('region', { name: 'Featured projects' })
      .locator('ul:not([aria-hidden]) > li');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) expect(await linesPastEdges(card)).toEqual([]);
  });
}

for (const { setting, apply } of ENLARGED) {
  test(`with ${setting}, a six-figure total shows whole in the donation form @phone-only`, async ({
    page,
  }) => {
    await apply(page);
    await page.goto('/mandir-nirman-seva?type=RANGAMANDAP&qty=51');
    const total = page.getByRole('dialog').getByTestId('donation-total');
    await expect(total).toHaveText('₹1,07,100');
    const summary = page
      .getByRole('dialog')
      .locator('[aria-live="polite"]', { has: page.getByTestId('donation-total') });
    expect(await linesPastEdges(summary)).toEqual([]);
  });
}

test('at the usual text size, the payment status banner keeps its icon beside its words @phone', async ({
  page,
}) => {
  await waitForApi();
  const { merchantOrderId } = await createDonation();
  await settlePayment(merchantOrderId, 'SUCCESS');
  await page.goto(`/payment-status?order_id=${merchantOrderId}`);
  const banner = statusBanner(page, 'Payment Successful!');
  const icon = await banner.locator('svg').boundingBox();
  const title = await banner.getByRole('heading', { level: 1 }).boundingBox();
  expect(title?.x).toBeGreaterThan((icon?.x ?? 0) + (icon?.width ?? 0));
  expect(title?.y).toBeLessThan((icon?.y ?? 0) + (icon?.height ?? 0));
});

test('a long contributor name and place show whole, its box as wide as the others @phone', async ({
  page,
}) => {
  // 100 characters, the longest name a donation takes, with a word wider than a card.
  const NAME =
    'Shri Venkatasubramanyaswamynarasimhacharyuluvenkatakrishnamurthy Lakshmi Narasimha Sastry and Family';
  await waitForApi();
  // A place the donor writes out in full: one word longer than a card is wide.
  const CITY = 'Thiruvananthapuramkanyakumarinagercoilmarthandamkuzhithuraiparassala';
  const { merchantOrderId } = await createDonation({ donorName: NAME, city: CITY, showInContributors: true });
  await settlePayment(merchantOrderId, 'SUCCESS');

  for (const path of ['/', '/mandir-nirman-seva']) {
    await page.goto(path);
    await scrollThrough(page);
    const contributors = page.getByRole('list', { name: 'Contributors', exact: true });
    // First: each project that runs this journey adds a donor of that name.
    const card = contributors.getByRole('listitem').filter({ hasText: NAME }).first();
    await expect(card.getByText(CITY, { exact: false })).toBeVisible();
    const cutLines = await card
      .locator('p')
      .evaluateAll((lines) =>
        lines
          .filter((line) => line.scrollHeight > line.clientHeight || line.scrollWidth > line.clientWidth)
          .map((line) => line.textContent),
      );
    expect(cutLines, path).toEqual([]);
    expect(await linesPastEdges(card), path).toEqual([]);
    // The row keeps its 320 px cards, every one as tall as the tallest (layout sizes: the row moves).
    const cards = await contributors.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => {
        const element = item.firstElementChild as HTMLElement;
        return { width: element.offsetWidth, height: element.offsetHeight };
      }),
    );
    expect([...new Set(cards.map((box) => box.width))], path).toEqual([320]);
    expect(new Set(cards.map((box) => box.height)).size, path).toBe(1);
  }
});
