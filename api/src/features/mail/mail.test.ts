import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_WEBHOOK,
  type FakePhonePe,
  phonePeSettings,
  startFakePhonePe,
} from '../../testing/fake-phonepe';
import { completeSandboxOrder } from '../../testing/sandbox-checkout';
import { startSmtpCatcher } from '../../testing/smtp-catcher';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { validDonation } from '../../testing/valid-donation';
import type { MailTransport, OutgoingMail } from './mail-transport';

const SANDBOX_SUBJECT =
  /^\[TEST PAYMENT\] Your receipt SMT\/SANDBOX\/\d{4}-\d{2}\/\d{6} from Sri Mandir Trust$/;
const SUBJECT = /^Your receipt SMT\/\d{4}-\d{2}\/\d{6} from Sri Mandir Trust$/;

async function donate(t: TestApp, overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/donations',
    payload: validDonation(overrides),
  });
  return response.json().data as { donationId: string; merchantOrderId: string };
}

const status = async (t: TestApp, id: string) =>
  (await t.app.inject({ url: `/api/v2/donations/${id}/status` })).json().data;

const outboxRows = (t: TestApp, donationId: string) =>
  t.db.query<{ attempts: number; sent: boolean; gave_up: boolean; last_error: string | null }>(
    `SELECT attempts, sent_at IS NOT NULL AS sent, gave_up_at IS NOT NULL AS gave_up, last_error
     FROM mail_outbox WHERE donation_id = $1`,
    [donationId],
  );

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// A sandbox site sends no receipt mail to a mail server: mail through one is tested on PhonePe
// (a local fake of its API), whose payments are not free.
let phonepe: FakePhonePe;
beforeAll(async () => {
  phonepe = await startFakePhonePe();
});
afterAll(() => phonepe.close());

/** The settings of a PhonePe site that mails through `smtpUrl`. */
const phonePeSite = (smtpUrl: string, env: Record<string, string> = {}) => ({
  ...phonePeSettings(phonepe),
  SMTP_URL: smtpUrl,
  ...env,
});

/** PhonePe's webhook for an order, as it sends it (again); the API applies PhonePe's own record. */
function webhook(t: TestApp, merchantOrderId: string, state: 'COMPLETED' | 'FAILED' = 'COMPLETED') {
  const order = phonepe.order(merchantOrderId);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/payments/callback',
    payload: JSON.stringify({
      event: state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
      payload: {
        merchantId: 'TEMPLEUAT',
        merchantOrderId,
        orderId: order.orderId,
        state,
        amount: order.amount,
        paymentDetails: [{ transactionId: order.transactionId, state }],
      },
    }),
    headers: {
      'content-type': 'application/json',
      authorization: createHash('sha256')
        .update(`${FAKE_WEBHOOK.username}:${FAKE_WEBHOOK.password}`)
        .digest('hex'),
    },
  });
}

/** PhonePe settles the order and reports it. */
async function pay(
  t: TestApp,
  { merchantOrderId }: { merchantOrderId: string },
  state: 'COMPLETED' | 'FAILED' = 'COMPLETED',
) {
  phonepe.settle(merchantOrderId, state);
  const response = await webhook(t, merchantOrderId, state);
  expect(response.json().data.outcome).toBe('applied');
}

describe('mail through an SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp(
      phonePeSite(smtp.url, {
        SITE_URL: 'http://site.test',
        MAIL_RETRY_SECONDS: '1',
        CSR_ENQUIRY_EMAIL: 'partners@trust.example',
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the donor the 80G receipt as a PDF, once, however often the payment is reported', async () => {
    const before = smtp.messages.length;
    const donation = await donate(t, { shilas: 3, donorEmail: 'kavya@example.org', donorName: 'Kavya N' });
    await pay(t, donation);
    const [mail] = (await smtp.received(before + 1)).slice(before);

    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('kavya@example.org');
    expect(mail?.from?.text).toBe('"Sri Mandir Trust" <seva@srimandir.org>');
    expect(mail?.subject).toMatch(SUBJECT);
    expect(mail?.text).toMatch(/^Dear devotee,\n\nThank you for your contribution/);
    // The name was typed by whoever paid, to an address nobody has verified: only the receipt holds it.
    expect(mail?.text).not.toContain('Kavya');
    expect(mail?.text).toContain('Thank you for your contribution of Rs. 33,000 to Sri Mandir Nirman Trust');
    expect(mail?.text).toContain('Seva: Shiladaan - 3 Shilas');
    expect(mail?.text).toContain(`http://site.test/payment-status?order_id=${donation.merchantOrderId}`);
    expect(mail?.text).not.toContain('no money was taken');
    expect(mail?.attachments).toHaveLength(1);
    const [pdf] = mail?.attachments ?? [];
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`Receipt_${donation.donationId}.pdf`);
    const { text } = await extractText(new Uint8Array(pdf?.content ?? []), { mergePages: true });
    expect(text).toContain('Received with thanks from: Kavya N');
    expect(text).toContain('Rs. 33,000.00');

    // The provider reports it again, and the donor's page asks again: still one mail.
    const duplicate = await webhook(t, donation.merchantOrderId);
    expect(duplicate.json().data.outcome).toBe('duplicate');
    const record = await status(t, donation.donationId);
    expect(record.receiptEmailed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(before + 1);
    await eventually(
      () => outboxRows(t, donation.donationId),
      (rows) => rows[0]?.sent === true,
    );
    expect(await outboxRows(t, donation.donationId)).toEqual([
      { attempts: 1, sent: true, gave_up: false, last_error: null },
    ]);
  });

  it('queues nothing for a failed payment, and the status says nothing was sent', async () => {
    const donation = await donate(t);
    await pay(t, donation, 'FAILED');
    const record = await status(t, donation.donationId);
    expect(record.paymentStatus).toBe('FAILED');
    expect(record.receiptEmailed).toBeUndefined();
    expect(await outboxRows(t, donation.donationId)).toEqual([]);
  });

  it('keeps the payment when the server refuses, and tries again until the mail goes', async () => {
    smtp.refuseMessages(true);
    const before = smtp.messages.length;
    const donation = await donate(t, { donorEmail: 'retry@example.org' });
    await pay(t, donation);
    const [failed] = await eventually(
      () => outboxRows(t, donation.donationId),
      (rows) => (rows[0]?.attempts ?? 0) >= 1 && rows[0]?.last_error !== null,
    );
    expect(failed?.sent).toBe(false);
    expect(failed?.last_error).toContain('451');
    expect(failed?.last_error).not.toContain('retry@example.org');
    expect((await status(t, donation.donationId)).paymentStatus).toBe('SUCCESS');

    smtp.refuseMessages(false);
    const [mail] = (await smtp.received(before + 1, 15_000)).slice(before);
    expect(mail?.subject).toMatch(SUBJECT);
    const [sent] = await eventually(
      () => outboxRows(t, donation.donationId),
      (rows) => rows[0]?.sent === true,
    );
    expect(sent?.attempts).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it("sends a CSR enquiry to the trust's address, answerable to the company", async () => {
    const before = smtp.messages.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        organizationName: 'Acme Industries',
        contactPerson: 'Meera Iyer',
        designation: 'CSR Head',
        email: 'meera@acme.example',
        areasOfInterest: ['Education', 'Healthcare'],
        contributionType: ['Financial'],
        message:
          'We would like to sponsor Amrit Bhog.\n\nEnquiry reference: 00000000\n-- \nTrust accounts: pay to UPI x@bank',
      },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = (await smtp.received(before + 1)).slice(before);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('partners@trust.example');
    expect(mail?.replyTo?.text).toBe('meera@acme.example');
    expect(mail?.subject).toBe('CSR enquiry from Acme Industries');
    expect(mail?.text).toContain('Contact person: Meera Iyer');
    expect(mail?.text).toContain('Designation: CSR Head');
    expect(mail?.text).toContain('Areas of interest: Education, Healthcare');
    // The enquirer's words come last, each line quoted, so none passes for a line of the mail.
    const lines = mail?.text?.trimEnd().split('\n') ?? [];
    expect(lines.slice(lines.indexOf('Their message, as typed on the website:') - 2)).toEqual([
      `Enquiry reference: ${response.json().data.id}`,
      '',
      'Their message, as typed on the website:',
      '> We would like to sponsor Amrit Bhog.',
      '> ',
      '> Enquiry reference: 00000000',
      '> -- ',
      '> Trust accounts: pay to UPI x@bank',
    ]);
  });
});

describe('mail that cannot be delivered', () => {
  it('is given up after MAIL_MAX_ATTEMPTS, and the status page no longer says it was sent', async () => {
    const smtp = await startSmtpCatcher();
    smtp.refuseMessages(true);
    const t = await createTestApp(phonePeSite(smtp.url, { MAIL_MAX_ATTEMPTS: '1' }));
    try {
      const donation = await donate(t);
      await pay(t, donation);
      await eventually(
        () => outboxRows(t, donation.donationId),
        (rows) => rows[0]?.gave_up === true,
      );
      const record = await status(t, donation.donationId);
      expect(record.paymentStatus).toBe('SUCCESS');
      expect(record.receiptEmailed).toBeUndefined();
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('mail whose sending never ended', () => {
  it('is given up once it has had its attempts, not taken again after every restart', async () => {
    const smtp = await startSmtpCatcher();
    const t = await createTestApp(phonePeSite(smtp.url, { MAIL_MAX_ATTEMPTS: '2' }));
    try {
      const stuck = await donate(t);
      await pay(t, stuck);
      await eventually(
        () => outboxRows(t, stuck.donationId),
        (rows) => rows[0]?.sent === true,
      );
      // As if the process had stopped while sending it, on each of its two attempts.
      await t.db.query(
        `UPDATE mail_outbox SET sent_at = NULL, attempts = 2, claimed_until = clock_timestamp() - interval '1 second'
         WHERE donation_id = $1`,
        [stuck.donationId],
      );
      const next = await donate(t);
      await pay(t, next);
      await eventually(
        () => outboxRows(t, next.donationId),
        (rows) => rows[0]?.sent === true,
      );
      expect(await outboxRows(t, stuck.donationId)).toEqual([
        {
          attempts: 2,
          sent: false,
          gave_up: true,
          last_error: 'the sending process stopped before an outcome',
        },
      ]);
      expect((await status(t, stuck.donationId)).receiptEmailed).toBeUndefined();
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('mail without a server', () => {
  it('is written as an .eml file with the receipt to the outbox folder', async () => {
    const outbox = await mkdtemp(join(tmpdir(), 'api-outbox-'));
    const t = await createTestApp({ MAIL_OUTBOX_DIR: outbox });
    try {
      const donation = await donate(t, { paymentType: 'RANGAMANDAP', shilas: 4 });
      await completeSandboxOrder(t.app, donation.merchantOrderId, 'SUCCESS');
      const [file] = await eventually(
        () => readdir(outbox),
        (files) => files.length === 1,
      );
      expect(file).toMatch(/\.eml$/);
      const mail = await simpleParser(await readFile(join(outbox, file ?? '')));
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('asha.rao@example.org');
      expect(mail.subject).toMatch(SANDBOX_SUBJECT);
      expect(mail.text).toContain('Seva: Rangamandap - 4 sq. units');
      expect(mail.text).toContain(
        'no money was taken and the attached receipt is not valid for tax purposes',
      );
      expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
      expect((await status(t, donation.donationId)).receiptEmailed).toBe(true);
    } finally {
      await t.close();
      await rm(outbox, { recursive: true, force: true });
    }
  });

  it('is not queued at all when neither SMTP_URL nor an outbox folder is set', async () => {
    const t = await createTestApp();
    try {
      const donation = await donate(t);
      await completeSandboxOrder(t.app, donation.merchantOrderId, 'SUCCESS');
      const record = await status(t, donation.donationId);
      expect(record.paymentStatus).toBe('SUCCESS');
      expect(record.receiptEmailed).toBeUndefined();
      expect(await outboxRows(t, donation.donationId)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('receipt mail of the sandbox', () => {
  it('is never sent through a mail server, also outside production, while enquiries are', async () => {
    const sent: OutgoingMail[] = [];
    const server: MailTransport = {
      description: 'a mail server',
      reachesAddressees: true,
      send: async (mail) => {
        sent.push(mail);
      },
      close: () => undefined,
    };
    const t = await createTestApp(
      { NODE_ENV: 'development', CSR_ENQUIRY_EMAIL: 'partners@trust.example' },
      { mailTransport: server },
    );
    try {
      const donation = await donate(t, { donorEmail: 'anyone@example.org' });
      await completeSandboxOrder(t.app, donation.merchantOrderId, 'SUCCESS');
      const record = await status(t, donation.donationId);
      expect(record.paymentStatus).toBe('SUCCESS');
      expect(record.receiptEmailed).toBeUndefined();
      expect(await outboxRows(t, donation.donationId)).toEqual([]);
      const enquiry = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          organizationName: 'Acme Industries',
          contactPerson: 'Meera Iyer',
          email: 'meera@acme.example',
          areasOfInterest: ['Education'],
          contributionType: ['Financial'],
        },
      });
      expect(enquiry.statusCode).toBe(201);
      await eventually(
        async () => sent.length,
        (count) => count > 0,
      );
      expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
        ['partners@trust.example', 'CSR enquiry from Acme Industries'],
      ]);
    } finally {
      await t.close();
    }
  });
});
