import { expect, test } from '../../support/test';

test.describe('donation hub', () => {
  test("its sections start where the hero's text starts @phone", async ({ page }) => {
    await page.goto('/mandir-nirman-seva');
    const left = async (name: string, level: number) =>
      Math.round((await page.getByRole('heading', { level, name }).boundingBox())?.x ?? Number.NaN);
    const hero = await left('Build the temple, stone by stone', 1);
    expect(await left('Ways to give', 2)).toBe(hero);
    expect(await left('Our Esteemed Contributors', 2)).toBe(hero);
  });
});
