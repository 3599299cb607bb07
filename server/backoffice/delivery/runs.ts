// Runs: staff build a day's run for a driver from orders ready to go, put the stops in order, and send
// it off; its orders move to Shipped when it leaves and to Enroute on its day
// (docs/product.md#runs-and-attempts, docs/decisions/0081).

import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import {
  cities,
  deliveryAreas,
  deliveryAttempts,
  deliveryRuns,
  orderLines,
  orderStatusHistory,
  orders,
  runStops,
  staffUsers,
} from '../../../database/schema';
import { OUT_FOR_DELIVERY_TODAY } from '../../../shop-rules/delivery/attempts';
import { dayInWords, isCalendarDay, WEEKDAY_NAMES, weekdayOf } from '../../../shop-rules/delivery/delivery-days';
import { NO_ORDER_FOR_RUN } from '../../../shop-rules/forms/delivery';
import { toCents } from '../../../shop-rules/money';
import type { OrderStatus } from '../../../shop-rules/order-constants';
import { shopDay } from '../../../shop-rules/shop-time';
import { giveInvoiceNumber } from '../../orders/invoice-numbers';
import type { Transaction } from '../../orders/transaction';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { type RoadMailDeps, recordRoadMail } from './delivery-mails';
import { owedAtDoor, runBlocker } from './road-order';

export interface Viewer {
  staffUserNo: number;
  role: string;
}

export const ANOTHER_DRIVERS_RUN = "This run is another driver's.";

const roadColumns = {
  orderNo: orders.orderNo,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  pmNo: orders.pmNo,
  isPickup: orders.isPickup,
  roadState: orders.roadState,
  failedAttempts: orders.failedAttempts,
  totalAmount: orders.totalAmount,
  deliveryDate: orders.deliveryDate,
  customerName: orders.customerName,
  city: cities.name,
  areaNo: cities.deliveryAreaNo,
  area: deliveryAreas.name,
  weekdays: deliveryAreas.weekdays,
};

/** Orders ready to go: Processed deliveries not on a waiting stop, by area and by day (due on or before it). */
export async function readyOrders(
  db: Database,
  filter: { areaNo?: number | null; day?: string | null; anyDay?: boolean },
) {
  const day = filter.day && isCalendarDay(filter.day) ? filter.day : null;
  const rows = await db
    .select({
      ...roadColumns,
      // The day chosen by the customer on the link of the last failed attempt (decision 0091).
      dayChosenByCustomer: sql<boolean>`EXISTS (SELECT 1 FROM delivery_day_choices c WHERE c.order_no = ${orders.orderNo} AND c.failed_attempts = ${orders.failedAttempts} AND c.chosen_day IS NOT NULL)`,
    })
    .from(orders)
    .leftJoin(cities, eq(cities.cityNo, orders.customerCityNo))
    .leftJoin(deliveryAreas, eq(deliveryAreas.areaNo, cities.deliveryAreaNo))
    .where(
      and(
        eq(orders.status, 'Processed'),
        eq(orders.isPickup, false),
        isNull(orders.roadState),
        filter.areaNo ? eq(cities.deliveryAreaNo, filter.areaNo) : undefined,
        day && !filter.anyDay ? or(isNull(orders.deliveryDate), lte(orders.deliveryDate, day)) : undefined,
        sql`NOT EXISTS (SELECT 1 FROM run_stops s WHERE s.order_no = ${orders.orderNo} AND s.state = 'waiting')`,
      ),
    )
    .orderBy(asc(orders.deliveryDate), asc(orders.orderNo))
    .limit(500);
  return rows
    .filter((r) => runBlocker(r) === null)
    .map((r) => ({ ...r, owed: owedAtDoor(r), total: toCents(r.totalAmount) }));
}

export async function drivers(db: Database) {
  return db
    .select({ staffUserNo: staffUsers.staffUserNo, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'driver'), eq(staffUsers.active, true)))
    .orderBy(asc(staffUsers.name));
}

export interface NewRun {
  day: string;
  driverStaffNo: number;
  orderNos: number[];
}

/** A run with its stops in the order given; refused whole when one order may not go. */
export async function buildRun(db: Database, actor: Actor, run: NewRun): Promise<number> {
  if (!isCalendarDay(run.day)) throw new BackofficeError('Choose the run’s day.', { day: 'Choose a day.' });
  const orderNos = [...new Set(run.orderNos)];
  if (orderNos.length === 0) throw new BackofficeError(NO_ORDER_FOR_RUN, { order: NO_ORDER_FOR_RUN });
  return db.transaction(async (tx) => {
    const [driver] = await tx
      .select({ role: staffUsers.role, active: staffUsers.active })
      .from(staffUsers)
      .where(eq(staffUsers.staffUserNo, run.driverStaffNo));
    if (!driver || driver.role !== 'driver' || !driver.active)
      throw new BackofficeError('Choose a driver.', { driver: 'Choose a driver.' });
    const found = await tx
      .select(roadColumns)
      .from(orders)
      .leftJoin(cities, eq(cities.cityNo, orders.customerCityNo))
      .leftJoin(deliveryAreas, eq(deliveryAreas.areaNo, cities.deliveryAreaNo))
      .where(inArray(orders.orderNo, orderNos))
      .for('update', { of: orders });
    const weekday = weekdayOf(run.day);
    const problems = orderNos.map((n) => {
      const o = found.find((f) => f.orderNo === n);
      // An area is delivered on its own weekdays only (Tobago on Tuesdays).
      const notThatDay =
        o?.weekdays && !o.weekdays.includes(weekday)
          ? `is in ${o.area}, not served on ${WEEKDAY_NAMES[weekday]}s`
          : null;
      const why = o ? (runBlocker(o) ?? notThatDay) : 'does not exist';
      return why ? `Order ${n} ${why}.` : null;
    });
    const refused = problems.filter(Boolean);
    if (refused.length > 0) throw new BackofficeError(refused.join(' '), {}, 409);
    const [row] = await tx
      .insert(deliveryRuns)
      .values({ runDay: run.day, driverStaffNo: run.driverStaffNo, createdBy: actor.staffUserNo })
      .returning({ runNo: deliveryRuns.runNo });
    const runNo = row!.runNo;
    const stops = await tx
      .insert(runStops)
      .values(orderNos.map((orderNo, i) => ({ runNo, orderNo, position: i + 1 })))
      .onConflictDoNothing()
      .returning({ orderNo: runStops.orderNo });
    // Another run took one of these orders meanwhile: nothing of this run is kept.
    if (stops.length !== orderNos.length)
      throw new BackofficeError('An order was put on another run meanwhile.', {}, 409);
    await recordChange(tx, actor, { action: 'run.create', entity: 'run', entityId: runNo, after: run });
    return runNo;
  });
}

async function runOf(q: Transaction | Database, runNo: number) {
  const [run] = await q.select().from(deliveryRuns).where(eq(deliveryRuns.runNo, runNo));
  if (!run) throw notFound('run');
  return run;
}

/** The stops in the order given (every stop of the run, by number), while the run is planned. */
export async function orderStops(db: Database, actor: Actor, runNo: number, stopNos: number[]): Promise<string> {
  return db.transaction(async (tx) => {
    const run = await runOf(tx, runNo);
    if (run.state !== 'planned') throw new BackofficeError('The run has left: its stops stay as they are.', {}, 409);
    const stops = await tx.select({ stopNo: runStops.stopNo }).from(runStops).where(eq(runStops.runNo, runNo));
    const known = new Set(stops.map((s) => s.stopNo));
    const given = [...new Set(stopNos)];
    if (given.length !== known.size || !given.every((s) => known.has(s)))
      throw new BackofficeError('The stops changed meanwhile: load the run again.', {}, 409);
    for (const [i, stopNo] of given.entries())
      await tx
        .update(runStops)
        .set({ position: i + 1 })
        .where(eq(runStops.stopNo, stopNo));
    await recordChange(tx, actor, { action: 'run.order', entity: 'run', entityId: runNo, after: given });
    return 'Stops put in order.';
  });
}

async function moveOrder(
  tx: Transaction,
  actor: Actor,
  orderNo: number,
  from: OrderStatus,
  to: OrderStatus,
  comment: string,
) {
  const moved = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.orderNo, orderNo), eq(orders.status, from)))
    .returning({ orderNo: orders.orderNo });
  if (moved.length === 0) return false;
  if (to === 'Shipped') await giveInvoiceNumber(tx, orderNo, 'shipped');
  await tx.insert(orderStatusHistory).values({ orderNo, status: to, comment, staffUserNo: actor.staffUserNo });
  return true;
}

async function waitingOrders(tx: Transaction, runNo: number) {
  return tx
    .select({ orderNo: runStops.orderNo })
    .from(runStops)
    .where(and(eq(runStops.runNo, runNo), eq(runStops.state, 'waiting')))
    .orderBy(asc(runStops.position));
}

/** The run leaves the shop: its orders Shipped (and Enroute when it is their day), each customer told. */
export async function leaveRun(db: Database, deps: RoadMailDeps, actor: Actor, runNo: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const left = await tx
      .update(deliveryRuns)
      .set({ state: 'left', leftAt: now })
      .where(and(eq(deliveryRuns.runNo, runNo), eq(deliveryRuns.state, 'planned')))
      .returning();
    const run = left[0];
    if (!run) {
      await runOf(tx, runNo);
      throw new BackofficeError('The run has already left.', {}, 409);
    }
    const today = shopDay(now) >= run.runDay;
    for (const { orderNo } of await waitingOrders(tx, runNo)) {
      if (await moveOrder(tx, actor, orderNo, 'Processed', 'Shipped', `On run ${runNo} for ${dayInWords(run.runDay)}`))
        await recordRoadMail(tx, deps, orderNo, { kind: 'left', runNo, day: run.runDay });
      if (today && (await moveOrder(tx, actor, orderNo, 'Shipped', 'Enroute', OUT_FOR_DELIVERY_TODAY)))
        await recordRoadMail(tx, deps, orderNo, { kind: 'out-today', runNo });
    }
    await recordChange(tx, actor, { action: 'run.leave', entity: 'run', entityId: runNo });
    return today ? `Run ${runNo} has left: its orders are out for delivery today.` : `Run ${runNo} has left.`;
  });
}

/** On the run's day: its shipped orders are out for delivery today. Nothing when already done. */
export async function startRunDay(db: Database, deps: RoadMailDeps, actor: Actor, runNo: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const run = await runOf(tx, runNo);
    if (run.state !== 'left' || shopDay(now) < run.runDay) return 0;
    let moved = 0;
    for (const { orderNo } of await waitingOrders(tx, runNo))
      if (await moveOrder(tx, actor, orderNo, 'Shipped', 'Enroute', OUT_FOR_DELIVERY_TODAY)) {
        await recordRoadMail(tx, deps, orderNo, { kind: 'out-today', runNo });
        moved++;
      }
    return moved;
  });
}

export async function listRuns(db: Database, filter: { day?: string | null; driverStaffNo?: number }) {
  const day = filter.day && isCalendarDay(filter.day) ? filter.day : null;
  const rows = await db
    .select({
      runNo: deliveryRuns.runNo,
      runDay: deliveryRuns.runDay,
      state: deliveryRuns.state,
      driverStaffNo: deliveryRuns.driverStaffNo,
      driver: staffUsers.name,
      stops: sql<number>`count(${runStops.stopNo})::int`,
      waiting: sql<number>`count(*) FILTER (WHERE ${runStops.state} = 'waiting')::int`,
      delivered: sql<number>`count(*) FILTER (WHERE ${runStops.state} = 'delivered')::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${runStops.state} = 'failed')::int`,
    })
    .from(deliveryRuns)
    .innerJoin(staffUsers, eq(staffUsers.staffUserNo, deliveryRuns.driverStaffNo))
    .leftJoin(runStops, eq(runStops.runNo, deliveryRuns.runNo))
    .where(
      and(
        day ? eq(deliveryRuns.runDay, day) : undefined,
        filter.driverStaffNo ? eq(deliveryRuns.driverStaffNo, filter.driverStaffNo) : undefined,
      ),
    )
    .groupBy(deliveryRuns.runNo, staffUsers.name)
    .orderBy(sql`${deliveryRuns.runDay} DESC`, asc(deliveryRuns.runNo))
    .limit(200);
  return rows;
}

/** The run's sheet: every stop with what the driver needs at the door. A driver sees only their own. */
export async function runSheet(db: Database, runNo: number, viewer: Viewer) {
  const run = await runOf(db, runNo);
  if (viewer.role === 'driver' && run.driverStaffNo !== viewer.staffUserNo)
    throw new BackofficeError(ANOTHER_DRIVERS_RUN, {}, 404);
  const [driver] = await db
    .select({ name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.staffUserNo, run.driverStaffNo));
  const stops = await stopsOfRun(db, runNo);
  const [lines, attempts] = await Promise.all([
    linesOfOrders(
      db,
      stops.map((s) => s.orderNo),
    ),
    attemptsAtStops(
      db,
      stops.map((s) => s.stopNo),
    ),
  ]);
  return {
    run: { ...run, driver: driver?.name ?? '' },
    stops: stops.map((s) => {
      const done = attempts.find((a) => a.stopNo === s.stopNo);
      return {
        ...s,
        total: toCents(s.totalAmount),
        owed: s.state === 'waiting' ? owedAtDoor(s) : 0,
        items: lines
          .filter((l) => l.orderNo === s.orderNo)
          .map(
            (l) => `${l.quantity} × ${l.name}${l.color ? ` (${[l.color, l.size].filter(Boolean).join(', ')})` : ''}`,
          ),
        done: done ? { ...done, amount: toCents(done.amount) } : null,
      };
    }),
  };
}

/** A run's stops in driving order, with the order's customer, address and what is owed on it. */
function stopsOfRun(db: Database, runNo: number) {
  return db
    .select({
      stopNo: runStops.stopNo,
      position: runStops.position,
      state: runStops.state,
      orderNo: orders.orderNo,
      customerName: orders.customerName,
      mobile: orders.customerMobile,
      address: orders.customerAddress,
      city: cities.name,
      remarks: orders.remarks,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      pmNo: orders.pmNo,
      totalAmount: orders.totalAmount,
      failedAttempts: orders.failedAttempts,
      deliveryDate: orders.deliveryDate,
    })
    .from(runStops)
    .innerJoin(orders, eq(orders.orderNo, runStops.orderNo))
    .leftJoin(cities, eq(cities.cityNo, orders.customerCityNo))
    .where(eq(runStops.runNo, runNo))
    .orderBy(asc(runStops.position));
}

/** What the driver hands over: the lines of these orders. */
async function linesOfOrders(db: Database, orderNos: number[]) {
  if (orderNos.length === 0) return [];
  return db
    .select({
      orderNo: orderLines.orderNo,
      name: orderLines.productName,
      color: orderLines.color,
      size: orderLines.size,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderNo, orderNos))
    .orderBy(asc(orderLines.lineNo));
}

/** What happened at these stops (a done stop shows its outcome on the sheet). */
async function attemptsAtStops(db: Database, stopNos: number[]) {
  if (stopNos.length === 0) return [];
  return db
    .select({
      stopNo: deliveryAttempts.stopNo,
      outcome: deliveryAttempts.outcome,
      reason: deliveryAttempts.reason,
      receiver: deliveryAttempts.receiver,
      amount: deliveryAttempts.amount,
      method: deliveryAttempts.method,
    })
    .from(deliveryAttempts)
    .where(inArray(deliveryAttempts.stopNo, stopNos));
}

/** The driver's runs: today's and later ones not closed, and today's closed one. */
export async function runsOfDriver(db: Database, driverStaffNo: number, now = new Date()) {
  const today = shopDay(now);
  return db
    .select({ runNo: deliveryRuns.runNo, runDay: deliveryRuns.runDay, state: deliveryRuns.state })
    .from(deliveryRuns)
    .where(
      and(
        eq(deliveryRuns.driverStaffNo, driverStaffNo),
        or(sql`${deliveryRuns.runDay} >= ${today}`, sql`${deliveryRuns.state} <> 'closed'`),
      ),
    )
    .orderBy(asc(deliveryRuns.runDay), asc(deliveryRuns.runNo));
}

/** Orders on their way back after their last failed attempt: the staff mark each received. */
export async function returningOrders(db: Database) {
  return db
    .select({ orderNo: orders.orderNo, customerName: orders.customerName, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.roadState, 'returning'))
    .orderBy(asc(orders.orderNo))
    .limit(200);
}
