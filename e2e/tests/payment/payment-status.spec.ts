import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { createDonation, settlePayment, waitForApi } from '../../support/donations';
import { mailMatching } from '../../support/mail-outbox';
import { expect, type Page, test, waitForLivePage } from '../../support/test';

async function checkout(page: Page, button: 'Pay' | 'Fail' | 'Leave pending', shilas?: number) {
  const donation = await createDonation(shilas ? { shilas } : {});
  await page.goto(donation.paymentUrl);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-status\\?order_id=${donation.merchantOrderId}$`));
  return donation;
}

const detail = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Payment Details' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');

test.describe('payment status before its code runs', () => {
  test.beforeAll(waitForApi);
  test.use({ waitForLive: false });

  test('a Rangamandap payment reads in sq. units, as the server sends it and once live', async ({ page }) => {
    const donation = await createDonation({ paymentType: 'RANGAMANDAP', shilas: 21 });
    await settlePayment(donation.merchantOrderId, 'SUCCESS');
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    await page.goto(`/payment-status?order_id=${donation.merchantOrderId}`);
    await expect(detail(page, 'Seva')).toHaveText('Rangamandap - 21 sq. units');
    await page.unroute('**/*');
    await page.reload();
    await waitForLivePage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(detail(page, 'Seva')).toHaveText('Rangamandap - 21 sq. units');
  });
});

test.describe('payment status through the sandbox', () => {
  test.beforeAll(waitForApi);

  test('pay, see the success page and download the 80G receipt @phone', async ({ page }) => {
    const donation = await checkout(page, 'Pay', 3);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(
      page.getByText('A receipt for your donation is on its way to your e-mail address.', { exact: false }),
    ).toBeVisible();
    await expect(detail(page, 'Amount')).toHaveText('₹33,000');
    await expect(detail(page, 'Seva')).toHaveText('Shiladaan - 3 Shilas');
    const receiptNumber = (await detail(page, 'Receipt Number').textContent()) ?? '';
    expect(receiptNumber).toMatch(/^SMT\//);

    const mail = await mailMatching(
      (candidate) => candidate.text?.includes(donation.merchantOrderId) ?? false,
    );
    expect(mail.to).toMatchObject({ value: [{ address: 'e2e.devotee@example.com' }] });
    expect(mail.subject).toBe(`[TEST PAYMENT] Your receipt ${receiptNumber} from Sri Mandir Trust`);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`Receipt_${donation.donationId}.pdf`, 'application/pdf'],
    ]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Receipt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Receipt_.+\.pdf$/);
    const bytes = await readFile((await file.path()) ?? '');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain(receiptNumber);
    expect(text).toContain('33,000');
    await expect(page.getByRole('button', { name: 'Download Receipt' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Make Another Donation' })).toHaveAttribute(
      'href',
      '/mandir-nirman-seva',
    );
  });

  test('a failed payment offers Try Again and Contact Support', async ({ page }) => {
    await checkout(page, 'Fail');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      '/mandir-nirman-seva',
    );
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('a pending payment turns to success on its own, without a reload', async ({ page }) => {
    const { merchantOrderId } = await checkout(page, 'Leave pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
    await expect(page.getByText(/updates automatically/)).toBeVisible();
    await page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });

    await settlePayment(merchantOrderId, 'SUCCESS');

    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(/updates automatically/)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('a link without an order id is invalid @phone', async ({ page }) => {
    await page.goto('/payment-status');
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Payment Link' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Donations' }).click();
    await expect(page).toHaveURL('/mandir-nirman-seva');
  });

  test('the page arrives with the status in it: readable before any code, and no "checking" once live', async ({
    browser,
    page,
  }) => {
    const { merchantOrderId } = await createDonation({ shilas: 4 });
    await settlePayment(merchantOrderId, 'SUCCESS');
    const withoutCode = await browser.newContext({ javaScriptEnabled: false });
    const plain = await withoutCode.newPage();
    await plain.goto(`/payment-status?order_id=${merchantOrderId}`);
    await expect(plain.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(detail(plain, 'Amount')).toHaveText('₹44,000');
    await expect(detail(plain, 'Order ID')).toHaveText(merchantOrderId);
    await withoutCode.close();

    await page.addInitScript(() => {
      const watched = window as { checkingSeen?: boolean };
      watched.checkingSeen = false;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Checking Payment Status')) watched.checkingSeen = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const statusRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/status')) statusRequests.push(request.url());
    });
    const response = await page.goto(`/payment-status?order_id=${merchantOrderId}`);
    // The address names the order: no cache keeps it, no search engine lists it, no request passes it on.
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Receipt' })).toBeEnabled();
    expect(await page.evaluate(() => (window as { checkingSeen?: boolean }).checkingSeen)).toBe(false);
    // A final status needs no second look.
    expect(statusRequests).toEqual([]);
  });

  test('when the browser cannot reach the API, the page says so and Retry recovers', async ({ page }) => {
    const { merchantOrderId } = await createDonation();
    await page.route('**/api/v2/donations/*/status', (route) => route.abort());
    await page.goto(`/payment-status?order_id=${merchantOrderId}`);
    // The server read the status for the page; the browser's own checks then fail.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText('Unable to check payment status. Please try again.', { exact: true })
        .last(),
    ).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole('link', { name: 'Back to Donations' })).toBeVisible();

    await page.unroute('**/api/v2/donations/*/status');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
  });

  test('an order nobody knows is an invalid link, said at once and with no Retry', async ({ page }) => {
    const statusRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v2\/donations\/[^/]+\/status/.test(request.url())) statusRequests.push(request.url());
    });
    await page.goto('/payment-status?order_id=NO-SUCH-ORDER');
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Payment Link' })).toBeVisible();
    // Counted, not timed (a busy machine is slow either way): a 404 retried was asked four
    // times, 1 + 2 + 4 s apart, before the error showed.
    expect(statusRequests.length).toBeLessThanOrEqual(1);
    await expect(page.getByRole('link', { name: 'Back to Donations' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});
