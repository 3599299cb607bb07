// Two-step sign-in for staff (docs/product.md#two-step-sign-in, decision 0038): turned on from the
// account page (a QR code and its key shown once, confirmed with a code, then ten recovery codes),
// turned off with a code, and the owners' setting that requires it of everyone. The secret and the
// codes go to the staff member's page only, never to the audit log or the server's log.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../../../database/connect';
import { settings, staffRecoveryCodes, staffUsers } from '../../../database/schema';
import {
  TWO_STEP_ALREADY_ON,
  TWO_STEP_CODE_WRONG,
  TWO_STEP_NOT_ON,
  TWO_STEP_NOT_STARTED,
  TWO_STEP_REQUIRED_BY_SHOP,
} from '../../../shop-rules/messages/backoffice';
import type { Queryable } from '../../orders/transaction';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { newTotpSecret, replaceRecoveryCodes, spendSecondStepCode, totpFor, totpStep } from './two-step-codes';
import { STAFF_SIGN_IN_SETTINGS_KEY, twoStepRequiredSql } from './two-step-sql';

export async function twoStepRequired(q: Queryable): Promise<boolean> {
  const [row] = await q.select({ required: twoStepRequiredSql }).from(sql`(select 1) as one`);
  return row?.required === true;
}

export async function setTwoStepRequired(db: Database, actor: Actor, required: boolean): Promise<string> {
  await db.transaction(async (tx) => {
    const before = await twoStepRequired(tx);
    const value = { twoStepRequired: required };
    await tx
      .insert(settings)
      .values({ key: STAFF_SIGN_IN_SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    await recordChange(tx, actor, {
      action: 'settings.update',
      entity: 'settings',
      entityId: STAFF_SIGN_IN_SETTINGS_KEY,
      before: { twoStepRequired: before },
      after: value,
    });
  });
  return required
    ? 'Two-step sign-in is now required: staff without it are asked to set it up when they next open a page.'
    : 'Two-step sign-in is now each staff member’s choice.';
}

/** What the account page shows. */
export async function twoStepStatus(db: Database, staffUserNo: number) {
  const [row] = await db
    .select({ confirmedAt: staffUsers.totpConfirmedAt, required: twoStepRequiredSql })
    .from(staffUsers)
    .where(eq(staffUsers.staffUserNo, staffUserNo));
  const [left] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffUserNo, staffUserNo), isNull(staffRecoveryCodes.usedAt)));
  return {
    on: Boolean(row?.confirmedAt),
    since: row?.confirmedAt?.toISOString() ?? null,
    required: row?.required === true,
    recoveryCodesLeft: left?.n ?? 0,
  };
}

export interface Me {
  staffUserNo: number;
  email: string;
}

/** A new secret, kept until confirmed: its QR code and key, to show once. */
export async function startTwoStep(db: Database, me: Me, issuer: string) {
  const secret = newTotpSecret();
  const changed = await db
    .update(staffUsers)
    .set({ totpSecret: secret, totpConfirmedAt: null, totpLastStep: null })
    .where(and(eq(staffUsers.staffUserNo, me.staffUserNo), isNull(staffUsers.totpConfirmedAt)))
    .returning({ n: staffUsers.staffUserNo });
  if (!changed.length) throw new BackofficeError(TWO_STEP_ALREADY_ON, {}, 409);
  const uri = totpFor(secret, me.email, issuer).toString();
  return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 2, width: 240 }) };
}

/** The first code from the app turns it on; the answer is the recovery codes, shown once. */
export async function confirmTwoStep(db: Database, me: Me, code: string): Promise<string[]> {
  const [row] = await db
    .select({ secret: staffUsers.totpSecret, confirmedAt: staffUsers.totpConfirmedAt })
    .from(staffUsers)
    .where(eq(staffUsers.staffUserNo, me.staffUserNo));
  if (!row) throw notFound('staff member');
  if (row.confirmedAt) throw new BackofficeError(TWO_STEP_ALREADY_ON, {}, 409);
  if (!row.secret) throw new BackofficeError(TWO_STEP_NOT_STARTED, {}, 409);
  const step = totpStep(row.secret, code);
  if (step === null) throw new BackofficeError(TWO_STEP_CODE_WRONG, { code: TWO_STEP_CODE_WRONG });
  return db.transaction(async (tx) => {
    const on = await tx
      .update(staffUsers)
      .set({ totpConfirmedAt: new Date(), totpLastStep: step })
      .where(
        and(
          eq(staffUsers.staffUserNo, me.staffUserNo),
          eq(staffUsers.totpSecret, row.secret!),
          isNull(staffUsers.totpConfirmedAt),
        ),
      )
      .returning({ n: staffUsers.staffUserNo });
    if (!on.length) throw new BackofficeError(TWO_STEP_NOT_STARTED, {}, 409);
    const codes = await replaceRecoveryCodes(tx, me.staffUserNo);
    await recordChange(
      tx,
      { staffUserNo: me.staffUserNo },
      { action: 'staff.two-step-on', entity: 'staff', entityId: me.staffUserNo },
    );
    return codes;
  });
}

async function checkedCode(tx: Queryable, staffUserNo: number, code: string) {
  const [row] = await tx
    .select({ confirmedAt: staffUsers.totpConfirmedAt })
    .from(staffUsers)
    .where(eq(staffUsers.staffUserNo, staffUserNo))
    .for('update');
  if (!row?.confirmedAt) throw new BackofficeError(TWO_STEP_NOT_ON, {}, 409);
  if (!(await spendSecondStepCode(tx, staffUserNo, code)))
    throw new BackofficeError(TWO_STEP_CODE_WRONG, { code: TWO_STEP_CODE_WRONG });
}

/** Ten new recovery codes (the old ones stop working), with a current code. */
export async function renewRecoveryCodes(db: Database, me: Me, code: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await checkedCode(tx, me.staffUserNo, code);
    const codes = await replaceRecoveryCodes(tx, me.staffUserNo);
    await recordChange(
      tx,
      { staffUserNo: me.staffUserNo },
      { action: 'staff.recovery-codes-renewed', entity: 'staff', entityId: me.staffUserNo },
    );
    return codes;
  });
}

const clearTwoStep = async (tx: Queryable, staffUserNo: number) => {
  await tx
    .update(staffUsers)
    .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
    .where(eq(staffUsers.staffUserNo, staffUserNo));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserNo, staffUserNo));
};

/** The staff member turns it off with a current code, unless the owners require it. */
export async function turnOffTwoStep(db: Database, me: Me, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (await twoStepRequired(tx)) throw new BackofficeError(TWO_STEP_REQUIRED_BY_SHOP, {}, 409);
    await checkedCode(tx, me.staffUserNo, code);
    await clearTwoStep(tx, me.staffUserNo);
    await recordChange(
      tx,
      { staffUserNo: me.staffUserNo },
      { action: 'staff.two-step-off', entity: 'staff', entityId: me.staffUserNo },
    );
  });
}

/** An owner clears someone's two-step sign-in (a lost phone and lost codes); they set it up again. */
export async function clearTwoStepFor(db: Database, actor: Actor, staffUserNo: number): Promise<string> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ confirmedAt: staffUsers.totpConfirmedAt })
      .from(staffUsers)
      .where(eq(staffUsers.staffUserNo, staffUserNo))
      .for('update');
    if (!row) throw notFound('staff member');
    await clearTwoStep(tx, staffUserNo);
    await recordChange(tx, actor, { action: 'staff.two-step-cleared', entity: 'staff', entityId: staffUserNo });
  });
  return 'Their two-step sign-in is cleared: they sign in with their password and set it up again.';
}
