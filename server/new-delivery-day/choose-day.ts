// The customer's page for a new delivery day after a failed attempt (docs/product.md#runs-and-attempts,
// docs/decisions/0091): what the link offers (the area's next delivery days), and the choice, stored
// on the order's delivery day in one transaction with the link marked used and a line in the order's
// history the staff see. Every refusal is an answer with its status and words; nothing changes then.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import {
  cities,
  deliveryAreas,
  deliveryDayChoices,
  deliveryRuns,
  orderStatusHistory,
  orders,
  runStops,
} from '../../database/schema';
import { MAX_ATTEMPTS } from '../../shop-rules/delivery/attempts';
import { cleanWeekdays, dayInWords, nextDeliveryDays, WORKING_WEEKDAYS } from '../../shop-rules/delivery/delivery-days';
import {
  NEW_DAY_EXPIRED,
  NEW_DAY_NO_DAYS,
  NEW_DAY_NO_MORE_ATTEMPTS,
  NEW_DAY_NOT_OFFERED,
  NEW_DAY_NOT_WAITING,
  NEW_DAY_STALE,
  NEW_DAY_TOKEN,
  NEW_DAY_UNKNOWN,
  newDayOnARun,
  newDaySaved,
  newDayUsed,
} from '../../shop-rules/delivery/new-day';
import { shopDay } from '../../shop-rules/shop-time';
import type { Queryable } from '../orders/transaction';
import { tokenHash } from './day-choice-link';

export type DayChoicePage =
  | { ok: true; orderNo: number; days: string[]; attempt: number }
  | { ok: false; status: number; msg: string };

export type DayChosen =
  | { ok: true; orderNo: number; day: string; msg: string }
  | { ok: false; status: number; msg: string };

const refused = (status: number, msg: string) => ({ ok: false as const, status, msg });

/** What the link may offer now, or why it offers nothing; `lock` reads the rows for update. */
async function readChoice(q: Queryable, token: string, now: Date, lock: boolean) {
  if (!NEW_DAY_TOKEN.test(token)) return refused(404, NEW_DAY_UNKNOWN);
  const query = q
    .select({
      choiceNo: deliveryDayChoices.choiceNo,
      expiresAt: deliveryDayChoices.expiresAt,
      chosenDay: deliveryDayChoices.chosenDay,
      linkAttempts: deliveryDayChoices.failedAttempts,
      orderNo: orders.orderNo,
      status: orders.status,
      failedAttempts: orders.failedAttempts,
      roadState: orders.roadState,
      weekdays: deliveryAreas.weekdays,
      served: deliveryAreas.served,
    })
    .from(deliveryDayChoices)
    .innerJoin(orders, eq(orders.orderNo, deliveryDayChoices.orderNo))
    .leftJoin(cities, eq(cities.cityNo, orders.customerCityNo))
    .leftJoin(deliveryAreas, eq(deliveryAreas.areaNo, cities.deliveryAreaNo))
    .where(eq(deliveryDayChoices.tokenHash, tokenHash(token)));
  const [row] = lock ? await query.for('update', { of: [deliveryDayChoices, orders] }) : await query;
  if (!row) return refused(404, NEW_DAY_UNKNOWN);
  if (row.chosenDay) return refused(409, newDayUsed(dayInWords(row.chosenDay)));
  if (row.expiresAt.getTime() < now.getTime()) return refused(410, NEW_DAY_EXPIRED);
  if (row.roadState !== null || row.failedAttempts >= MAX_ATTEMPTS) return refused(409, NEW_DAY_NO_MORE_ATTEMPTS);
  if (row.failedAttempts !== row.linkAttempts) return refused(410, NEW_DAY_STALE);
  if (row.status !== 'Processed') return refused(409, NEW_DAY_NOT_WAITING);
  const [onRun] = await q
    .select({ day: deliveryRuns.runDay })
    .from(runStops)
    .innerJoin(deliveryRuns, eq(deliveryRuns.runNo, runStops.runNo))
    .where(and(eq(runStops.orderNo, row.orderNo), eq(runStops.state, 'waiting')));
  if (onRun) return refused(409, newDayOnARun(dayInWords(onRun.day)));
  // A city outside every area is delivered on working days, as the failed attempt's mail offered.
  const weekdays = row.served === false ? [] : cleanWeekdays(row.weekdays ?? WORKING_WEEKDAYS);
  const days = nextDeliveryDays(weekdays, shopDay(now));
  if (days.length === 0) return refused(409, NEW_DAY_NO_DAYS);
  return { ok: true as const, row, days };
}

export async function dayChoicePage(db: Database, token: string, now = new Date()): Promise<DayChoicePage> {
  const found = await readChoice(db, token, now, false);
  if (!found.ok) return found;
  return { ok: true, orderNo: found.row.orderNo, days: found.days, attempt: found.row.failedAttempts };
}

export async function chooseDay(db: Database, token: string, day: string, now = new Date()): Promise<DayChosen> {
  return db.transaction(async (tx) => {
    const found = await readChoice(tx, token, now, true);
    if (!found.ok) return found;
    const { row, days } = found;
    if (!days.includes(day)) return refused(400, NEW_DAY_NOT_OFFERED);
    await tx
      .update(deliveryDayChoices)
      .set({ chosenDay: day, chosenAt: now })
      .where(eq(deliveryDayChoices.choiceNo, row.choiceNo));
    await tx.update(orders).set({ deliveryDate: day, updatedAt: sql`now()` }).where(eq(orders.orderNo, row.orderNo));
    await tx.insert(orderStatusHistory).values({
      orderNo: row.orderNo,
      status: 'Processed',
      comment: `The customer chose ${dayInWords(day)} for the next delivery attempt.`,
    });
    return { ok: true as const, orderNo: row.orderNo, day, msg: newDaySaved(row.orderNo, dayInWords(day)) };
  });
}
