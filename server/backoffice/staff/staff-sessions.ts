// Staff sessions in the database: the cookie holds 32 random bytes, the table only their SHA-256, so a
// copy of the database opens no session. Each session has its own CSRF token for the back office's forms.
import crypto from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { staffSessions, staffUsers } from '../../../database/schema';
import type { Queryable } from '../../orders/transaction';
import type { StaffRole } from './roles';
import { twoStepRequiredSql } from './two-step-sql';

export const SESSION_HOURS = 12;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface StaffSession {
  sessionId: string;
  staffUserNo: number;
  email: string;
  name: string;
  role: StaffRole;
  csrfToken: string;
  /** The owners require two-step sign-in and this staff member has not set it up (decision 0038). */
  mustSetUpTwoStep: boolean;
}

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

export async function startSession(q: Queryable, staffUserNo: number): Promise<{ token: string; sessionId: string }> {
  const token = randomToken();
  const sessionId = digest(token);
  await q.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date()));
  await q.insert(staffSessions).values({
    sessionId,
    staffUserNo,
    csrfToken: randomToken(),
    expiresAt: new Date(Date.now() + SESSION_HOURS * 3600_000),
  });
  return { token, sessionId };
}

/** The session of a cookie value, while it lasts and its staff member is active; else null. */
export async function sessionOf(db: Database, token: string): Promise<StaffSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      sessionId: staffSessions.sessionId,
      staffUserNo: staffUsers.staffUserNo,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      csrfToken: staffSessions.csrfToken,
      mustSetUpTwoStep: sql<boolean>`(${staffUsers.totpConfirmedAt} is null and ${twoStepRequiredSql})`,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.staffUserNo, staffSessions.staffUserNo))
    .where(
      and(
        eq(staffSessions.sessionId, digest(token)),
        gt(staffSessions.expiresAt, new Date()),
        eq(staffUsers.active, true),
      ),
    );
  return row ? { ...row, role: row.role as StaffRole } : null;
}

export async function endSession(db: Database, token: string): Promise<void> {
  if (TOKEN_SHAPE.test(token)) await db.delete(staffSessions).where(eq(staffSessions.sessionId, digest(token)));
}

/** Signs a staff member out everywhere (a new password, deactivation), except the session that asked. */
export async function endSessionsOf(q: Queryable, staffUserNo: number, exceptSessionId?: string): Promise<void> {
  await q
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffUserNo, staffUserNo),
        exceptSessionId ? ne(staffSessions.sessionId, exceptSessionId) : undefined,
      ),
    );
}
