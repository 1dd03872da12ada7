import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '../../support/test';
import { pressFiles, yearControl } from './press-files';

/** axe, WCAG 2.2 AA and best practices, on the page or within one part of it. */
async function violations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  const { violations: found } = await (within ? axe.include(within) : axe).analyze();
  return found.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.use({ reducedMotion: 'reduce' });

test.describe('press gallery accessibility @phone', () => {
  test('the page with every year open', async ({ page }) => {
    await page.goto('/media');
    for (const year of pressFiles().years) {
      const control = yearControl(page, year);
      if ((await control.getAttribute('aria-expanded')) === 'false') await control.click();
    }
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });

  test('the viewer, with a picture zoomed and with a video', async ({ page }) => {
    await page.goto('/media');
    await page.getByTestId('media-card').filter({ hasText: 'Kartik Purnima Deepotsav' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('+');
    await expect(page.getByTestId('zoom-readout')).toHaveText('110%');
    expect(await violations(page, '[role="dialog"]')).toEqual([]);

    await page.keyboard.press('Escape');
    await page.getByTestId('media-card').filter({ hasText: 'Construction Progress June' }).click();
    await expect(page.getByTestId('viewer-video')).toBeVisible();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
  });
});
