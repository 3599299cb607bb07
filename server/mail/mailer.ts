// Sends the shop's mails: over SMTP when SMTP_URL is set, otherwise into OUTBOX_DIR as .eml files a
// developer can open in any mail program (decisions.md section 3). Sending never blocks an answer:
// callers queue a mail and move on; a failure is logged, never thrown at them, and the mail stays in
// the spool (mail-spool.ts) to be tried again by a timer (decision 0016).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { createMailSpool, type ClaimedMail } from './mail-spool';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Mailer {
  /** Builds (null: nothing to send) and sends in the background; the result is only logged. */
  queue(mail: Mail | Mail[] | (() => Promise<Mail | Mail[] | null>), what: string): void;
  /** Resolves once every queued mail has been sent or has failed (for shutdown and tests). */
  idle(): Promise<void>;
  /** Tries the mails that failed before and are due again by `now` (default: the present). */
  retryDue(now?: number): Promise<void>;
  /** Stops the retry timer (shutdown). */
  stop(): void;
}

export interface MailerOptions {
  /** How often the spool is checked for mails due again; default every minute. */
  retryEveryMs?: number;
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

export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'outboxDir'>,
  log: MailLog,
  options: MailerOptions = {},
): Mailer {
  const deliver = config.SMTP_URL ? smtpDelivery(config.SMTP_URL, config.MAIL_FROM) : outboxDelivery(config.outboxDir, config.MAIL_FROM);
  const spool = createMailSpool(config.outboxDir);
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const running = work.finally(() => inFlight.delete(running));
    inFlight.add(running);
  };

  async function attempt(claimed: ClaimedMail) {
    try {
      await deliver(claimed.mail);
      await spool.done(claimed.id);
      log.info({ what: claimed.what, attempts: claimed.attempts + 1 }, 'mail sent');
    } catch (err) {
      const next = await spool.failed(claimed, err instanceof Error ? err.message : String(err));
      log.error({ err, what: claimed.what, attempts: claimed.attempts + 1 }, next === 'retry' ? 'mail could not be sent; it will be tried again' : 'mail could not be sent; given up');
    }
  }

  async function sendNew(mail: Mail, what: string) {
    let claimed: ClaimedMail;
    try {
      claimed = await spool.add(mail, what);
    } catch (err) {
      // No spool (disk trouble): still one attempt, so the customer hears of the order.
      log.error({ err, what }, 'mail could not be recorded for retries');
      await deliver(mail).then(() => log.info({ what }, 'mail sent'));
      return;
    }
    await attempt(claimed);
  }

  async function retryDue(now = Date.now()) {
    for (const claimed of await spool.claimDue(now)) await attempt(claimed);
  }

  const timer = setInterval(() => {
    track(retryDue().catch((err: unknown) => log.error({ err }, 'retrying mails failed')));
  }, options.retryEveryMs ?? 60_000);
  timer.unref();

  return {
    queue(mail, what) {
      track(
        (typeof mail === 'function' ? mail() : Promise.resolve(mail))
          .then(async (built) => {
            if (!built) return;
            const mails = Array.isArray(built) ? built : [built];
            await Promise.all(mails.map((m, i) => sendNew(m, mails.length > 1 ? `${what} (${i + 1})` : what)));
          })
          .catch((err: unknown) => log.error({ err, what }, 'mail could not be sent')),
      );
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    retryDue,
    stop() {
      clearInterval(timer);
    },
  };
}
