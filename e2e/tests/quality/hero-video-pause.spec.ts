import { scrollThrough } from '../../support/scroll';
import { expect, type Locator, test } from '../../support/test';

const isPaused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused);

test('a hero loop the visitor paused stays paused on the next page, until they press play', async ({
  page,
}) => {
  await page.goto('/');
  const video = page.getByTestId('hero-video');
  await expect.poll(() => isPaused(video)).toBe(false);
  await page.getByRole('button', { name: 'Pause background video' }).click();
  await expect.poll(() => isPaused(video)).toBe(true);

  // On by a link, as a visitor goes: the page is not loaded again, and the seva page's loop
  // is another remote's (mfe-donations'), not the home page's (mfe-content's).
  await scrollThrough(page);
  await page.getByRole('link', { name: 'About Shiladaan' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Shiladaan: offer a sacred stone' }),
  ).toBeVisible();
  const play = page.getByRole('button', { name: 'Play background video' });
  await expect(play).toBeVisible();
  // A while after it arrived, it has not started by itself.
  await page.waitForTimeout(1000);
  expect(await isPaused(video)).toBe(true);

  await play.click();
  await expect.poll(() => isPaused(video)).toBe(false);
  await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
});

test('a hero loop the browser paused out of view plays again once back in view', async ({ page }) => {
  await page.goto('/');
  const video = page.getByTestId('hero-video');
  await expect.poll(() => isPaused(video)).toBe(false);
  // Chromium pauses a muted autoplay video scrolled out of view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => isPaused(video)).toBe(true);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => isPaused(video)).toBe(false);
  await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
});
