// Staff accounts: the owner adds people, sets their role, deactivates them and resets passwords.
// Passwords are hashed as the customers' are (argon2id); the audit log never sees a hash.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { staffUsers } from '../../../database/schema';
import {
  newStaffSchema,
  ownPasswordSchema,
  staffChangeSchema,
  staffPasswordSchema,
} from '../../../shop-rules/forms/staff';
import { CURRENT_PASSWORD_WRONG } from '../../../shop-rules/messages/account';
import { EMAIL_TAKEN, LAST_OWNER, NOT_YOURSELF } from '../../../shop-rules/messages/backoffice';
import { hashPassword, passwordMatches } from '../../customers/sign-in/passwords';
import type { Queryable } from '../../orders/transaction';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import type { StaffRole } from './roles';
import { endSessionsOf } from './staff-sessions';

const publicColumns = {
  staffUserNo: staffUsers.staffUserNo,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  active: staffUsers.active,
  createdAt: staffUsers.createdAt,
};

export async function listStaff(db: Database) {
  return db
    .select({ ...publicColumns, twoStepOn: sql<boolean>`${staffUsers.totpConfirmedAt} is not null` })
    .from(staffUsers)
    .orderBy(asc(staffUsers.staffUserNo));
}

/** A new staff password: the shared rule (shop-rules/forms/staff.ts), refused by field. */
export function checkPassword(password: string): void {
  readForm(staffPasswordSchema, { password });
}

export async function createStaff(db: Database, actor: Actor, input: Record<string, unknown>): Promise<number> {
  const { password, ...fields } = readForm(newStaffSchema, input);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ n: staffUsers.staffUserNo })
      .from(staffUsers)
      .where(sql`lower(${staffUsers.email}) = ${fields.email}`);
    if (taken) throw new BackofficeError(EMAIL_TAKEN, { email: EMAIL_TAKEN }, 409);
    const [row] = await tx
      .insert(staffUsers)
      .values({ ...fields, passwordHash })
      .returning(publicColumns);
    await recordChange(tx, actor, { action: 'staff.create', entity: 'staff', entityId: row!.staffUserNo, after: row });
    return row!.staffUserNo;
  });
}

async function activeOwners(q: Queryable, except: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), eq(staffUsers.active, true), ne(staffUsers.staffUserNo, except)));
  return row?.n ?? 0;
}

export async function updateStaff(
  db: Database,
  actor: Actor,
  staffUserNo: number,
  input: Record<string, unknown>,
): Promise<void> {
  const next = readForm(staffChangeSchema, input);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(publicColumns)
      .from(staffUsers)
      .where(eq(staffUsers.staffUserNo, staffUserNo))
      .for('update');
    if (!before) throw notFound('staff member');
    const losesOwner = before.role === 'owner' && before.active && (next.role !== 'owner' || !next.active);
    if (losesOwner && staffUserNo === actor.staffUserNo) throw new BackofficeError(NOT_YOURSELF);
    if (losesOwner && (await activeOwners(tx, staffUserNo)) === 0) throw new BackofficeError(LAST_OWNER);
    const [after] = await tx
      .update(staffUsers)
      .set(next)
      .where(eq(staffUsers.staffUserNo, staffUserNo))
      .returning(publicColumns);
    if (before.active && !next.active) await endSessionsOf(tx, staffUserNo);
    await recordChange(tx, actor, { action: 'staff.update', entity: 'staff', entityId: staffUserNo, before, after });
  });
}

/** The owner sets someone's password: every session of theirs ends. */
export async function resetStaffPassword(
  db: Database,
  actor: Actor,
  staffUserNo: number,
  password: string,
): Promise<void> {
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(staffUsers)
      .set({ passwordHash })
      .where(eq(staffUsers.staffUserNo, staffUserNo))
      .returning({ n: staffUsers.staffUserNo });
    if (!changed.length) throw notFound('staff member');
    await endSessionsOf(tx, staffUserNo);
    await recordChange(tx, actor, {
      action: 'staff.password-reset',
      entity: 'staff',
      entityId: staffUserNo,
      after: { passwordChanged: true },
    });
  });
}

/** A staff member changes their own password; their other sessions end, this one stays. */
export async function changeOwnPassword(
  db: Database,
  me: { staffUserNo: number; sessionId: string },
  input: { current: string; password: string; confirm: string },
): Promise<void> {
  const [row] = await db
    .select({ hash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(eq(staffUsers.staffUserNo, me.staffUserNo));
  if (!row || !(await passwordMatches(row.hash, input.current)))
    throw new BackofficeError(CURRENT_PASSWORD_WRONG, { current: CURRENT_PASSWORD_WRONG });
  readForm(ownPasswordSchema, input);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.staffUserNo, me.staffUserNo));
    await endSessionsOf(tx, me.staffUserNo, me.sessionId);
    await recordChange(
      tx,
      { staffUserNo: me.staffUserNo },
      { action: 'staff.password-change', entity: 'staff', entityId: me.staffUserNo, after: { passwordChanged: true } },
    );
  });
}

export type StaffMember = Awaited<ReturnType<typeof listStaff>>[number];
export type { StaffRole };
