import { expect, type Page } from '@playwright/test';

/** What a visitor does on a page, whose Interaction to Next Paint the audit measures. */
export interface Interaction {
  /** As the report names it. */
  name: string;
  path: string;
  /** Brings the live page to where the visitor starts, with no input the browser counts as an interaction. */
  prepare: (page: Page) => Promise<void>;
  /** The visitor's own input (trusted events, which INP counts), until its outcome shows. */
  perform: (page: Page) => Promise<void>;
}

const DONOR_NAME = 'Asha Rao';
/** A quick thumb: one key every 200 ms, so a slow keystroke does not queue behind the previous one. */
const KEYSTROKE_GAP_MS = 200;

const contributeLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Contribute Now' });
const nameField = (page: Page) => page.getByRole('dialog').getByLabel('Full name');
const bhogDate = (page: Page) => page.locator('#contribute-form').getByLabel('Purnima date');

export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'open the donation dialog',
    path: '/',
    prepare: async () => {},
    perform: async (page) => {
      await contributeLink(page).click();
      await nameField(page).waitFor();
    },
  },
  {
    name: "type the donor's name",
    path: '/',
    // A script's click is no interaction to the browser, so the INP is the typing's alone.
    prepare: async (page) => {
      await contributeLink(page).dispatchEvent('click');
      await nameField(page).focus();
    },
    perform: async (page) => {
      await page.keyboard.type(DONOR_NAME, { delay: KEYSTROKE_GAP_MS });
      await expect(nameField(page)).toHaveValue(DONOR_NAME);
    },
  },
  {
    name: 'choose a Bhog date',
    path: '/amrit-bhog',
    prepare: async (page) => {
      await bhogDate(page).locator('option').nth(1).waitFor({ state: 'attached' });
    },
    // A click opens the native picker; its keys pick the first date (option 0 asks to choose one).
    perform: async (page) => {
      const select = bhogDate(page);
      const firstDate = await select.locator('option').nth(1).getAttribute('value');
      await select.click();
      await page.locator('#contribute-form select:open').waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(select).toHaveValue(firstDate ?? '');
    },
  },
];
