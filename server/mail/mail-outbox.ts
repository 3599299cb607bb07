// The mail_outbox table (docs/decisions/0022): mails are added in the transaction of the change that
// causes them, and claimed, one at a time, by a sender with FOR UPDATE SKIP LOCKED, so several senders
// (in one process or on several servers sharing one PostgreSQL) never take the same row at once.
import { and, eq, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { mailOutbox } from '../../database/schema';
import type { MailStatus } from '../../shop-rules/mail-status';

/**
 * What another area hands the outbox to write its mails with its change: its transaction (or the
 * database), of which the outbox only inserts. The mail area imports nothing of the areas that write
 * mails (orders, payments, the back office): they import this.
 */
export type OutboxWriter = Pick<Database, 'insert'>;

/** What the mail is about, for the back office's list. */
export type MailKind =
  | 'order-confirmation'
  | 'order-shop-copy'
  | 'order-status'
  | 'payment-received'
  | 'low-stock'
  | 'order-refund'
  | 'return-decision'
  | 'staff-password-reset'
  | 'delivery-news'
  // A WhatsApp template message sent through the Cloud API (docs/decisions/0088).
  | 'whatsapp-update'
  // The staff told that a shopper sent a bank-transfer receipt (docs/decisions/0089).
  | 'receipt-received';

export interface OutboxMail {
  kind: MailKind;
  orderNo: number | null;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** Written at most once: a later mail with the same key is left out (docs/decisions/0033). */
  dedupeKey?: string | null;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Longest last error kept: enough for an SMTP answer, never a stack. */
const ERROR_MAX = 500;
/** Waits after failures: 1, 2, 4 … minutes, at most an hour. */
const FIRST_WAIT_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 3600;

/** The database's clock, or a given moment (tests step time forward with it). */
const clock = (at?: Date): SQL => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/**
 * Inside the caller's transaction: the mails commit with the change, or neither does. A mail whose
 * dedupe key is already in the outbox is not written again.
 */
export async function addToOutbox(q: OutboxWriter, mails: OutboxMail[]): Promise<void> {
  if (mails.length === 0) return;
  await q
    .insert(mailOutbox)
    .values(
      mails.map((m) => ({
        kind: m.kind,
        orderNo: m.orderNo,
        toAddress: m.to,
        replyTo: m.replyTo || null,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html,
        dedupeKey: m.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

/**
 * Takes the mail due longest: it becomes 'sending' until `claimSeconds` from now. A sender that dies
 * mid-send leaves it so; once that time has passed it is due again for any sender. `sent`: the mail
 * this sender has just delivered, marked sent in the same statement (one round trip a mail, not two).
 */
export async function claimNextMail(
  db: Database,
  opts: { claimSeconds: number; at?: Date; sent?: number },
): Promise<OutboxRow | null> {
  const now = clock(opts.at);
  const sent = opts.sent;
  const due = db
    .select({ mailNo: mailOutbox.mailNo })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['pending', 'sending'] satisfies MailStatus[]),
        lte(mailOutbox.nextAttemptAt, now),
        sent === undefined ? undefined : ne(mailOutbox.mailNo, sent),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.mailNo)
    .limit(1)
    .for('update', { skipLocked: true });
  const isSent = sent === undefined ? sql`false` : sql`${mailOutbox.mailNo} = ${sent}`;
  const rows = await db
    .update(mailOutbox)
    .set({
      status: sql`case when ${isSent} then 'sent' else 'sending' end`,
      attempts: sql`case when ${isSent} then ${mailOutbox.attempts} else ${mailOutbox.attempts} + 1 end`,
      nextAttemptAt: sql`case when ${isSent} then ${mailOutbox.nextAttemptAt}
        else ${now} + make_interval(secs => ${opts.claimSeconds}) end`,
      sentAt: sql`case when ${isSent} then now() else ${mailOutbox.sentAt} end`,
      lastError: sql`case when ${isSent} then null else ${mailOutbox.lastError} end`,
    })
    .where(
      or(
        eq(mailOutbox.mailNo, sql`(${due})`),
        sent === undefined
          ? undefined
          : and(eq(mailOutbox.mailNo, sent), eq(mailOutbox.status, 'sending' satisfies MailStatus)),
      ),
    )
    .returning();
  return rows.find((r) => r.mailNo !== sent) ?? null;
}

export async function markSent(db: Database, mailNo: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent' satisfies MailStatus, sentAt: sql`now()`, lastError: null })
    .where(and(eq(mailOutbox.mailNo, mailNo), eq(mailOutbox.status, 'sending' satisfies MailStatus)));
}

/**
 * Not sent, and not failed either: what became of an earlier send is not known yet (a WhatsApp post whose
 * answer was lost, docs/decisions/0102). Due again at `until`, without a longer wait for the next time.
 */
export async function markWaiting(db: Database, mailNo: number, note: string, until: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'pending' satisfies MailStatus,
      nextAttemptAt: until,
      // The claim that brought it here posted nothing: it does not count as an attempt.
      attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`,
      lastError: note.slice(0, ERROR_MAX),
    })
    .where(and(eq(mailOutbox.mailNo, mailNo), eq(mailOutbox.status, 'sending' satisfies MailStatus)));
}

/** Not delivered: due again after a longer wait each time, or given up once its time is over. */
export async function markFailed(
  db: Database,
  mailNo: number,
  error: string,
  at?: Date,
  /** No retry can mend it (a WhatsApp template the API does not know): given up at once. */
  giveUp = false,
): Promise<MailStatus | null> {
  const now = clock(at);
  const doubling = sql`power(2, greatest(${mailOutbox.attempts}, 1) - 1)`;
  const wait = sql`least(${LONGEST_WAIT_SECONDS}, ${FIRST_WAIT_SECONDS} * ${doubling})`;
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: giveUp
        ? sql`'given-up'`
        : sql`case when ${now} >= ${mailOutbox.giveUpAt} then 'given-up' else 'pending' end`,
      nextAttemptAt: sql`${now} + make_interval(secs => ${wait})`,
      lastError: error.slice(0, ERROR_MAX),
    })
    .where(and(eq(mailOutbox.mailNo, mailNo), eq(mailOutbox.status, 'sending' satisfies MailStatus)))
    .returning({ status: mailOutbox.status });
  return (row?.status as MailStatus | undefined) ?? null;
}
