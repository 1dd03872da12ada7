import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Where mail goes: a real SMTP server, or `.eml` files in an outbox folder. */
export interface MailTransport {
  /** For the start-up log: where mail goes, never the credentials. */
  description: string;
  /** True when mail reaches the addressees (a mail server); false when it is only written here (the outbox folder). */
  reachesAddressees: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A server that does not answer must not hold a send for minutes (nodemailer's defaults). */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** SMTP_URL, such as smtps://user:password@smtp.example.org:465. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    description: `SMTP server ${new URL(url).host}`,
    reachesAddressees: true,
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Each message as an `.eml` file (open it in any mail program), readable only by the API's user. */
export function outboxFolderTransport(dir: string, from: string): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    description: `.eml files in ${dir}`,
    reachesAddressees: false,
    async send(mail) {
      const { message } = await transporter.sendMail(mail);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(dir, name), message as Buffer, { mode: 0o600 });
    },
    close: () => transporter.close(),
  };
}
