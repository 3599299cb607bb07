// Staff password reset by e-mail (docs/product.md#staff-password-reset, decision 0038). The link holds
// 32 random bytes; the table keeps only their SHA-256, so a copy of the database resets nobody. A link
// works once and for one hour; asking is limited per client address and per e-mail address, and the
// answer is the same, and takes the same time, whether the address belongs to a staff member or not:
// the form only queues the address, and the queue writes the link and its mail in one transaction.
import crypto from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { staffPasswordResets, staffResetRequests, staffUsers } from '../../../database/schema';
import { ownPasswordSchema } from '../../../shop-rules/forms/staff';
import {
  RESET_EMAIL_REQUIRED,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
  tooManyResets,
} from '../../../shop-rules/messages/backoffice';
import { hashPassword } from '../../customers/sign-in/passwords';
import type { AttemptCounter } from '../../http/limits/attempt-counters';
import { nudgeMailSender } from '../../mail/mail-nudge';
import { addToOutbox } from '../../mail/mail-outbox';
import { readShopSettings } from '../../settings/shop-settings';
import { recordChange } from '../shared/audit';
import { BackofficeError } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import { insideTransaction } from '../shared/inside-transaction';
import { renderPasswordResetMail } from './password-reset-mail';
import { endSessionsOf, randomToken } from './staff-sessions';

export const RESET_LINK_MINUTES = 60;
export const RESET_PATH = '/admin/reset-password';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface ResetLimits {
  requestsPerAddress: AttemptCounter;
  requestsPerEmail: AttemptCounter;
}

export interface ResetRequest {
  email: string;
  address: string;
  publicBaseUrl: string;
  shopName: string;
  /** The moment it is asked (tests step the clock forward). */
  now?: Date;
}

async function refuseWhenOver(limiter: AttemptCounter, key: string) {
  const wait = await limiter.retryAfterSeconds(key);
  if (wait > 0) throw new BackofficeError(tooManyResets(wait), {}, 429);
}

/**
 * Always the same answer, and the same work, for a known or an unknown address (or an inactive
 * account): the address is only queued; sendQueuedResetMails looks it up and mails the link shortly
 * after, apart from this request, so its time tells nothing (docs/decisions/0070).
 */
export async function requestPasswordReset(db: Database, limits: ResetLimits, ask: ResetRequest): Promise<string> {
  const email = ask.email.trim().toLowerCase().slice(0, 200);
  if (!email) throw new BackofficeError(RESET_EMAIL_REQUIRED, { email: RESET_EMAIL_REQUIRED });
  await refuseWhenOver(limits.requestsPerAddress, ask.address);
  await refuseWhenOver(limits.requestsPerEmail, email);
  await limits.requestsPerAddress.record(ask.address);
  await limits.requestsPerEmail.record(email);
  await db.insert(staffResetRequests).values({ email, askedAt: ask.now ?? new Date() });
  return RESET_REQUESTED;
}

export interface ResetMailPlace {
  publicBaseUrl: string;
  shopName: string;
}

/**
 * Turns queued requests into links and mails, oldest first, each in its own transaction with the
 * request's removal (so a request is mailed once, by one server). Answers how many were taken.
 */
export async function sendQueuedResetMails(db: Database, place: ResetMailPlace, most = 50): Promise<number> {
  let taken = 0;
  let mailed = false;
  for (; taken < most; taken++) {
    const outcome = await db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(staffResetRequests)
        .orderBy(asc(staffResetRequests.requestNo))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!request) return 'none' as const;
      await tx.delete(staffResetRequests).where(eq(staffResetRequests.requestNo, request.requestNo));
      const [staff] = await tx
        .select({ staffUserNo: staffUsers.staffUserNo, name: staffUsers.name, email: staffUsers.email })
        .from(staffUsers)
        .where(and(sql`lower(${staffUsers.email}) = ${request.email}`, eq(staffUsers.active, true)));
      if (!staff) return 'unknown' as const;
      const now = request.askedAt;
      const token = randomToken();
      await tx
        .delete(staffPasswordResets)
        .where(or(lt(staffPasswordResets.expiresAt, now), eq(staffPasswordResets.staffUserNo, staff.staffUserNo)));
      await tx.insert(staffPasswordResets).values({
        tokenHash: digest(token),
        staffUserNo: staff.staffUserNo,
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
        createdAt: now,
      });
      const settings = await readShopSettings(insideTransaction(tx), { shopName: place.shopName });
      const mail = renderPasswordResetMail({
        name: staff.name,
        shopName: settings.shopName,
        link: `${place.publicBaseUrl}${RESET_PATH}?token=${token}`,
        minutes: RESET_LINK_MINUTES,
      });
      await addToOutbox(tx, [{ kind: 'staff-password-reset', orderNo: null, to: staff.email, ...mail }]);
      await recordChange(
        tx,
        { staffUserNo: null },
        { action: 'staff.password-reset-mail', entity: 'staff', entityId: staff.staffUserNo },
      );
      return 'mailed' as const;
    });
    if (outcome === 'none') break;
    if (outcome === 'mailed') mailed = true;
  }
  if (mailed) nudgeMailSender();
  return taken;
}

/** How long after a request its queue runs: long enough that its work falls outside the request's answer. */
export const RESET_QUEUE_DELAY_MS = 1_000;

/**
 * Runs the queue RESET_QUEUE_DELAY_MS after the first request of a burst; a request left by a server
 * that stopped is taken by any server's sweep (server/backoffice/routes.ts).
 */
export function createResetQueue(db: Database, place: ResetMailPlace) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> = Promise.resolve(0);
  const run = () => {
    running = running.then(
      () => sendQueuedResetMails(db, place),
      () => sendQueuedResetMails(db, place),
    );
    return running;
  };
  return {
    nudge() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        // A failure is left for the sweep, which logs it.
        run().catch(() => {});
      }, RESET_QUEUE_DELAY_MS);
      timer.unref();
    },
    /** Sends what is queued now (the sweep, and tests). */
    run,
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** Whether a link can still set a password (not used, not expired); the page says so before the form. */
export async function resetLinkWorks(db: Database, token: string, now = new Date()): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const [row] = await db
    .select({ n: staffPasswordResets.staffUserNo })
    .from(staffPasswordResets)
    .where(
      and(
        eq(staffPasswordResets.tokenHash, digest(token)),
        isNull(staffPasswordResets.usedAt),
        gt(staffPasswordResets.expiresAt, now),
      ),
    );
  return Boolean(row);
}

export interface NewPassword {
  token: string;
  password: string;
  confirm: string;
  now?: Date;
}

/**
 * Sets the new password with the link, once: the link is used up in the same statement that checks it,
 * so two tabs posting at once set one password. Every session of theirs ends.
 */
export async function resetPasswordWithLink(db: Database, input: NewPassword): Promise<void> {
  // The password's rules first, so a typo does not use up the link.
  readForm(ownPasswordSchema, { password: input.password, confirm: input.confirm });
  if (!TOKEN_SHAPE.test(input.token)) throw new BackofficeError(RESET_LINK_INVALID, {}, 409);
  const passwordHash = await hashPassword(input.password);
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffPasswordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffPasswordResets.tokenHash, digest(input.token)),
          isNull(staffPasswordResets.usedAt),
          gt(staffPasswordResets.expiresAt, now),
        ),
      )
      .returning({ staffUserNo: staffPasswordResets.staffUserNo });
    if (!used) throw new BackofficeError(RESET_LINK_INVALID, {}, 409);
    const [staff] = await tx
      .update(staffUsers)
      .set({ passwordHash })
      .where(and(eq(staffUsers.staffUserNo, used.staffUserNo), eq(staffUsers.active, true)))
      .returning({ staffUserNo: staffUsers.staffUserNo });
    if (!staff) throw new BackofficeError(RESET_LINK_INVALID, {}, 409);
    await endSessionsOf(tx, staff.staffUserNo);
    await recordChange(
      tx,
      { staffUserNo: staff.staffUserNo },
      {
        action: 'staff.password-reset-by-mail',
        entity: 'staff',
        entityId: staff.staffUserNo,
        after: { passwordChanged: true },
      },
    );
  });
}
