// Mails not yet delivered, one JSON file each under <outbox>/pending, so a mail server that is down
// or refuses a mail never loses it: the mailer retries these files until they go (decision 0016).
// A file is claimed by renaming it to .sending, which only one sender can win.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mail } from './mailer';

export interface SpooledMail {
  mail: Mail;
  what: string;
  attempts: number;
  firstTriedAt: string;
  /** ISO time after which the next attempt is due. */
  nextAttemptAt: string;
  lastError?: string;
}

export interface ClaimedMail extends SpooledMail {
  id: string;
}

const WAITING = '.json';
const SENDING = '.json.sending';
/** A claim older than this was left by a process that stopped mid-send; the mail is due again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** After this long a mail is moved to <outbox>/undeliverable for a person to look at. */
const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export function createMailSpool(outboxDir: string) {
  const pendingDir = path.join(outboxDir, 'pending');
  const undeliverableDir = path.join(outboxDir, 'undeliverable');
  const file = (id: string, state: string) => path.join(pendingDir, id + state);

  async function write(target: string, content: SpooledMail) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${crypto.randomBytes(4).toString('hex')}.part`;
    await fs.writeFile(partial, JSON.stringify(content));
    await fs.rename(partial, target);
  }

  async function claim(id: string): Promise<boolean> {
    try {
      await fs.rename(file(id, WAITING), file(id, SENDING));
      return true;
    } catch {
      return false;
    }
  }

  return {
    pendingDir,

    /** Records a mail before its first attempt, already claimed by the caller. */
    async add(mail: Mail, what: string): Promise<ClaimedMail> {
      const id = `${Date.now().toString(36)}-${crypto.randomBytes(6).toString('hex')}`;
      const now = new Date().toISOString();
      const entry: SpooledMail = { mail, what, attempts: 0, firstTriedAt: now, nextAttemptAt: now };
      await write(file(id, SENDING), entry);
      return { id, ...entry };
    },

    /** Delivered: forget it. */
    async done(id: string) {
      await fs.rm(file(id, SENDING), { force: true });
    },

    /** Not delivered: wait longer after each failure (1, 2, 4 … minutes, at most an hour). */
    async failed(claimed: ClaimedMail, error: string): Promise<'retry' | 'gave up'> {
      const attempts = claimed.attempts + 1;
      const { id, ...rest } = claimed;
      const entry: SpooledMail = {
        ...rest,
        attempts,
        lastError: error,
        nextAttemptAt: new Date(Date.now() + Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** (attempts - 1))).toISOString(),
      };
      const givingUp = Date.now() - Date.parse(claimed.firstTriedAt) > GIVE_UP_AFTER_MS;
      await write(givingUp ? path.join(undeliverableDir, `${id}.json`) : file(id, WAITING), entry);
      await fs.rm(file(id, SENDING), { force: true });
      return givingUp ? 'gave up' : 'retry';
    },

    /** Claims every mail whose next attempt is due; frees claims abandoned by a stopped process. */
    async claimDue(now = Date.now()): Promise<ClaimedMail[]> {
      let names: string[];
      try {
        names = await fs.readdir(pendingDir);
      } catch {
        return [];
      }
      for (const name of names.filter((n) => n.endsWith(SENDING))) {
        const id = name.slice(0, -SENDING.length);
        const stat = await fs.stat(file(id, SENDING)).catch(() => null);
        if (stat && now - stat.mtimeMs > STALE_CLAIM_MS) await fs.rename(file(id, SENDING), file(id, WAITING)).catch(() => {});
      }
      const due: ClaimedMail[] = [];
      for (const name of (await fs.readdir(pendingDir)).filter((n) => n.endsWith(WAITING))) {
        const id = name.slice(0, -WAITING.length);
        const entry = await fs.readFile(file(id, WAITING), 'utf8').then((t) => JSON.parse(t) as SpooledMail).catch(() => null);
        if (!entry || Date.parse(entry.nextAttemptAt) > now) continue;
        if (await claim(id)) due.push({ id, ...entry });
      }
      return due;
    },
  };
}

export type MailSpool = ReturnType<typeof createMailSpool>;
