import { expect, test, waitForLivePage } from '../../support/test';
import { chooseFirstBhogDate, fillDonor, submitToCheckout } from './donation-form';

test.describe('seva page hero video', () => {
  for (const path of ['/mandir-nirman-seva/shiladaan', '/mandir-nirman-seva/rangamandap', '/amrit-bhog']) {
    test(`${path}: a muted, captioned loop arrives after load and pauses from its button`, async ({
      page,
    }) => {
      const videos: string[] = [];
      page.on('request', (request) => {
        if (/\.(mp4|vtt)(\?|$)/.test(request.url())) videos.push(request.url());
      });
      await page.goto(path);
      const video = page.getByTestId('hero-video');
      await expect(video).toHaveJSProperty('muted', true);
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
      expect(videos.some((url) => url.includes('seva-hero-loop'))).toBe(true);
      // The track is reachable although the file comes from mfe-donations' origin.
      const captions = await video.evaluate(async (element: HTMLVideoElement) => {
        const track = element.textTracks[0];
        if (!track) return 0;
        track.mode = 'hidden';
        await new Promise((resolve) => setTimeout(resolve, 500));
        return track.cues?.length ?? 0;
      });
      expect(captions).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Pause background video' }).click();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await page.getByRole('button', { name: 'Play background video' }).click();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    });
  }

  test('no video at all when reduced motion is preferred @phone', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const videos: string[] = [];
    page.on('request', (request) => {
      if (/\.mp4(\?|$)/.test(request.url())) videos.push(request.url());
    });
    await page.goto('/mandir-nirman-seva/shiladaan');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveCount(0);
    expect(videos).toEqual([]);
  });
});

test.describe('dedicated contribution pages', () => {
  test('Shiladaan: Offer My Shila scrolls to the form, which reaches the checkout @phone', async ({
    page,
  }) => {
    await page.goto('/mandir-nirman-seva/shiladaan');
    await page.getByRole('button', { name: 'Offer My Shila' }).first().click();
    const form = page.locator('#contribute-form');
    await expect(form).toBeInViewport();
    await expect(form.getByTestId('donation-total')).toHaveText('₹11,000');
    await fillDonor(form);
    await submitToCheckout(page, form);
  });

  test('what the donor typed is there again after a visit to another page and Back', async ({ page }) => {
    await page.goto('/mandir-nirman-seva/shiladaan');
    const name = page.locator('#contribute-form').getByLabel('Full name');
    await name.fill('Asha Rao');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL('/events');
    await page.goBack();
    await expect(name).toHaveValue('Asha Rao');
  });

  test('Rangamandap preselects five sq. units; #faq-{id} opens that answer', async ({ page }) => {
    await page.goto('/mandir-nirman-seva/rangamandap#faq-cost');
    await expect(page.locator('#contribute-form').getByTestId('donation-quantity')).toHaveText('5 sq. units');
    await expect(page.getByText('The Rangamandap is sponsored at ₹2,100 per sq. unit.')).toBeVisible();
    await expect(page.locator('#faq-cost')).toBeInViewport();
  });

  test('Amrit Bhog offers Purnima dates and searches its FAQ', async ({ page }) => {
    await page.goto('/amrit-bhog');
    const form = page.locator('#contribute-form');
    await chooseFirstBhogDate(form);
    await expect(form.getByTestId('donation-total')).toHaveText('₹21,000');
    // The FAQ's code comes as the visitor scrolls near it.
    await page.getByLabel('Search questions').scrollIntoViewIfNeeded();
    await page.getByLabel('Search questions').fill('zzz');
    await expect(page.getByText('No matching questions.')).toBeVisible();
    await page.getByLabel('Search questions').fill('upi');
    await expect(page.getByRole('button', { name: 'How can I pay?' })).toBeVisible();
  });

  test('a failed submission says why beside the form and keeps what was typed; a full Bhog date leaves the picker', async ({
    page,
  }) => {
    const FULL = 'All Amrit Bhog slots for the selected date are booked. Please choose another date.';
    const answers = [
      { status: 500, message: 'An unexpected error occurred' },
      { status: 409, message: FULL },
    ];
    await page.route('**/api/v2/donations', async (route) => {
      const answer = answers.shift();
      if (!answer) return route.abort('failed');
      await route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: answer.message, message: answer.message }),
      });
    });
    await page.goto('/amrit-bhog');
    const form = page.locator('#contribute-form');
    await chooseFirstBhogDate(form);
    const chosen = await form.getByLabel('Purnima date').inputValue();
    await fillDonor(form);
    const submit = form.getByRole('button', { name: /^Contribute ₹/ });

    await submit.click();
    await expect(form.getByRole('alert')).toContainText('Donation Failed');
    await expect(form.getByRole('alert')).toContainText('An unexpected error occurred');
    await expect(form.getByLabel('Full name')).toHaveValue('Asha Rao');

    await submit.click();
    await expect(form.getByText(FULL).first()).toBeVisible();
    await expect(form.getByLabel('Purnima date')).toHaveValue('');
    await expect(form.locator(`option[value="${chosen}"]`)).toHaveCount(0);

    await chooseFirstBhogDate(form);
    await submit.click();
    await expect(form.getByRole('alert')).toContainText('Failed to create donation. Please try again.');
    await expect(form.getByLabel('City')).toHaveValue('Bengaluru');
  });

  test('the hub lists contributors and the view-all dialog filters them; closing it returns to its button', async ({
    page,
  }) => {
    await page.goto('/mandir-nirman-seva');
    const viewAll = page.getByRole('button', { name: 'View all devotees' });
    await viewAll.scrollIntoViewIfNeeded();
    await viewAll.click();
    const dialog = page.getByRole('dialog', { name: 'Our Devotees' });
    await expect(dialog.getByRole('tab', { name: 'Bengaluru' })).toBeVisible();
    await dialog.getByLabel('Search devotees').fill('no such devotee at all');
    await expect(dialog.getByText('No devotees match your search.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewAll).toBeFocused();
  });
});

test.describe('a seva page on a slow line', () => {
  test.use({ waitForLive: false });

  test('its prerendered form says it is still loading, until the live form takes over @phone', async ({
    page,
  }) => {
    // Every script held back, as on a slow phone line: the prerendered page is all there is.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/mandir-nirman-seva/rangamandap', { waitUntil: 'commit' });
    const shownNotice = () =>
      page
        .locator('form')
        .first()
        .evaluate((form) => {
          const notice = getComputedStyle(form, '::after');
          return notice.visibility === 'visible' ? notice.content : 'none';
        });
    const inertName = page.locator('#root[data-prerendered] form[data-not-live] input[inert]').first();
    await expect(inertName).toBeAttached();
    // A donor who taps the form at once is told at once, not after the moment the bar waits.
    expect(await shownNotice()).toBe('none');
    await inertName.evaluate((input) => input.scrollIntoView({ block: 'center' }));
    const box = await inertName.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 10, (box?.y ?? 0) + 10);
    await page.mouse.down();
    expect(await shownNotice()).toBe('"Form still loading; ready in a moment."');
    await page.mouse.up();
    await expect.poll(shownNotice).toBe('"Form still loading; ready in a moment."');
    release();
    await waitForLivePage(page);
    await expect(page.getByLabel('Full name')).not.toHaveAttribute('inert');
    await expect.poll(shownNotice).toBe('none');
  });
});
