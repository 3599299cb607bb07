// Sends the shop's mails: over SMTP when SMTP_URL is set, otherwise into OUTBOX_DIR as .eml files a
// developer can open in any mail program (decisions.md section 3). Sending never blocks an answer:
// callers queue a mail and move on; a failure is logged, never thrown at them.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Mailer {
  /** Builds (null: nothing to send) and sends in the background; the result is only logged. */
  queue(mail: Mail | (() => Promise<Mail | null>), what: string): void;
  /** Resolves once every queued mail has been sent or has failed (for shutdown and tests). */
  idle(): Promise<void>;
}

type Deliver = (mail: Mail) => Promise<void>;

function smtpDelivery(smtpUrl: string, from: string): Deliver {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

function outboxDelivery(outboxDir: string, from: string): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return async (mail) => {
    const info = await transport.sendMail({ from, ...mail });
    await fs.mkdir(outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
    // Written aside then renamed, so nobody ever opens half a mail.
    const partial = path.join(outboxDir, `.${name}.part`);
    await fs.writeFile(partial, info.message as Buffer);
    await fs.rename(partial, path.join(outboxDir, name));
  };
}

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'outboxDir'>, log: MailLog): Mailer {
  const deliver = config.SMTP_URL ? smtpDelivery(config.SMTP_URL, config.MAIL_FROM) : outboxDelivery(config.outboxDir, config.MAIL_FROM);
  const inFlight = new Set<Promise<void>>();
  return {
    queue(mail, what) {
      const sending = (typeof mail === 'function' ? mail() : Promise.resolve(mail))
        .then(async (built) => {
          if (!built) return;
          await deliver(built);
          log.info({ what }, 'mail sent');
        })
        .catch((err: unknown) => log.error({ err, what }, 'mail could not be sent'))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
