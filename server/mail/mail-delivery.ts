// How an outbox row leaves the shop: over SMTP when SMTP_URL is set, otherwise as an .eml file in
// OUTBOX_DIR that a developer can open in any mail program (docs/product.md#mails: with none configured, mails
// are written to an outbox folder). Every mail carries a Message-ID made from its row, so a mail sent
// again after a crash is recognisably the same message (docs/decisions/0022).
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { OutboxRow } from './mail-outbox';

export type Deliver = (mail: OutboxRow) => Promise<void>;

/** Stable for the row: its number, and its creation time so a fresh database never reuses one. */
export function messageIdOf(mail: Pick<OutboxRow, 'mailNo' | 'createdAt'>, host: string): string {
  return `<outbox-${mail.mailNo}.${mail.createdAt.getTime().toString(36)}@${host}>`;
}

function message(mail: OutboxRow, from: string, host: string) {
  return {
    from,
    to: mail.toAddress,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    messageId: messageIdOf(mail, host),
    date: mail.createdAt,
  };
}

/** Bounded waits, so a send ends well within the sender's claim (MAIL_CLAIM_SECONDS, 2 minutes by default). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpDelivery(smtpUrl: string, from: string, host: string): Deliver {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return async (mail) => {
    await transport.sendMail(message(mail, from, host));
  };
}

function outboxFolderDelivery(outboxDir: string, from: string, host: string): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return async (mail) => {
    const info = await transport.sendMail(message(mail, from, host));
    // Named after the row: a mail written again after a crash replaces its first copy.
    const name = `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-outbox-${mail.mailNo}.eml`;
    // Written aside then renamed, so nobody ever opens half a mail.
    const partial = path.join(outboxDir, `.${name}.part`);
    // The folder is made when a write finds it missing, not before every mail.
    await fs.writeFile(partial, info.message as Buffer).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.writeFile(partial, info.message as Buffer);
    });
    await fs.rename(partial, path.join(outboxDir, name));
  };
}

/** The host part of Message-IDs: the shop's public host name. */
export function mailHost(config: Pick<Config, 'publicBaseUrl'>): string {
  return new URL(config.publicBaseUrl).hostname || 'localhost';
}

export function createDelivery(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'outboxDir' | 'publicBaseUrl'>,
): Deliver {
  const host = mailHost(config);
  return config.SMTP_URL
    ? smtpDelivery(config.SMTP_URL, config.MAIL_FROM, host)
    : outboxFolderDelivery(config.outboxDir, config.MAIL_FROM, host);
}
