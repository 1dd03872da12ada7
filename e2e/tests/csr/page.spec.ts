import { expect, type Locator, test } from '../../support/test';

/**
 * How far a row scrolls in one second, timed inside the page: timing from the test
 * process would add the round trips of a busy machine to the second.
 */
function distanceInASecond(row: Locator): Promise<number> {
  return row.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const startLeft = element.scrollLeft;
        const startTime = performance.now();
        setTimeout(() => {
          const seconds = (performance.now() - startTime) / 1000;
          resolve(Math.round((element.scrollLeft - startLeft) / seconds));
        }, 1000);
      }),
  );
}

test.describe('CSR page', () => {
  test('Partner with Us brings the form into view @phone', async ({ page }) => {
    await page.goto('/csr');
    await page.getByRole('button', { name: 'Partner with Us' }).click();
    const heading = page.getByRole('heading', { name: 'Partner With Us' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('link', { name: 'csr@srimandir.org' })).toHaveAttribute(
      'href',
      'mailto:csr@srimandir.org',
    );
  });

  test('the carousels scroll at about 42 and 40 px/s, and stop on hover and on Pause', async ({ page }) => {
    await page.goto('/csr');
    const pillars = page.getByRole('region', { name: 'CSR pillars', exact: true });
    const projects = page.getByRole('region', { name: 'Featured projects', exact: true });
    await pillars.scrollIntoViewIfNeeded();
    expect(await distanceInASecond(pillars)).toBeGreaterThan(30);
    expect(await distanceInASecond(pillars)).toBeLessThan(50);
    await pillars.hover();
    expect(await distanceInASecond(pillars)).toBe(0);

    await page.getByRole('button', { name: 'Pause Featured projects' }).click();
    expect(await distanceInASecond(projects)).toBe(0);
    await page.getByRole('button', { name: 'Play Featured projects' }).click();
    await page.mouse.move(0, 0);
    expect(await distanceInASecond(projects)).toBeGreaterThan(28);
  });

  test('under reduced motion the carousels stand still, without a control', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/csr');
    const pillars = page.getByRole('region', { name: 'CSR pillars', exact: true });
    await expect(pillars.getByRole('heading', { name: 'Education' })).toBeVisible();
    expect(await distanceInASecond(pillars)).toBe(0);
    await expect(page.getByRole('button', { name: /^(Pause|Play) / })).toHaveCount(0);
  });
});
