import { waitForApi } from '../../support/donations';
import { SHELL_URL } from '../../support/site';
import { expect, type Locator, type Page, test } from '../../support/test';
import { scrollToEnquiryForm } from '../csr/enquiry';
import { DONOR } from '../donations/donation-form';

/** What a screen reader would announce for the focused control: its label, else its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const input = element as HTMLInputElement;
    const label = input.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent;
    return (label ?? '')
      .replace(/\s+/g, ' ')
      .replace(/\s*\*$/, '')
      .trim();
  });
}

/** Presses Tab until the focused control's name matches, failing after a reasonable number of stops. */
async function tabTo(page: Page, name: RegExp, maxStops = 40): Promise<string> {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const current = await focusedName(page);
    if (name.test(current)) return current;
  }
  throw new Error(`No control named ${name} within ${maxStops} Tab stops`);
}

test('keyboard only: open the dialog from the header, fill it, submit, reach the sandbox', async ({
  page,
}) => {
  await waitForApi();
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();

  await tabTo(page, /^Contribute Now$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('donation-total')).toHaveText('₹11,000');

  for (const [label, value] of Object.entries(DONOR)) {
    await tabTo(page, new RegExp(`^${label}`));
    await page.keyboard.type(value);
  }
  await tabTo(page, /^Contribute ₹11,000/);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/sandbox\/checkout\/[\w-]+/, { timeout: 15_000 });
  await tabTo(page, /^Pay$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
});

test('a focused field shows a ring, also when it is in error and its border is already red', async ({
  page,
}) => {
  await page.goto('/csr');
  await scrollToEnquiryForm(page);
  const form = page.getByRole('form', { name: 'CSR partnership enquiry' });
  await form.getByRole('button', { name: 'Submit Enquiry' }).click();
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-invalid', 'true');
  await expect(focused).toHaveCSS('outline-style', 'solid');
  await expect(focused).toHaveCSS('outline-width', '2px');
  // A field with no error too.
  await page.goto('/mandir-nirman-seva/shiladaan');
  const name = page.locator('#contribute-form').getByLabel('Full name');
  await name.click();
  await expect(name).toBeFocused();
  await expect(name).toHaveCSS('outline-style', 'solid');
});

test('the skip link moves the focus to the page itself and keeps what was typed, on any page', async ({
  page,
}) => {
  for (const path of [
    '/payment-status?order_id=SMT-NOT-AN-ORDER',
    '/contact',
    '/mandir-nirman-seva/shiladaan',
  ]) {
    await page.goto(path);
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    const name = page.getByLabel('Full name');
    if (path.includes('shiladaan')) {
      await name.fill('Typed before the skip');
      await skipLink.focus();
    } else {
      // The first stop of the keyboard.
      await page.keyboard.press('Tab');
      await expect(skipLink).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The page's heading is in view below the sticky header, not under it (polled: the
    // status page may still be swapping its "checking" heading for the answer's).
    const heading = page.locator('main h1:visible').first();
    await expect
      .poll(() => heading.evaluate((h1) => h1.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(64);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(path);
    if (path.includes('shiladaan')) await expect(name).toHaveValue('Typed before the skip');
  }
});

test('without its code, a page says what needs JavaScript, and the skip link leads to the page itself', async ({
  browser,
}) => {
  // The prerendered page without its scripts: turned off, or not arrived yet on a slow line.
  const context = await browser.newContext({ baseURL: SHELL_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of [
    '/',
    '/mandir-nirman-seva',
    '/payment-status?order_id=SMT-NOT-AN-ORDER',
    '/no-such-page',
  ]) {
    await page.goto(path);
    // Its controls do nothing yet: without scripts the page says why (Playwright's text
    // queries skip <noscript>, so the notice is read as the element it is).
    const notice = page.locator('noscript > p');
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((element) => element.textContent?.replace(/\s+/g, ' ').trim())).toBe(
      'This site needs JavaScript for contributions, enquiries, the answers to frequent questions, the Amrit Bhog dates and the press items. Please turn JavaScript on, or reach the trust through the Contact page.',
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe(`${path}#main-content`);
  }
  await context.close();
});

/** Shift+Tab from a form's submit button up through `steps` controls: where each focused control's top came to rest. */
async function focusedTopsGoingUp(page: Page, submit: Locator, steps: number): Promise<number[]> {
  await submit.focus();
  const tops: number[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Shift+Tab');
    tops.push(await page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? Number.NaN));
  }
  return tops;
}

test('Shift+Tab up a form on a phone keeps each focused control below the sticky bars @phone-only', async ({
  page,
}) => {
  await page.goto('/mandir-nirman-seva/shiladaan');
  const form = page.locator('main form').first();
  await expect(form.getByLabel('Full name')).not.toHaveAttribute('inert');
  const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? Number.NaN;
  for (const top of await focusedTopsGoingUp(page, form.getByRole('button', { name: /^Contribute/ }), 14))
    expect(top).toBeGreaterThanOrEqual(headerBottom);

  await page.goto('/mandir-nirman-seva?type=donation&qty=1');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('This is a business donation').check();
  const titleBottom = (await dialog.locator('.mantine-Modal-header').boundingBox())?.height ?? Number.NaN;
  for (const top of await focusedTopsGoingUp(page, dialog.getByRole('button', { name: /^Contribute/ }), 20))
    expect(top).toBeGreaterThanOrEqual(titleBottom);
});
