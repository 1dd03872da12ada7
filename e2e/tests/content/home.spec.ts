import { scrollThrough } from '../../support/scroll';
import { controlApp } from '../../support/site';
import { expect, type Page, test } from '../../support/test';

const VIDEO_FILE = /\.(mp4|webm)(\?|$)/;

function videoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_FILE.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test.describe('home page', () => {
  test('shows the hero facts and attaches the muted background loop after load', async ({ page }) => {
    const videos = videoRequests(page);
    await page.goto('/');
    const facts = page.getByLabel('Temple facts');
    await expect(facts).toContainText('25,000 sq. ft.');
    await expect(facts).toContainText('December 2027');
    await expect(facts).toContainText('₹75 Crore');
    await expect(page.getByTestId('hero-video')).toHaveJSProperty('muted', true);
    await expect.poll(() => videos.some((url) => url.includes('hero-loop'))).toBe(true);
  });

  test('on a small phone the logo fits the header and each hero fact fits its column @phone-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    const logo = page.getByRole('banner').getByRole('link', { name: 'Sri Mandir, home' });
    expect((await logo.boundingBox())?.height).toBeLessThan(44);
    for (const value of await page.getByLabel('Temple facts').locator('dd').all()) {
      const { right, columnRight } = await value.evaluate((element) => ({
        right: element.getBoundingClientRect().left + element.scrollWidth,
        columnRight: (element.parentElement as HTMLElement).getBoundingClientRect().right,
      }));
      expect(right, (await value.textContent()) ?? '').toBeLessThanOrEqual(columnRight);
    }
  });

  test('loads no video at all when reduced motion is preferred @phone', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const videos = videoRequests(page);
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await scrollThrough(page);
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    expect(videos).toEqual([]);
  });

  test('the blessings carousel moves on every 4 s until paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Blessing pictures and videos', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const track = carousel.locator('[data-running]');
    const scrollLeft = () => track.evaluate((element) => Math.round(element.scrollLeft));
    await page.mouse.move(0, 0);
    await page.clock.runFor(4000);
    await expect.poll(scrollLeft).toBeGreaterThan(0);

    await carousel.getByRole('button', { name: 'Pause Blessing pictures and videos' }).click();
    await page.mouse.move(0, 0);
    // A step under way when Pause is pressed ends its smooth scroll first.
    let paused = await scrollLeft();
    await expect
      .poll(async () => {
        const [before, now] = [paused, await scrollLeft()];
        paused = now;
        return now === before;
      })
      .toBe(true);
    await page.clock.runFor(10_000);
    await page.waitForTimeout(500);
    expect(await scrollLeft()).toBe(paused);
    await expect(carousel.getByRole('button', { name: 'Play Blessing pictures and videos' })).toBeVisible();
  });

  test('a blessing video plays in a dialog that Escape closes, returning focus', async ({ page }) => {
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Play video: Message from the presiding acharya' });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    const dialog = page.getByRole('dialog', { name: 'Message from the presiding acharya' });
    await expect(dialog.locator('video')).toBeVisible();
    // The captions come from mfe-content's origin, not the shell's: they load (readyState 2), not error (3).
    await expect
      .poll(() => dialog.locator('track').evaluate((track: HTMLTrackElement) => track.readyState))
      .toBe(2);
    expect(
      await dialog
        .locator('video')
        .evaluate((video: HTMLVideoElement) => video.textTracks[0]?.cues?.length ?? 0),
    ).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(play).toBeFocused();
  });

  test('the contributors showcase lines up with the other sections @phone', async ({ page }) => {
    await page.goto('/');
    await scrollThrough(page);
    const contributors = page.getByRole('heading', { level: 2, name: 'Our Esteemed Contributors' });
    await expect(contributors).toBeVisible();
    const leftEdge = (name: string) =>
      page
        .getByRole('heading', { level: 2, name, exact: true })
        .evaluate((heading) => Math.round(heading.getBoundingClientRect().left));
    const blessings = await leftEdge('Blessings');
    expect(await leftEdge('About the temple')).toBe(blessings);
    expect(await leftEdge('Our Esteemed Contributors')).toBe(blessings);
  });

  test('places the donation cards of mfe-donations through federation', async ({ page }) => {
    await page.goto('/');
    await scrollThrough(page);
    const donate = page.getByRole('region', { name: 'Offer your seva' });
    await expect(donate.getByRole('heading', { name: 'Bhoomi Sahyog' })).toBeVisible();
    await expect(page.getByTestId('donations-placeholder')).toHaveCount(0);
  });

  test.describe('with mfe-donations stopped', () => {
    test.afterEach(async () => {
      await controlApp('mfe-donations', 'start');
    });

    test('still renders, with a way to the donation hub in place of the cards', async ({ page }) => {
      await controlApp('mfe-donations', 'stop');
      await page.goto('/');
      await expect(page.locator('main h1')).toBeVisible();
      await scrollThrough(page);
      const placeholders = page.getByTestId('donations-placeholder');
      await expect(placeholders).toHaveCount(2, { timeout: 15_000 });
      await placeholders.first().getByRole('link', { name: 'Go to Mandir Nirman Seva' }).click();
      await expect(page).toHaveURL('/mandir-nirman-seva');
    });
  });
});
