import { mailMatching } from '../../support/mail-outbox';
import { appUrl } from '../../support/site';
import { expect, type Page, test } from '../../support/test';
import { anEnquiry, expectEnquiryKept, field, fillEnquiry, scrollToEnquiryForm } from './enquiry';

const SITES = [
  { name: 'composed site', url: '/csr' },
  { name: 'standalone remote', url: `${appUrl('mfe-csr')}/csr` },
];

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
}

test.describe('CSR enquiry', () => {
  for (const site of SITES) {
    test(`is stored by the API, from the ${site.name}`, async ({ page }) => {
      const enquiry = anEnquiry();
      await page.goto(site.url);
      await fillEnquiry(page, enquiry);
      const stored = page.waitForResponse(
        (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
      );
      await submit(page);
      const response = await stored;
      expect(response.status()).toBe(201);
      expect(await response.json()).toEqual({ success: true, data: { id: expect.any(String) } });
      expect(response.request().postDataJSON()).toEqual({
        ...enquiry,
        areasOfInterest: ['Food & Nourishment', 'Education'],
        contributionType: [],
      });
      await expect(page.getByRole('alert')).toHaveText('Thanks! Our team will get in touch shortly.');
      await expect(page.getByRole('status').filter({ hasText: 'business days' })).toHaveText(
        'We respond within 1–2 business days.',
      );
      await expect(field(page, 'Organization name')).toHaveValue('');
      await expect(page.getByRole('checkbox', { name: 'Education' })).not.toBeChecked();

      // The trust hears of it: a mail to its CSR address, answerable to the company.
      const mail = await mailMatching(
        (candidate) => candidate.subject === `CSR enquiry from ${enquiry.organizationName}`,
      );
      expect(mail.to).toMatchObject({ value: [{ address: 'csr@srimandir.org' }] });
      expect(mail.replyTo).toMatchObject({ value: [{ address: enquiry.email }] });
      expect(mail.text).toContain(enquiry.message);
    });
  }

  test('says the network error and keeps the input when the API is unreachable', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    const enquiry = anEnquiry();
    await page.goto('/csr');
    await fillEnquiry(page, enquiry);
    await submit(page);
    await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
    await expectEnquiryKept(page, enquiry);
    await expect(page.getByRole('button', { name: 'Submit Enquiry' })).toBeEnabled();
  });

  test('a keyboard visitor finds the form live, without scrolling to it', async ({ page }) => {
    await page.goto('/csr');
    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(field(page, 'Organization name')).toBeEditable();
    await expect(field(page, 'Organization name')).not.toBeInViewport();
  });

  test('asks for the required fields before sending anything @phone', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent = true;
    });
    await page.goto('/csr');
    await scrollToEnquiryForm(page);
    await submit(page);
    await expect(field(page, 'Organization name')).toHaveAccessibleDescription(
      'Organization name is required',
    );
    await expect(field(page, 'Organization name')).toBeFocused();
    await expect(field(page, 'Contact person')).toHaveAccessibleDescription('Contact person is required');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is required');
    expect(sent).toBe(false);
  });
});
