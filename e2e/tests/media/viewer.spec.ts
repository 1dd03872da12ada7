import { expect, type Page, test } from '../../support/test';
import { pressFiles, SITES, yearControl, zoomImage } from './press-files';

const { files } = pressFiles();

async function openItem(page: Page, title: string) {
  await page.getByTestId('media-card').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The picture's offset, from its `transform: translate(x, y) scale(s)`. */
async function offset(page: Page): Promise<string> {
  return zoomImage(page).evaluate(
    (img: HTMLElement) => /translate\(([^)]*)\)/.exec(img.style.transform)?.[1] ?? '',
  );
}

async function offsets(page: Page): Promise<[number, number]> {
  const [x = Number.NaN, y = Number.NaN] = (await offset(page)).split(', ').map(Number.parseFloat);
  return [x, y];
}

for (const { name, origin } of SITES) {
  test.describe(`press viewer, ${name}`, () => {
    test('a picture opens large with a working Download, and previous/next', async ({ page }) => {
      await page.goto(`${origin}/media`);
      const dialog = await openItem(page, 'Kartik Purnima Deepotsav');
      await expect
        .poll(() => zoomImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(600);
      const download = dialog.getByRole('link', { name: 'Download' });
      await expect(download).toHaveAttribute('download', '2025-11-05-kartik-purnima-deepotsav.jpg');
      await expect(download).toHaveAttribute(
        'href',
        /\/press\/2025\/2025-11-05-kartik-purnima-deepotsav\.jpg$/,
      );
      const saved = page.waitForEvent('download');
      await download.click();
      expect((await saved).suggestedFilename()).toBe('2025-11-05-kartik-purnima-deepotsav.jpg');

      const position = page.getByTestId('viewer-position');
      const start = Number((await position.textContent())?.split(' of ')[0]);
      await expect(position).toHaveText(`${start} of ${files.length}`);
      await dialog.getByRole('button', { name: 'Next item' }).click();
      await expect(position).toHaveText(`${start + 1} of ${files.length}`);
      await expect(page.getByRole('dialog', { name: 'Purnima Amrit Bhog Seva' })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('dialog', { name: 'Kartik Purnima Deepotsav' })).toBeVisible();
      await expect(position).toHaveText(`${start} of ${files.length}`);
    });

    test('a video plays with controls and has no Download', async ({ page }) => {
      await page.goto(`${origin}/media`);
      const dialog = await openItem(page, 'Construction Progress June');
      const video = dialog.getByTestId('viewer-video');
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('poster', /renditions\/.+\.webp$/);
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
        .toBeGreaterThanOrEqual(1);
      expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
      await expect(dialog.getByRole('link', { name: 'Download' })).toHaveCount(0);
      await expect(dialog.getByTestId('zoom-stage')).toHaveCount(0);
      await expect(video).toHaveAccessibleName('Construction Progress June');
    });

    test('double-click toggles 1x and 2x; Ctrl + wheel zooms in 10 % steps', async ({ page }) => {
      await page.goto(`${origin}/media`);
      await openItem(page, 'Kartik Purnima Deepotsav');
      const stage = page.getByTestId('zoom-stage');
      const readout = page.getByTestId('zoom-readout');
      await expect(zoomImage(page)).toHaveAttribute('data-zoom', '1');

      await stage.dblclick();
      await expect(zoomImage(page)).toHaveAttribute('data-zoom', '2');
      await expect(readout).toHaveText('200%');
      await expect(zoomImage(page)).toHaveAttribute('style', /scale\(2\)/);
      await stage.dblclick();
      await expect(zoomImage(page)).toHaveAttribute('data-zoom', '1');

      const box = await stage.boundingBox();
      if (!box) throw new Error('no stage');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, -100);
      await expect(zoomImage(page)).toHaveAttribute('data-zoom', '1', { timeout: 1000 });
      await page.keyboard.down('Control');
      for (let step = 1; step <= 3; step++) {
        await page.mouse.wheel(0, -100);
        await expect(zoomImage(page)).toHaveAttribute('data-zoom', String(1 + step / 10));
      }
      await page.mouse.wheel(0, 100);
      await page.keyboard.up('Control');
      await expect(zoomImage(page)).toHaveAttribute('data-zoom', '1.2');
      await expect(readout).toHaveText('120%');
      // The page itself was not zoomed by the browser.
      expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);

      await page.keyboard.press('0');
      await page.keyboard.down('Control');
      for (let i = 0; i < 45; i++) await page.mouse.wheel(0, -100);
      await page.keyboard.up('Control');
      await expect(zoomImage(page)).toHaveAttribute('data-zoom', '5');
      await expect(readout).toHaveText('500%');
    });

    test('dragging pans a zoomed picture, within its edges; keys zoom and pan; Escape closes', async ({
      page,
    }) => {
      await page.goto(`${origin}/media`);
      await openItem(page, 'Kartik Purnima Deepotsav');
      const stage = page.getByTestId('zoom-stage');
      const box = await stage.boundingBox();
      if (!box) throw new Error('no stage');
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

      // At 1x a drag moves nothing.
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + 30, centre.y + 20, { steps: 3 });
      await page.mouse.up();
      expect(await offset(page)).toBe('0px, 0px');

      await stage.dblclick({ position: { x: box.width / 2, y: box.height / 2 } });
      await expect(zoomImage(page)).toHaveAttribute('data-zoom', '2');
      const [startX, startY] = await offsets(page);
      // Zoomed about the centre: at most a sub-pixel off.
      expect(Math.abs(startX) + Math.abs(startY)).toBeLessThanOrEqual(2);
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x - 80, centre.y + 40, { steps: 5 });
      await page.mouse.up();
      expect(await offsets(page)).toEqual([startX - 80, startY + 40]);
      await expect(zoomImage(page)).toHaveAttribute('data-zoom', '2');

      // Far beyond the edge: it stops where the picture's edge meets the stage's.
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + 3000, centre.y + 3000, { steps: 5 });
      await page.mouse.up();
      const [x, y] = await offsets(page);
      const { width, height } = await zoomImage(page).evaluate((img: HTMLElement) => ({
        width: img.offsetWidth,
        height: img.offsetHeight,
      }));
      expect(x).toBeCloseTo(Math.max(0, (width * 2 - box.width) / 2), 0);
      expect(y).toBeCloseTo(Math.max(0, (height * 2 - box.height) / 2), 0);

      await page.keyboard.press('0');
      await expect(zoomImage(page)).toHaveAttribute('data-zoom', '1');
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await expect(zoomImage(page)).toHaveAttribute('data-zoom', '1.2');
      await page.keyboard.press('-');
      await expect(zoomImage(page)).toHaveAttribute('data-zoom', '1.1');
      const before = await offset(page);
      await page.keyboard.press('ArrowUp');
      expect(await offset(page)).not.toBe(before);
      await expect(page.getByRole('dialog', { name: 'Kartik Purnima Deepotsav' })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(
        page.getByTestId('media-card').filter({ hasText: 'Kartik Purnima Deepotsav' }),
      ).toBeFocused();
    });
  });
}

/** Real touches through the browser's input pipeline (pointer events of type touch). */
async function touchscreen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((point, id) => ({ ...point, id })),
    });
}

test('on a phone the viewer fills the screen; double tap and pinch zoom, a swipe moves on @phone-only', async ({
  page,
}) => {
  await page.goto('/media');
  await yearControl(page, 2024).click();
  const dialog = await openItem(page, 'Devotees Site Visit');
  expect((await dialog.boundingBox())?.width).toBe(390);
  const stage = page.getByTestId('zoom-stage');
  await stage.dblclick();
  await expect(zoomImage(page)).toHaveAttribute('data-zoom', '2');
  await stage.dblclick();
  await expect(zoomImage(page)).toHaveAttribute('data-zoom', '1');

  const touch = await touchscreen(page);
  const box = await stage.boundingBox();
  if (!box) throw new Error('no stage');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;

  // Two fingers spreading from 100 px to 200 px apart: about 2x.
  await touch('touchStart', [
    { x: x - 50, y },
    { x: x + 50, y },
  ]);
  for (const spread of [60, 75, 90, 100])
    await touch('touchMove', [
      { x: x - spread, y },
      { x: x + spread, y },
    ]);
  await touch('touchEnd', []);
  const pinched = Number(await zoomImage(page).getAttribute('data-zoom'));
  expect(pinched).toBeGreaterThan(1.8);
  expect(pinched).toBeLessThan(2.2);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(zoomImage(page)).toHaveAttribute('data-zoom', '1');

  // A one-finger swipe to the left at 1x shows the next item.
  const position = page.getByTestId('viewer-position');
  const before = Number((await position.textContent())?.split(' of ')[0]);
  await touch('touchStart', [{ x: x + 100, y }]);
  for (const step of [60, 20, -20, -60]) await touch('touchMove', [{ x: x + step, y }]);
  await touch('touchEnd', []);
  await expect(position).toHaveText(new RegExp(`^${before + 1} of `));

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
