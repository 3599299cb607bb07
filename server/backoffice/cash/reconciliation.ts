// The daily reconciliation (docs/product.md#cash-from-the-door-to-the-bank, docs/decisions/0082): per
// driver and run day, the cash the delivered cash-on-delivery orders should have brought in, what the
// driver collected, what the cashier counted at hand-over, what reached the bank, and the difference.
// A hand-over's discrepancy counts on the day of its latest collection. Card at the door is apart.
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import {
  cashCollections,
  cashHandovers,
  deliveryAttempts,
  deliveryRuns,
  orders,
  runStops,
  staffUsers,
} from '../../../database/schema';
import { PAYMENT_METHOD_CASH_ON_DELIVERY } from '../../../shop-rules/constants';
import {
  RECONCILIATION_COLUMNS,
  type ReconciliationLine,
  reconciliationLine,
} from '../../../shop-rules/delivery/cash-custody';
import { isCalendarDay } from '../../../shop-rules/delivery/delivery-days';
import { centsToDecimal, toCents } from '../../../shop-rules/money';
import { toCsv } from '../shared/csv-file';

export async function reconciliation(db: Database, from: string, to: string): Promise<ReconciliationLine[]> {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return [];
  const rows = await db
    .select({
      day: deliveryRuns.runDay,
      driverStaffNo: deliveryRuns.driverStaffNo,
      driver: staffUsers.name,
      pmNo: orders.pmNo,
      total: orders.totalAmount,
      method: deliveryAttempts.method,
      amount: deliveryAttempts.amount,
      collected: cashCollections.amount,
      handoverNo: cashCollections.handoverNo,
      recorded: cashHandovers.recorded,
      counted: cashHandovers.counted,
      depositNo: cashHandovers.depositNo,
      attemptNo: deliveryAttempts.attemptNo,
    })
    .from(deliveryAttempts)
    .innerJoin(runStops, eq(runStops.stopNo, deliveryAttempts.stopNo))
    .innerJoin(deliveryRuns, eq(deliveryRuns.runNo, runStops.runNo))
    .innerJoin(staffUsers, eq(staffUsers.staffUserNo, deliveryRuns.driverStaffNo))
    .innerJoin(orders, eq(orders.orderNo, deliveryAttempts.orderNo))
    .leftJoin(cashCollections, eq(cashCollections.attemptNo, deliveryAttempts.attemptNo))
    .leftJoin(cashHandovers, eq(cashHandovers.handoverNo, cashCollections.handoverNo))
    .where(and(eq(deliveryAttempts.outcome, 'delivered'), gte(deliveryRuns.runDay, from), lte(deliveryRuns.runDay, to)))
    .orderBy(deliveryRuns.runDay, staffUsers.name, deliveryAttempts.attemptNo);
  // The day each hand-over's difference belongs to: that of its latest collection.
  const handoverDay = new Map<number, string>();
  for (const r of rows) if (r.handoverNo !== null) handoverDay.set(r.handoverNo, r.day);
  const lines = new Map<string, Omit<ReconciliationLine, 'difference'>>();
  const counted = new Set<number>();
  for (const r of rows) {
    const key = `${r.day}\u0000${r.driverStaffNo}`;
    const line = lines.get(key) ?? {
      day: r.day,
      driver: r.driver,
      expected: 0,
      collected: 0,
      handedOver: 0,
      banked: 0,
      card: 0,
    };
    const card = r.method === 'card' ? toCents(r.amount) : 0;
    if (r.pmNo === PAYMENT_METHOD_CASH_ON_DELIVERY) line.expected += toCents(r.total) - card;
    line.card += card;
    const cash = r.collected === null ? 0 : toCents(r.collected);
    line.collected += cash;
    if (r.handoverNo !== null) {
      line.handedOver += cash;
      if (r.depositNo !== null) line.banked += cash;
      if (!counted.has(r.handoverNo) && handoverDay.get(r.handoverNo) === r.day) {
        counted.add(r.handoverNo);
        const difference = toCents(r.counted!) - toCents(r.recorded!);
        line.handedOver += difference;
        if (r.depositNo !== null) line.banked += difference;
      }
    }
    lines.set(key, line);
  }
  return [...lines.values()].map(reconciliationLine);
}

export function reconciliationCsv(lines: readonly ReconciliationLine[]): string {
  return toCsv(
    RECONCILIATION_COLUMNS,
    lines.map((l) => [
      l.day,
      l.driver,
      centsToDecimal(l.expected),
      centsToDecimal(l.collected),
      centsToDecimal(l.handedOver),
      centsToDecimal(l.banked),
      centsToDecimal(l.card),
      centsToDecimal(l.difference),
    ]),
  );
}
