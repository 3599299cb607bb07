// Staff password reset by e-mail (docs/product.md#staff-password-reset, decision 0038). The link holds
// 32 random bytes; the table keeps only their SHA-256, so a copy of the database resets nobody. A link
// works once and for one hour; asking is limited per client address and per e-mail address, and the
// answer is the same whether the address belongs to a staff member or not. The mail is written to the
// outbox in the same transaction as the link.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { staffPasswordResets, staffUsers } from '../../database/schema';
import {
  PASSWORDS_DIFFER,
  RESET_EMAIL_REQUIRED,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
  tooManyResets,
} from '../../shop-rules/messages/backoffice';
import { hashPassword } from '../customers/passwords';
import type { AttemptCounter } from '../http/attempt-counters';
import { nudgeMailSender } from '../mail/mail-nudge';
import { addToOutbox } from '../mail/mail-outbox';
import { readShopSettings } from '../settings/shop-settings';
import { recordChange } from './audit';
import { BackofficeError } from './errors';
import { insideTransaction } from './inside-transaction';
import { renderPasswordResetMail } from './password-reset-mail';
import { checkPassword } from './staff-accounts';
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

/** Always the same answer for a known or an unknown address (or an inactive account). */
export async function requestPasswordReset(db: Database, limits: ResetLimits, ask: ResetRequest): Promise<string> {
  const email = ask.email.trim().toLowerCase().slice(0, 200);
  if (!email) throw new BackofficeError(RESET_EMAIL_REQUIRED, { email: RESET_EMAIL_REQUIRED });
  await refuseWhenOver(limits.requestsPerAddress, ask.address);
  await refuseWhenOver(limits.requestsPerEmail, email);
  await limits.requestsPerAddress.record(ask.address);
  await limits.requestsPerEmail.record(email);
  const now = ask.now ?? new Date();
  const mailed = await db.transaction(async (tx) => {
    const [staff] = await tx
      .select({ staffUserNo: staffUsers.staffUserNo, name: staffUsers.name, email: staffUsers.email })
      .from(staffUsers)
      .where(and(sql`lower(${staffUsers.email}) = ${email}`, eq(staffUsers.active, true)));
    if (!staff) return false;
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
    const settings = await readShopSettings(insideTransaction(tx), { shopName: ask.shopName });
    const mail = renderPasswordResetMail({
      name: staff.name,
      shopName: settings.shopName,
      link: `${ask.publicBaseUrl}${RESET_PATH}?token=${token}`,
      minutes: RESET_LINK_MINUTES,
    });
    await addToOutbox(tx, [{ kind: 'staff-password-reset', orderNo: null, to: staff.email, ...mail }]);
    await recordChange(
      tx,
      { staffUserNo: null },
      { action: 'staff.password-reset-mail', entity: 'staff', entityId: staff.staffUserNo },
    );
    return true;
  });
  if (mailed) nudgeMailSender();
  return RESET_REQUESTED;
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
  checkPassword(input.password);
  if (input.password !== input.confirm) throw new BackofficeError(PASSWORDS_DIFFER, { confirm: PASSWORDS_DIFFER });
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
