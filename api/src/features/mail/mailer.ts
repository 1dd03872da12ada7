import type { AppConfig } from '../../platform/config';
import type { Database, Queryable } from '../../platform/db/database';
import { findDonation } from '../donation-records';
import { receiptPdf, receiptSeries, trustRegistrations } from '../receipts';
import { enquiryMail, receiptMail, type StoredEnquiry } from './mail-messages';
import { claimDueMail, type DueMail, describeFailure, markFailed, markSent, queueMail } from './mail-outbox';
import { type MailTransport, outboxFolderTransport, smtpTransport } from './mail-transport';

type Log = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/** How often the outbox is looked at, besides right after something is queued. */
const POLL_MS = 5_000;
/** Waits between attempts grow from MAIL_RETRY_SECONDS, doubling, up to an hour. */
const MAX_RETRY_SECONDS = 3_600;

/**
 * The API's mail: what a payment or an enquiry queues in its own transaction, sent in
 * the background with retries. A failed send never fails the request that queued it.
 */
export interface Mailer {
  /** False when mail goes nowhere (no SMTP_URL and no outbox folder): nothing is queued. */
  enabled: boolean;
  queueReceipt(tx: Queryable, donationId: string): Promise<void>;
  queueEnquiry(tx: Queryable, enquiryId: string): Promise<void>;
  /** Looks at the outbox now rather than at the next poll. */
  wake(): void;
  /** Sends every message that is due; resolves when they are sent or rescheduled. */
  sendDue(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export function chooseMailTransport(config: AppConfig): MailTransport | undefined {
  if (config.SMTP_URL) return smtpTransport(config.SMTP_URL, config.MAIL_FROM);
  if (config.MAIL_OUTBOX_DIR) return outboxFolderTransport(config.MAIL_OUTBOX_DIR, config.MAIL_FROM);
  return undefined;
}

export function createMailer(
  db: Database,
  config: AppConfig,
  transport: MailTransport | undefined,
  log: Log,
): Mailer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  // A sandbox payment is free: anyone could have the trust mail a receipt, with text of their
  // choosing, to any address. So a sandbox site mails no receipts through SMTP, and none in
  // production (a demo); in development without SMTP_URL they go to the outbox folder.
  // Receipts can still be downloaded.
  const mailsReceipts =
    config.PAYMENT_PROVIDER !== 'sandbox' ||
    (config.NODE_ENV !== 'production' && transport?.reachesAddressees === false);

  async function compose(mail: DueMail) {
    if (mail.kind === 'receipt') {
      const donation = mail.donation_id ? await findDonation(db, mail.donation_id) : undefined;
      if (!donation) throw new Error(`donation of mail ${mail.id} not found`);
      // Waits its turn: a flood of downloads turns downloads away, not the donor's mail.
      const pdf = await receiptPdf(donation, trustRegistrations(config), { waitInLine: true });
      const sandbox = receiptSeries(donation.provider) === 'sandbox';
      return receiptMail(donation, pdf, { siteUrl: config.SITE_URL, sandbox });
    }
    const [enquiry] = await db.query<StoredEnquiry>(
      `SELECT id, organization_name, contact_person, designation, email, areas_of_interest,
         contribution_type, message FROM csr_enquiries WHERE id = $1`,
      [mail.enquiry_id],
    );
    if (!enquiry) throw new Error(`enquiry of mail ${mail.id} not found`);
    return enquiryMail(enquiry, config.CSR_ENQUIRY_EMAIL);
  }

  async function sendOne(mail: DueMail, sendVia: MailTransport) {
    try {
      await sendVia.send(await compose(mail));
      await markSent(db, mail);
      log.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
    } catch (error) {
      const giveUp = mail.attempts >= config.MAIL_MAX_ATTEMPTS;
      const retryIn = Math.min(config.MAIL_RETRY_SECONDS * 2 ** (mail.attempts - 1), MAX_RETRY_SECONDS);
      const failure = describeFailure(error);
      await markFailed(db, mail, failure, giveUp ? undefined : retryIn);
      log.warn(
        { mailId: mail.id, kind: mail.kind, attempt: mail.attempts, failure, ...(giveUp ? {} : { retryIn }) },
        giveUp ? 'mail not sent; giving up' : 'mail not sent; will retry',
      );
    }
  }

  async function drain(sendVia: MailTransport) {
    let claimed: DueMail[];
    do {
      again = false;
      claimed = await claimDueMail(db, config.MAIL_MAX_ATTEMPTS);
      for (const mail of claimed) await sendOne(mail, sendVia);
    } while (again || claimed.length > 0);
  }

  function sendDue(): Promise<void> {
    if (!transport) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain(transport)
      .catch((error: unknown) => log.warn({ failure: describeFailure(error) }, 'mail outbox unreadable'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    enabled: transport !== undefined,
    queueReceipt: (tx, donationId) =>
      transport && mailsReceipts ? queueMail(tx, 'receipt', donationId) : Promise.resolve(),
    queueEnquiry: (tx, enquiryId) =>
      transport ? queueMail(tx, 'csr-enquiry', enquiryId) : Promise.resolve(),
    wake: () => void sendDue(),
    sendDue,
    start() {
      if (!transport || timer) return;
      log.info({ to: transport.description }, 'mail: sending');
      timer = setInterval(() => void sendDue(), POLL_MS);
      timer.unref();
      void sendDue();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
      transport?.close();
    },
  };
}
