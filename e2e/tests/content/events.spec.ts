import { expect, test } from '../../support/test';

test.describe('events page', () => {
  test.beforeEach(async ({ page }) => {
    // 15 October 2025 in Bengaluru: four events are still to come, nine are past.
    await page.clock.setFixedTime(new Date('2025-10-15T09:00:00+05:30'));
  });

  test('switches tabs, keeps the tab in the URL and counts the events', async ({ page }) => {
    await page.goto('/events');
    const cards = page.getByTestId('event-card');
    await expect(page.getByRole('tab', { name: 'Upcoming (4)' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards).toHaveCount(4);
    await expect(cards.last()).toContainText('Date to be decided');

    await page.getByRole('tab', { name: 'Past (9)' }).click();
    await expect(page).toHaveURL('/events?tab=past');
    await expect(cards).toHaveCount(9);

    await page.getByRole('tab', { name: 'All (13)' }).click();
    await expect(page).toHaveURL('/events?tab=all');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      '2027',
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
    ]);
    await expect(page.getByTestId('year-count').first()).toHaveText('2 events');

    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Past (9)' })).toHaveAttribute('aria-selected', 'true');
  });

  test('opens the tab named in a shared link @phone', async ({ page }) => {
    await page.goto('/events?tab=all');
    await expect(page.getByRole('tab', { name: 'All (13)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('event-card')).toHaveCount(13);
  });
});
