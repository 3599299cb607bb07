// The shop's mail folder in browser tests (scripts/browser-tests.mjs sets BROWSER_TEST_OUTBOX): a
// test reads the mails an order it placed sent, decoded from quoted-printable.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export function outboxMails(): string[] {
  const outbox = process.env.BROWSER_TEST_OUTBOX;
  if (!outbox) throw new Error('BROWSER_TEST_OUTBOX is not set: run through scripts/browser-tests.mjs');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) =>
      Buffer.from(
        fs
          .readFileSync(path.join(outbox, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

/** The mails that hold every one of the words. */
export const mailsWith = (words: string[]) => outboxMails().filter((m) => words.every((w) => m.includes(w)));

/**
 * Waits, with a deadline, until the shop has sent every mail it has written: the back office's
 * Undelivered mails page (read by the owner or a manager signed in on `staff`) says so. A mail written
 * twice by one change would then be in the folder twice: no fixed wait to prove a second copy is not coming.
 */
export async function everyMailSent(staff: Page) {
  await expect
    .poll(
      async () => (await (await staff.request.get('/admin/mails')).text()).includes('Every mail has been delivered.'),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
}
