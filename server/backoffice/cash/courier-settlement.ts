// A courier company that collects cash on delivery for the shop sends a settlement CSV (order number,
// amount collected, fee, date). The staff read it as a dry run: each row matched to its order, every
// difference listed; applying it then pays exactly the rows that matched, once
// (docs/product.md#courier-settlements, docs/decisions/0083).
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { courierSettlements, orders, payments } from '../../../database/schema';
import { PAYMENT_METHOD_CASH_ON_DELIVERY } from '../../../shop-rules/constants';
import { isCalendarDay } from '../../../shop-rules/delivery/delivery-days';
import { type Cents, centsToDecimal, formatTT, readTypedAmount, toCents } from '../../../shop-rules/money';
import { giveInvoiceNumber } from '../../orders/invoice-numbers';
import { type Actor, recordChange } from '../shared/audit';
import { csvShapeProblem, readCsv, toCsv } from '../shared/csv-file';
import { BackofficeError, notFound } from '../shared/errors';

export const COURIER_COLUMNS = ['Order number', 'Amount collected', 'Fee', 'Date'] as const;
const MAX_ROWS = 2000;

export type SettlementRowState =
  | 'matches'
  | 'amount-differs'
  | 'no-such-order'
  | 'not-cash-on-delivery'
  | 'already-paid'
  | 'cancelled'
  | 'unreadable'
  | 'twice-in-file';

export interface SettlementRow {
  line: number;
  orderNo: number | null;
  collected: Cents | null;
  fee: Cents | null;
  date: string;
  owed: Cents | null;
  state: SettlementRowState;
  problem: string;
}

export interface SettlementPlan {
  rows: SettlementRow[];
  matched: number;
  differences: number;
  collected: Cents;
  fees: Cents;
}

const normal = (h: string) => h.toLowerCase().replace(/[^a-z]/g, '');
const COLUMN_KEYS = COURIER_COLUMNS.map(normal);

/** The dry run: the file read and matched, stored so that applying it applies what was shown. */
export async function dryRunSettlement(db: Database, actor: Actor, courier: string, fileName: string, text: string) {
  const name = courier.trim().slice(0, 80);
  if (!name) throw new BackofficeError("The courier's name is needed.", { courier: 'Needed.' });
  const shape = csvShapeProblem(text);
  if (shape) throw new BackofficeError(shape);
  const file = await readCsv(text, { maxRows: MAX_ROWS });
  if (file.records.length > MAX_ROWS) throw new BackofficeError(`A settlement holds at most ${MAX_ROWS} rows.`);
  const columns = COLUMN_KEYS.map((k) => file.header.findIndex((h) => normal(h) === k));
  if (columns.some((c) => c < 0))
    throw new BackofficeError(`The file needs the columns ${COURIER_COLUMNS.join(', ')} in its first line.`);
  const cell = (cells: string[], i: number) => (cells[columns[i]!] ?? '').trim();
  const read = file.records.map((r) => {
    const orderText = cell(r.cells, 0).replace(/^#/, '');
    const orderNo = /^\d{1,9}$/.test(orderText) ? Number(orderText) : null;
    const collected = readTypedAmount(cell(r.cells, 1));
    const fee = readTypedAmount(cell(r.cells, 2) || '0');
    return {
      line: r.line,
      orderNo,
      collected: typeof collected === 'number' ? collected : null,
      fee: typeof fee === 'number' ? fee : null,
      date: cell(r.cells, 3).slice(0, 10),
    };
  });
  const nos = [...new Set(read.map((r) => r.orderNo).filter((n): n is number => n !== null))];
  const found =
    nos.length === 0
      ? []
      : await db
          .select({
            orderNo: orders.orderNo,
            pmNo: orders.pmNo,
            paymentStatus: orders.paymentStatus,
            status: orders.status,
            total: orders.totalAmount,
          })
          .from(orders)
          .where(inArray(orders.orderNo, nos));
  const seen = new Set<number>();
  const rows: SettlementRow[] = read.map((r) => {
    const base = { ...r, owed: null as Cents | null };
    if (r.orderNo === null || r.collected === null || r.fee === null || (r.date !== '' && !isCalendarDay(r.date)))
      return {
        ...base,
        state: 'unreadable',
        problem: 'The row needs an order number, amounts like 450.00 and a date like 2026-12-01.',
      };
    if (seen.has(r.orderNo)) return { ...base, state: 'twice-in-file', problem: 'This order is in the file twice.' };
    seen.add(r.orderNo);
    const o = found.find((f) => f.orderNo === r.orderNo);
    if (!o) return { ...base, state: 'no-such-order', problem: 'No such order.' };
    const owed = toCents(o.total);
    const withOwed = { ...base, owed };
    if (o.status === 'Cancelled') return { ...withOwed, state: 'cancelled', problem: 'The order is cancelled.' };
    if (o.pmNo !== PAYMENT_METHOD_CASH_ON_DELIVERY)
      return { ...withOwed, state: 'not-cash-on-delivery', problem: 'The order is not cash on delivery.' };
    if (o.paymentStatus === 'Paid')
      return { ...withOwed, state: 'already-paid', problem: 'The order is already paid.' };
    if (r.collected !== owed)
      return {
        ...withOwed,
        state: 'amount-differs',
        problem: `Collected ${formatTT(r.collected)}, the order's total is ${formatTT(owed)}: ${formatTT(Math.abs(r.collected - owed))} ${r.collected < owed ? 'short' : 'over'}.`,
      };
    return { ...withOwed, state: 'matches', problem: '' };
  });
  const plan: SettlementPlan = {
    rows,
    matched: rows.filter((r) => r.state === 'matches').length,
    differences: rows.filter((r) => r.state !== 'matches').length,
    collected: rows.reduce((s, r) => s + (r.collected ?? 0), 0),
    fees: rows.reduce((s, r) => s + (r.fee ?? 0), 0),
  };
  const [row] = await db
    .insert(courierSettlements)
    .values({ courier: name, fileName: fileName.slice(0, 200), plan, createdBy: actor.staffUserNo })
    .returning({ settlementNo: courierSettlements.settlementNo });
  return { settlementNo: row!.settlementNo, courier: name, plan };
}

export async function settlement(db: Database, settlementNo: number) {
  const [row] = await db.select().from(courierSettlements).where(eq(courierSettlements.settlementNo, settlementNo));
  if (!row) throw notFound('settlement');
  return {
    ...row,
    plan: row.plan as SettlementPlan,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

/** Pays the rows that matched in the dry run, once; a row whose order changed since is listed, not paid. */
export async function applySettlement(db: Database, actor: Actor, settlementNo: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(courierSettlements)
      .set({ appliedAt: new Date(), appliedBy: actor.staffUserNo })
      .where(and(eq(courierSettlements.settlementNo, settlementNo), isNull(courierSettlements.appliedAt)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ n: courierSettlements.settlementNo })
        .from(courierSettlements)
        .where(eq(courierSettlements.settlementNo, settlementNo));
      if (!exists) throw notFound('settlement');
      throw new BackofficeError('This settlement is already applied.', {}, 409);
    }
    const plan = row.plan as SettlementPlan;
    const paid: number[] = [];
    const changed: number[] = [];
    for (const r of plan.rows) {
      if (r.state !== 'matches' || r.orderNo === null || r.collected === null) continue;
      const done = await tx
        .update(orders)
        .set({ paymentStatus: 'Paid', updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.orderNo, r.orderNo),
            ne(orders.paymentStatus, 'Paid'),
            ne(orders.status, 'Cancelled'),
            eq(orders.totalAmount, centsToDecimal(r.collected)),
          ),
        )
        .returning({ orderNo: orders.orderNo, total: orders.totalAmount });
      if (done.length === 0) {
        changed.push(r.orderNo);
        continue;
      }
      await giveInvoiceNumber(tx, r.orderNo, 'paid');
      await tx.insert(payments).values({
        orderNo: r.orderNo,
        provider: 'courier',
        status: 'Paid',
        originalTotal: done[0]!.total,
        chargedTotal: centsToDecimal(r.collected),
        message: `${row.courier}, fee ${formatTT(r.fee ?? 0)}${r.date ? `, ${r.date}` : ''}`,
        raw: { settlementNo, line: r.line, fee: r.fee, date: r.date },
      });
      paid.push(r.orderNo);
    }
    await recordChange(tx, actor, {
      action: 'courier.apply',
      entity: 'courier-settlement',
      entityId: settlementNo,
      after: { paid, changed },
    });
    return {
      paid,
      changed,
      msg: `${paid.length} order${paid.length === 1 ? '' : 's'} paid by ${row.courier}; ${plan.differences + changed.length} difference${plan.differences + changed.length === 1 ? '' : 's'} listed, not paid.`,
    };
  });
}

export function settlementCsv(plan: SettlementPlan): string {
  return toCsv(
    ['Line', 'Order number', 'Collected', 'Fee', 'Date', 'Order total', 'Result'],
    plan.rows.map((r) => [
      String(r.line),
      r.orderNo === null ? '' : String(r.orderNo),
      r.collected === null ? '' : centsToDecimal(r.collected),
      r.fee === null ? '' : centsToDecimal(r.fee),
      r.date,
      r.owed === null ? '' : centsToDecimal(r.owed),
      r.problem || 'Matches',
    ]),
  );
}
