// Cash from the door to the bank (docs/product.md#cash-from-the-door-to-the-bank, docs/decisions/0082):
// a driver's collected cash is handed over to a cashier who counts it without being told the figure;
// a count that differs is a discrepancy kept with its reason; hand-overs are banked with the deposit
// slip's reference, and a deposit is confirmed against the bank statement. Each step is one
// transaction with its audit entry; amounts are integer cents.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { cashCollections, cashDeposits, cashHandovers, staffUsers } from '../../../database/schema';
import {
  countDifference,
  differenceWords,
  MAX_REASON_LENGTH,
  MAX_SLIP_LENGTH,
} from '../../../shop-rules/delivery/cash-custody';
import { type Cents, centsToDecimal, formatTT, toCents } from '../../../shop-rules/money';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';

/** Cash with each driver now: collected and not yet handed over. */
export async function cashOnTheRoad(db: Database) {
  const rows = await db
    .select({
      driverStaffNo: cashCollections.driverStaffNo,
      driver: staffUsers.name,
      amount: sql<string>`sum(${cashCollections.amount})`,
      orders: sql<number>`count(*)::int`,
    })
    .from(cashCollections)
    .leftJoin(staffUsers, eq(staffUsers.staffUserNo, cashCollections.driverStaffNo))
    .where(isNull(cashCollections.handoverNo))
    .groupBy(cashCollections.driverStaffNo, staffUsers.name)
    .orderBy(asc(staffUsers.name));
  return rows.map((r) => ({ ...r, driver: r.driver ?? '', amount: toCents(r.amount) }));
}

export interface HandOver {
  driverStaffNo: number;
  counted: Cents;
  reason: string;
}

export const NOTHING_TO_HAND_OVER = 'This driver holds no cash to hand over.';
export const DISCREPANCY_NEEDS_REASON = 'The count differs from what the driver recorded: say why.';
export const CASHIER_NOT_DRIVER = 'A driver cannot count their own cash: another staff member takes it.';

/** The cashier's count of everything the driver holds. A difference is kept, with its reason. */
export async function handOver(db: Database, cashier: Actor & { staffUserNo: number }, h: HandOver) {
  if (h.driverStaffNo === cashier.staffUserNo) throw new BackofficeError(CASHIER_NOT_DRIVER, {}, 409);
  const reason = h.reason.trim().slice(0, MAX_REASON_LENGTH);
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ collectionNo: cashCollections.collectionNo, amount: cashCollections.amount })
      .from(cashCollections)
      .where(and(eq(cashCollections.driverStaffNo, h.driverStaffNo), isNull(cashCollections.handoverNo)))
      .for('update');
    if (held.length === 0) throw new BackofficeError(NOTHING_TO_HAND_OVER, {}, 409);
    const recorded = held.reduce((sum, c) => sum + toCents(c.amount), 0);
    const difference = countDifference({ recorded, counted: h.counted });
    if (difference !== 0 && !reason)
      throw new BackofficeError(DISCREPANCY_NEEDS_REASON, { reason: DISCREPANCY_NEEDS_REASON });
    const [row] = await tx
      .insert(cashHandovers)
      .values({
        driverStaffNo: h.driverStaffNo,
        cashierStaffNo: cashier.staffUserNo,
        recorded: centsToDecimal(recorded),
        counted: centsToDecimal(h.counted),
        reason,
      })
      .returning({ handoverNo: cashHandovers.handoverNo });
    const handoverNo = row!.handoverNo;
    await tx
      .update(cashCollections)
      .set({ handoverNo })
      .where(
        inArray(
          cashCollections.collectionNo,
          held.map((c) => c.collectionNo),
        ),
      );
    await recordChange(tx, cashier, {
      action: 'cash.hand-over',
      entity: 'cash-handover',
      entityId: handoverNo,
      after: { driverStaffNo: h.driverStaffNo, recorded, counted: h.counted, difference, reason },
    });
    return {
      handoverNo,
      recorded,
      counted: h.counted,
      difference,
      msg: `${formatTT(h.counted)} received from the driver: ${differenceWords(difference)}.`,
    };
  });
}

/** Hand-overs not yet banked, and deposits, for the cash page. */
export async function cashPage(db: Database) {
  const [handovers, deposits, onTheRoad] = await Promise.all([
    db
      .select({
        handoverNo: cashHandovers.handoverNo,
        driver: staffUsers.name,
        recorded: cashHandovers.recorded,
        counted: cashHandovers.counted,
        reason: cashHandovers.reason,
        depositNo: cashHandovers.depositNo,
        at: cashHandovers.createdAt,
      })
      .from(cashHandovers)
      .leftJoin(staffUsers, eq(staffUsers.staffUserNo, cashHandovers.driverStaffNo))
      .orderBy(sql`${cashHandovers.handoverNo} DESC`)
      .limit(200),
    db.select().from(cashDeposits).orderBy(sql`${cashDeposits.depositNo} DESC`).limit(100),
    cashOnTheRoad(db),
  ]);
  return {
    onTheRoad,
    handovers: handovers.map((h) => ({
      ...h,
      driver: h.driver ?? '',
      recorded: toCents(h.recorded),
      counted: toCents(h.counted),
      difference: toCents(h.counted) - toCents(h.recorded),
      at: h.at.toISOString(),
    })),
    deposits: deposits.map((d) => ({
      depositNo: d.depositNo,
      slipReference: d.slipReference,
      amount: toCents(d.amount),
      bankedAt: d.bankedAt.toISOString(),
      confirmedAt: d.confirmedAt?.toISOString() ?? null,
      statementReference: d.statementReference,
    })),
  };
}

export const SLIP_NEEDED = "The deposit slip's reference is needed.";
export const ALREADY_BANKED = 'One of these hand-overs is already banked.';

/** Hand-overs taken to the bank on one deposit slip: the deposit is what the cashiers counted. */
export async function bankHandovers(db: Database, actor: Actor, handoverNos: number[], slip: string) {
  const slipReference = slip.trim().slice(0, MAX_SLIP_LENGTH);
  if (!slipReference) throw new BackofficeError(SLIP_NEEDED, { slip: SLIP_NEEDED });
  const nos = [...new Set(handoverNos)].filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2_147_483_647);
  if (nos.length === 0) throw new BackofficeError('Choose the hand-overs on this slip.');
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        handoverNo: cashHandovers.handoverNo,
        counted: cashHandovers.counted,
        depositNo: cashHandovers.depositNo,
      })
      .from(cashHandovers)
      .where(inArray(cashHandovers.handoverNo, nos))
      .for('update');
    if (rows.length !== nos.length) throw notFound('hand-over');
    if (rows.some((r) => r.depositNo !== null)) throw new BackofficeError(ALREADY_BANKED, {}, 409);
    const amount = rows.reduce((sum, r) => sum + toCents(r.counted), 0);
    const [deposit] = await tx
      .insert(cashDeposits)
      .values({ slipReference, amount: centsToDecimal(amount), bankedBy: actor.staffUserNo })
      .returning({ depositNo: cashDeposits.depositNo });
    await tx.update(cashHandovers).set({ depositNo: deposit!.depositNo }).where(inArray(cashHandovers.handoverNo, nos));
    await recordChange(tx, actor, {
      action: 'cash.bank',
      entity: 'cash-deposit',
      entityId: deposit!.depositNo,
      after: { slipReference, amount, handoverNos: nos },
    });
    return { depositNo: deposit!.depositNo, amount, msg: `${formatTT(amount)} banked on slip ${slipReference}.` };
  });
}

/** The deposit seen on the bank statement. */
export async function confirmDeposit(db: Database, actor: Actor, depositNo: number, statement: string) {
  const statementReference = statement.trim().slice(0, MAX_SLIP_LENGTH);
  if (!statementReference)
    throw new BackofficeError("The bank statement's line or reference is needed.", { statement: 'Needed.' });
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(cashDeposits)
      .set({ confirmedAt: new Date(), confirmedBy: actor.staffUserNo, statementReference })
      .where(and(eq(cashDeposits.depositNo, depositNo), isNull(cashDeposits.confirmedAt)))
      .returning({ amount: cashDeposits.amount });
    if (!done) {
      const [exists] = await tx
        .select({ n: cashDeposits.depositNo })
        .from(cashDeposits)
        .where(eq(cashDeposits.depositNo, depositNo));
      if (!exists) throw notFound('deposit');
      throw new BackofficeError('This deposit is already confirmed.', {}, 409);
    }
    await recordChange(tx, actor, {
      action: 'cash.confirm',
      entity: 'cash-deposit',
      entityId: depositNo,
      after: { statementReference },
    });
    return `Deposit of ${formatTT(toCents(done.amount))} confirmed against the bank statement.`;
  });
}
