// The mails the sender could not deliver yet (docs/decisions/0022): those that failed and wait for
// their next attempt, and those it gave up on. An owner or manager sends one again: it is due at once,
// with a fresh three days of attempts, and the audit log records who asked.
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { mailOutbox } from '../../../database/schema';
import { MAIL_GIVE_UP_DAYS, type MailStatus } from '../../../shop-rules/mail-status';
import { MAIL_ALREADY_SENT, MAIL_BEING_SENT } from '../../../shop-rules/messages/backoffice';
import { nudgeMailSender } from '../../mail/mail-nudge';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';

const SHOWN = 200;

const undelivered = or(
  eq(mailOutbox.status, 'given-up' satisfies MailStatus),
  and(inArray(mailOutbox.status, ['pending', 'sending'] satisfies MailStatus[]), isNotNull(mailOutbox.lastError)),
);

export async function undeliveredMailCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(undelivered);
  return row?.n ?? 0;
}

/** Mails written and not yet delivered that have not failed: the sender is on them (in a moment). */
const onTheirWay = and(
  inArray(mailOutbox.status, ['pending', 'sending'] satisfies MailStatus[]),
  isNull(mailOutbox.lastError),
);

export async function listUndeliveredMails(db: Database) {
  const [rows, total, [waiting]] = await Promise.all([
    db
      .select({
        mailNo: mailOutbox.mailNo,
        kind: mailOutbox.kind,
        orderNo: mailOutbox.orderNo,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        nextAttemptAt: mailOutbox.nextAttemptAt,
      })
      .from(mailOutbox)
      .where(undelivered)
      .orderBy(desc(mailOutbox.mailNo))
      .limit(SHOWN),
    undeliveredMailCount(db),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(onTheirWay),
  ]);
  return {
    total,
    onTheirWay: waiting?.n ?? 0,
    rows: rows.map((r) => ({
      ...r,
      status: r.status as MailStatus,
      createdAt: r.createdAt.toISOString(),
      // A mail given up on has no next attempt until someone sends it again.
      nextAttemptAt: r.status === 'given-up' ? null : r.nextAttemptAt.toISOString(),
    })),
  };
}

export async function sendMailAgain(db: Database, actor: Actor, mailNo: number): Promise<string> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        kind: mailOutbox.kind,
        orderNo: mailOutbox.orderNo,
        claimed: sql<boolean>`${mailOutbox.status} = 'sending' and ${mailOutbox.nextAttemptAt} > now()`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.mailNo, mailNo))
      .for('update');
    if (!before) throw notFound('mail');
    if (before.status === 'sent') throw new BackofficeError(MAIL_ALREADY_SENT, {}, 409);
    if (before.claimed) throw new BackofficeError(MAIL_BEING_SENT, {}, 409);
    await tx
      .update(mailOutbox)
      .set({
        status: 'pending' satisfies MailStatus,
        attempts: 0,
        nextAttemptAt: sql`now()`,
        giveUpAt: sql`now() + make_interval(days => ${MAIL_GIVE_UP_DAYS})`,
        // A WhatsApp update WhatsApp failed to deliver goes as a new message, with its own id and statuses.
        providerMessageId: null,
        providerStatus: null,
      })
      .where(eq(mailOutbox.mailNo, mailNo));
    const was = { status: before.status, attempts: before.attempts, kind: before.kind, orderNo: before.orderNo };
    // What the mail is and how it stood; its address and text stay out of the log.
    await recordChange(tx, actor, {
      action: 'mail.resend',
      entity: 'mail',
      entityId: mailNo,
      before: was,
      after: { ...was, status: 'pending', attempts: 0 },
    });
  });
  nudgeMailSender();
  return `Mail ${mailNo} will be sent again now.`;
}
