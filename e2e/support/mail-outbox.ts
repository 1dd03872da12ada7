import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from './test';

/** Where the API started by playwright.config.ts writes its mail (no SMTP_URL). */
const OUTBOX = fileURLToPath(new URL('../.artifacts/api-data/outbox', import.meta.url));

/** The mail in the outbox, as a mail client reads it, that matches; waits for it to be written. */
export async function mailMatching(matches: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      const files = await readdir(OUTBOX).catch(() => [] as string[]);
      for (const file of files) {
        const mail = await simpleParser(await readFile(`${OUTBOX}/${file}`));
        if (matches(mail)) found = mail;
      }
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error('no such mail in the outbox');
  return found;
}
