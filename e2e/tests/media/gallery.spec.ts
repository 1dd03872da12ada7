import { expect, test } from '../../support/test';
import { pressFiles, SITES, yearControl } from './press-files';

const { years, files, count } = pressFiles();
const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

for (const { name, origin } of SITES) {
  test.describe(`press gallery, ${name}`, () => {
    test('one section per year, newest first, with counts; the first open, several at once @phone', async ({
      page,
    }) => {
      await page.goto(`${origin}/media`);
      await expect(page.getByRole('heading', { level: 1, name: 'Press Releases' })).toBeVisible();
      const headings = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(headings).toHaveText(
        years.map((year) => `Press Releases ${year}${itemsLabel(count(year))}`),
      );
      await expect(page.getByTestId('year-count')).toHaveText(years.map((year) => itemsLabel(count(year))));
      expect(years.length).toBeGreaterThanOrEqual(3);
      expect(files.length).toBeGreaterThanOrEqual(20);

      const [newest, second, third] = years as [number, number, number];
      await expect(yearControl(page, newest)).toHaveAttribute('aria-expanded', 'true');
      for (const year of years.slice(1))
        await expect(yearControl(page, year)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('media-card').filter({ visible: true })).toHaveCount(count(newest));

      await yearControl(page, second).click();
      await yearControl(page, third).click();
      for (const year of [newest, second, third])
        await expect(yearControl(page, year)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('media-card').filter({ visible: true })).toHaveCount(
        count(newest) + count(second) + count(third),
      );
    });

    test('cards show a small lazy preview, badges, title and date', async ({ page }) => {
      const previews: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/press/')) previews.push(new URL(request.url()).pathname);
      });
      await page.goto(`${origin}/media`);
      const card = page.getByTestId('media-card').filter({ hasText: 'Kartik Purnima Deepotsav' });
      await expect(card).toContainText('2025');
      await expect(card).toContainText('Image');
      await expect(card).toContainText('05 Nov 2025');
      const preview = card.locator('img');
      await expect(preview).toHaveAttribute('loading', 'lazy');
      await expect(preview).toHaveAttribute('width', /\d+/);
      await expect(preview).toHaveAttribute('height', /\d+/);
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // A resized webp at most twice the press card's width, not the original photograph.
      const shown = await preview.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        natural: img.naturalWidth,
        width: img.clientWidth,
      }));
      expect(shown.src).toMatch(/\/press\/2025\/renditions\/.+\.webp$/);
      expect(shown.natural).toBeLessThanOrEqual(shown.width * 2);
      await expect(
        page.getByTestId('media-card').filter({ hasText: 'Construction Progress June' }),
      ).toContainText('Video');
      // Closed years load nothing, and no original is fetched for a card.
      expect(previews.filter((path) => /^\/press\/(2022|2023)\//.test(path))).toEqual([]);
      expect(previews.filter((path) => !path.includes('/renditions/'))).toEqual([]);

      await yearControl(page, 2023).click();
      const undated = page.getByTestId('media-card').filter({ hasText: 'Temple Design Sketches' });
      await expect(undated).toContainText('Date not recorded');
    });

    test('#videos and #images filter by type and scroll to the list; #all shows everything', async ({
      page,
    }) => {
      const videos = files.filter((file) => file.type === 'video');
      await page.goto(`${origin}/media#videos`);
      const cards = page.getByTestId('media-card');
      await expect(page.getByTestId('press-filter-status')).toContainText(
        `Showing videos only: ${videos.length} of ${files.length}.`,
      );
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await expect(page.locator('#all')).toBeInViewport();
      for (const year of new Set(videos.map((file) => file.year))) {
        const control = yearControl(page, year);
        if ((await control.getAttribute('aria-expanded')) === 'false') await control.click();
      }
      await expect(cards.filter({ visible: true })).toHaveCount(videos.length);
      await expect(page.locator('[data-testid="media-card"][data-type="image"]')).toHaveCount(0);

      await page.goto(`${origin}/media#images`);
      await expect(page.getByTestId('press-filter-status')).toContainText(
        `Showing images only: ${files.length - videos.length} of ${files.length}.`,
      );
      await expect(page.locator('[data-testid="media-card"][data-type="video"]')).toHaveCount(0);
      await expect(page.locator('#all')).toBeInViewport();

      await page.getByRole('link', { name: 'Show everything' }).click();
      await expect(page).toHaveURL(/\/media#all$/);
      await expect(page.getByTestId('press-filter-status')).toHaveCount(0);
      // The link leaves with the line it was in; the focus goes to the list it leads to.
      await expect(page.locator('#all')).toBeFocused();
      await expect(cards).toHaveCount(files.length);

      await page.goto(`${origin}/media#all`);
      await expect(cards).toHaveCount(files.length);
      await expect(page.locator('#all')).toBeInViewport();
    });

    test('#YYYY opens that year and scrolls to it @phone', async ({ page }) => {
      const oldest = years.at(-1) as number;
      await page.goto(`${origin}/media#${oldest}`);
      await expect(yearControl(page, oldest)).toHaveAttribute('aria-expanded', 'true');
      await expect(yearControl(page, oldest)).toBeInViewport();
      await expect(yearControl(page, years[0] as number)).toHaveAttribute('aria-expanded', 'true');

      // A hash change on the page itself works too.
      await page.evaluate(() => {
        window.location.hash = '#2024';
      });
      await expect(yearControl(page, 2024)).toHaveAttribute('aria-expanded', 'true');
      await expect(yearControl(page, 2024)).toBeInViewport();
    });
  });
}
