// Sends what the outbox holds (docs/decisions/0022): wakes when a commit in this process nudges it and
// on a timer (for rows left by a stopped process or written by another server), claims one due mail
// at a time per lane, delivers it and marks it sent (with the next claim), or failed with a longer
// wait each time.
import type { Database } from '../../database/connect';
import type { Deliver } from './mail-delivery';
import { onMailNudge } from './mail-nudge';
import { claimNextMail, markFailed, markSent, markWaiting, type OutboxRow } from './mail-outbox';

export interface SenderLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailSenderOptions {
  db: Database;
  deliver: Deliver;
  log: SenderLog;
  /** How long a claimed mail is this sender's before another may take it again (MAIL_CLAIM_SECONDS). */
  claimSeconds: number;
  /** Mails sent at the same time. */
  lanes?: number;
  /** How often the timer looks for due mails; default: every 30 s, or half the claim when shorter. */
  everyMs?: number;
  /**
   * Asked at each tick of the timer: whether this server's turn it is to look (one server of the shop a
   * period, server/timed-job-turn.ts). Default: always. Mails this server's own commits wrote go at once.
   */
  timerTurn?: (everyMs: number) => Promise<boolean>;
}

export interface MailSender {
  /** Sends at once and then on the timer; listens for nudges. */
  start(): void;
  /** Sends every mail due at `at` (default: the database's now), on every lane; resolves when none is left. */
  sendDue(at?: Date): Promise<void>;
  /** Runs a round soon (after a commit that wrote mails). */
  wake(): void;
  /** No new mail is taken; resolves once the sends in flight have ended. */
  stop(): Promise<void>;
}

/** What is kept of a failure: the SMTP answer or the system error, never a stack. */
function failureText(err: unknown): string {
  const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
  if (e?.response) return e.response;
  return [e?.code, e?.message ?? String(err)].filter(Boolean).join(': ');
}

type Failure = { code?: string; responseCode?: number; cause?: unknown } | undefined;

/** The SMTP answer's code or the system's (ECONNREFUSED), looking through wrapped errors. */
function errorCode(err: unknown): string | number | undefined {
  for (let e = err as Failure; e; e = e.cause as Failure) {
    if (e.responseCode ?? e.code) return e.responseCode ?? e.code;
  }
  return undefined;
}

/** For the log: what the mail is, never whom it is to or what it says. */
const about = (m: OutboxRow) => ({ mailNo: m.mailNo, kind: m.kind, orderNo: m.orderNo, attempts: m.attempts });

export function createMailSender(o: MailSenderOptions): MailSender {
  const lanes = o.lanes ?? 4;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten = () => {};
  let round: Promise<void> | null = null;
  let again = false;

  /** Claims, delivers, and marks each mail sent with the claim of the next (mail-outbox.ts). */
  async function lane(at?: Date) {
    let delivered: OutboxRow | undefined;
    for (;;) {
      if (stopped) {
        if (delivered) await markSent(o.db, delivered.mailNo);
        return;
      }
      const mail = await claimNextMail(o.db, { claimSeconds: o.claimSeconds, at, sent: delivered?.mailNo });
      if (delivered) o.log.info(about(delivered), 'mail sent');
      delivered = undefined;
      if (!mail) return;
      try {
        await o.deliver(mail);
        delivered = mail;
      } catch (err) {
        // The delivery cannot yet know whether an earlier send went (docs/decisions/0102): due again then.
        const waitUntil = (err as { waitUntil?: unknown } | undefined)?.waitUntil;
        if (waitUntil instanceof Date) {
          await markWaiting(o.db, mail.mailNo, failureText(err), waitUntil);
          o.log.info(about(mail), 'mail waits to learn whether its earlier send went');
          continue;
        }
        const permanent = (err as { permanent?: boolean } | undefined)?.permanent === true;
        const status = await markFailed(o.db, mail.mailNo, failureText(err), at, permanent);
        const fields = { ...about(mail), code: errorCode(err) };
        if (status === 'given-up') o.log.error(fields, 'mail could not be sent; given up, see the back office');
        else o.log.warn(fields, 'mail could not be sent; it will be tried again');
      }
    }
  }

  async function sendDue(at?: Date) {
    await Promise.all(Array.from({ length: lanes }, () => lane(at)));
  }

  function wake() {
    if (stopped) return;
    if (round) {
      again = true;
      return;
    }
    round = (async () => {
      do {
        again = false;
        // Only the code: a database error's message may quote the query's parameters (an address).
        await sendDue().catch((err: unknown) =>
          o.log.error({ code: errorCode(err) }, 'sending mails failed; the timer tries again'),
        );
      } while (again && !stopped);
    })().finally(() => {
      round = null;
    });
  }

  return {
    start() {
      if (stopped || timer) return;
      unlisten = onMailNudge(wake);
      const everyMs = o.everyMs ?? Math.min(30_000, (o.claimSeconds * 1000) / 2);
      const turn = o.timerTurn;
      const tick = turn
        ? () => {
            turn(everyMs).then(
              (mine) => mine && wake(),
              (err: unknown) =>
                o.log.error({ code: errorCode(err) }, 'mail timer could not take its turn; it tries again'),
            );
          }
        : wake;
      timer = setInterval(tick, everyMs);
      timer.unref();
      wake();
    },
    sendDue,
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unlisten();
      await round;
    },
  };
}
