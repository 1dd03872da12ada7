import { expect, type Locator, type Page, test } from '../../support/test';

/**
 * Every dialog of the site closes on the browser's Back (a phone's back gesture), keeping
 * the page; closed any other way, it leaves no step behind, so the next Back leaves the
 * page. (The donation dialog's own journeys are in donations/donation-dialog.spec.ts.)
 */
interface DialogCase {
  name: string;
  path: string;
  open: (page: Page) => Promise<Locator>;
  closeButton: string;
}

const DIALOGS: readonly DialogCase[] = [
  {
    name: "the hub's list of devotees",
    path: '/mandir-nirman-seva',
    open: async (page) => {
      const viewAll = page.getByRole('button', { name: 'View all devotees' });
      await viewAll.scrollIntoViewIfNeeded();
      await expect(viewAll).not.toHaveAttribute('inert');
      await viewAll.click();
      return page.getByRole('dialog', { name: 'Our Devotees' });
    },
    closeButton: 'Close',
  },
  {
    name: 'a blessing video',
    path: '/',
    open: async (page) => {
      const play = page.getByRole('button', { name: 'Play video: Message from the presiding acharya' });
      await play.scrollIntoViewIfNeeded();
      await play.click();
      return page.getByRole('dialog', { name: 'Message from the presiding acharya' });
    },
    closeButton: 'Close',
  },
  {
    name: 'the press viewer, on a year of the gallery',
    path: '/media#2024',
    open: async (page) => {
      await page.getByTestId('media-card').first().click();
      return page.getByRole('dialog');
    },
    closeButton: 'Close',
  },
];

for (const dialogCase of DIALOGS) {
  test.describe(dialogCase.name, () => {
    test('Back closes it and keeps the page; the next Back leaves @phone', async ({ page }) => {
      await page.goto('/events');
      await page.goto(dialogCase.path);
      const dialog = await dialogCase.open(page);
      await expect(dialog).toBeVisible();
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(dialogCase.path);
      await page.goBack();
      await expect(page).toHaveURL('/events');
    });

    test('closed by its button, it leaves no step for Back', async ({ page }) => {
      await page.goto('/events');
      await page.goto(dialogCase.path);
      const dialog = await dialogCase.open(page);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: dialogCase.closeButton }).first().click();
      await expect(dialog).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL('/events');
    });
  });
}
