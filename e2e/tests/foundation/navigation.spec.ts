import { expect, test, waitForLivePage } from '../../support/test';

test.describe('header and footer', () => {
  test('the Mandir Nirman Seva dropdown lists the sevas, Bhoomi Sahyog disabled', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Mandir Nirman Seva' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByText('Bhoomi Sahyog')).toBeVisible();
    await expect(nav.getByText('Coming soon')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bhoomi Sahyog' })).toHaveCount(0);
    // At 1280 px the disabled item reads on one line (a wrapped name would double its height), its badge whole.
    const disabled = nav.locator('[aria-disabled="true"]', { hasText: 'Bhoomi Sahyog' });
    const link = nav.getByRole('link', { name: 'Shiladaan' });
    const linkHeight = (await link.boundingBox())?.height ?? 0;
    expect((await disabled.boundingBox())?.height).toBeLessThan(linkHeight * 1.25);
    const badge = await nav
      .getByText('Coming soon')
      .evaluate((label) => ({ full: label.scrollWidth, shown: label.clientWidth }));
    expect(badge.full).toBeLessThanOrEqual(badge.shown);
    // Its name in the same type as the sevas beside it.
    const fontSize = (text: string) =>
      nav.getByText(text, { exact: true }).evaluate((element) => getComputedStyle(element).fontSize);
    expect(await fontSize('Bhoomi Sahyog')).toBe(await fontSize('Shiladaan'));
    await nav.getByRole('link', { name: 'Shiladaan' }).click();
    await expect(page).toHaveURL('/mandir-nirman-seva/shiladaan');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Initiatives dropdown opens from the keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Initiatives' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Amrit Bhog' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'CSR' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'CSR' })).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await nav.getByRole('link', { name: 'CSR' }).click();
    await expect(page).toHaveURL('/csr');
  });

  test('Events and Press Release link to their pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL('/events');
    await nav.getByRole('link', { name: 'Press Release' }).click();
    await expect(page).toHaveURL('/media');
  });

  test('the mobile menu holds the same items and closes on navigation @phone-only', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const menu = page.locator('#mobile-menu');
    for (const item of ['Shiladaan', 'Rangamandap', 'Amrit Bhog', 'CSR', 'Events', 'Press Release']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(menu.getByText('Bhoomi Sahyog')).toBeVisible();
    await menu.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL('/events');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Events' })).toBeHidden();
  });

  test('the open mobile menu dims the page; a tap beside it or Escape closes it @phone-only', async ({
    page,
  }) => {
    await page.goto('/');
    const backdrop = page.getByTestId('mobile-menu-backdrop');
    await expect(backdrop).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(backdrop).toBeVisible();
    const viewport = page.viewportSize();
    await backdrop.click({ position: { x: 20, y: (viewport?.height ?? 800) - 150 } });
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(backdrop).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(backdrop).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test("Escape in the dialog the menu's Contribute Now opened closes the dialog only, back to that link @phone-only", async ({
    page,
  }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const contribute = page.locator('#mobile-menu').getByRole('link', { name: 'Contribute Now' });
    await contribute.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('donation-quantity')).toHaveText('1 Shila');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(contribute).toBeFocused();
  });

  test('tabbing past the open mobile menu closes it, so the focus is never under the panel @phone-only', async ({
    page,
  }) => {
    await page.goto('/');
    // Its name turns to "Close menu" once open.
    const burger = page.locator('[aria-controls="mobile-menu"]');
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const focusedInMenu = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return Boolean(
          focused?.closest('#mobile-menu') || focused?.getAttribute('aria-controls') === 'mobile-menu',
        );
      });
    let tabs = 0;
    do {
      await page.keyboard.press('Tab');
      tabs += 1;
    } while ((await focusedInMenu()) && tabs < 30);
    expect(tabs).toBeGreaterThan(5);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  for (const place of ['header', 'footer'] as const) {
    test(`Contribute Now in the ${place} opens the donation dialog for one Shila @phone`, async ({
      page,
    }) => {
      await page.goto('/events');
      const scope = place === 'header' ? page.getByRole('banner') : page.locator('#site-footer');
      const button = scope.getByRole('link', { name: 'Contribute Now' });
      await button.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Shiladaan')).toBeVisible();
      await expect(dialog.getByTestId('donation-quantity')).toHaveText('1 Shila');
      await expect(dialog.getByTestId('donation-total')).toHaveText('₹11,000');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});

test.describe('scrolling on route change', () => {
  test.use({ viewport: { width: 1280, height: 420 } });

  test('a link followed from the keyboard leaves the focus at the start of the new page, with no ring around it', async ({
    page,
  }) => {
    await page.goto('/events');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/legal/privacy-policy');
    const main = page.getByRole('main');
    await expect(main).toBeFocused();
    expect(await main.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.keyboard.press('Tab');
    // The next stop is in the new page, not the footer the link was in.
    await expect(main.locator(':focus')).toHaveCount(1);
  });

  test('a new route starts at the top', async ({ page }) => {
    await page.goto('/events');
    await page.locator('#site-footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('#site-footer').getByRole('link', { name: 'Press Release' }).click();
    await expect(page).toHaveURL('/media');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual');
  });

  test.describe('the page a visitor lands on', () => {
    test.use({ waitForLive: false });

    test('keeps the place they scrolled to while it was prerendered, once the app takes over', async ({
      page,
    }) => {
      // The shell's code arrives late, as on a slow phone: the visitor reads and scrolls meanwhile.
      await page.route(/localhost:3000\/static\/js\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/mandir-nirman-seva/shiladaan', { waitUntil: 'commit' });
      await expect(page.locator('#root[data-prerendered] main h1')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 1200));
      await waitForLivePage(page);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    });

    test('a tap on Contribute Now before the code has arrived opens the dialog for one Shila on the hub @phone', async ({
      page,
    }) => {
      // No script arrives on the first page, as on a line that has not brought them yet.
      let scriptsArrive = false;
      await page.route(/\.js(\?|$)/, (route) => (scriptsArrive ? route.continue() : route.abort()));
      await page.goto('/events');
      const prerendered = page.locator('#root[data-prerendered]');
      await expect(prerendered).toBeVisible();
      scriptsArrive = true;
      const scope =
        page.viewportSize()?.width === 1280 ? page.getByRole('banner') : page.locator('#site-footer');
      await scope.getByRole('link', { name: 'Contribute Now' }).click();
      await expect(page).toHaveURL('/mandir-nirman-seva?type=donation&qty=1');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('donation-quantity')).toHaveText('1 Shila');
      await expect(dialog.getByTestId('donation-total')).toHaveText('₹11,000');
    });
  });

  test('a hash scrolls to its target', async ({ page }) => {
    await page.goto('/events#site-footer');
    await expect(page.locator('#site-footer')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a link whose hash is not valid percent-encoding still shows its page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/payment-status?order_id=MO123#%');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
