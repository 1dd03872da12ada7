import { expect, test } from '../../support/test';

test.describe('donation hub', () => {
  test("its sections start where the hero's text starts @phone", async ({ page }) => {
    await page.goto('/mandir-nirman-seva');
    // The contributors' code comes as the visitor scrolls near; until then their prerendered copy stands in, its controls inert.
    const viewAll = page.getByRole('button', { name: 'View all devotees' });
    await viewAll.scrollIntoViewIfNeeded();
    await expect(viewAll).not.toHaveAttribute('inert');
    const left = async (name: string, level: number) =>
      Math.round((await page.getByRole('heading', { level, name }).boundingBox())?.x ?? Number.NaN);
    const hero = await left('Build the temple, stone by stone', 1);
    expect(await left('Ways to give', 2)).toBe(hero);
    expect(await left('Our Esteemed Contributors', 2)).toBe(hero);
  });

  test('every quick amount reads whole, on a phone and at 1280 px @phone', async ({ page }) => {
    await page.goto('/mandir-nirman-seva');
    const cards = page.getByRole('region', { name: 'Ways to give' });
    const labels = cards.locator('a .mantine-Button-label');
    await expect(labels).toHaveCount(9);
    for (const label of await labels.all()) {
      const { full, shown } = await label.evaluate((element) => ({
        full: element.scrollWidth,
        shown: element.clientWidth,
      }));
      expect(full, (await label.textContent()) ?? '').toBeLessThanOrEqual(shown);
    }
  });

  test('the rolling contributors stop and start again with one button that says what it will do', async ({
    page,
  }) => {
    await page.goto('/mandir-nirman-seva');
    // The section's code and the contributors arrive as the visitor scrolls near.
    await page.getByRole('heading', { name: 'Our Esteemed Contributors' }).scrollIntoViewIfNeeded();
    const pause = page.getByRole('button', { name: 'Pause contributors' });
    await pause.click();
    const play = page.getByRole('button', { name: 'Play contributors' });
    // Its name says the action; a pressed state on top would read "Play contributors, pressed" while it stands still.
    await expect(play).not.toHaveAttribute('aria-pressed');
    await play.click();
    await expect(pause).toBeVisible();
  });
});
