// What a driver does at a door, recorded exactly once per action key (the phone makes one key per
// action and sends it until it hears back, docs/decisions/0081): delivered, with who received it and
// what was taken (cash or card on the terminal), or not delivered with a reason. Every change of one
// action (attempt, stop, order, payment, cash custody, history, the customer's mail) is one transaction;
// a second sending of the same key, from any server, changes nothing and gets the first answer.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import {
  cashCollections,
  cities,
  deliveryAreas,
  deliveryAttempts,
  deliveryRuns,
  orderStatusHistory,
  orders,
  payments,
  runStops,
} from '../../../database/schema';
import {
  afterFailedAttempt,
  attemptLine,
  DOOR_METHOD_WORDS,
  type DoorMethod,
  FAILURE_REASON_WORDS,
  type FailureReason,
  isDoorMethod,
  isFailureReason,
  MAX_ATTEMPTS,
  reasonNeedsNote,
} from '../../../shop-rules/delivery/attempts';
import { cleanWeekdays, dayInWords, nextDeliveryDays } from '../../../shop-rules/delivery/delivery-days';
import { type Cents, centsToDecimal, formatTT } from '../../../shop-rules/money';
import { shopDay } from '../../../shop-rules/shop-time';
import type { MediaStore } from '../../media/media-store';
import { makeDayChoiceLink } from '../../new-delivery-day/day-choice-link';
import { giveInvoiceNumber } from '../../orders/invoice-numbers';
import type { Transaction } from '../../orders/transaction';
import { BackofficeError } from '../shared/errors';
import { type RoadMailDeps, recordRoadMail } from './delivery-mails';
import { owedAtDoor } from './road-order';
import { keepPhoto, type Photo } from './stop-photos';

export type StopAction =
  | {
      key: string;
      stopNo: number;
      outcome: 'delivered';
      receiver: string;
      amount: Cents;
      method: DoorMethod | null;
      at: string;
      photoKey?: string | null;
    }
  | {
      key: string;
      stopNo: number;
      outcome: 'failed';
      reason: FailureReason;
      note: string;
      at: string;
      photoKey?: string | null;
    };

export interface Driver {
  staffUserNo: number;
}

export const STOP_OF_ANOTHER_DRIVER = "This stop is on another driver's run.";
export const STOP_OF_CANCELLED_ORDER = 'This order was cancelled: do not deliver it, bring it back to the shop.';
export const STOP_ALREADY_DONE = 'This stop is already done.';
export const NO_MORE_ATTEMPTS = `This order has had its ${MAX_ATTEMPTS} delivery attempts.`;
export const RUN_NOT_LEFT = 'This run has not left the shop yet.';
export const amountAboveOwed = (owed: Cents) => `The amount is more than the ${formatTT(owed)} owed.`;

const KEY = /^[A-Za-z0-9_-]{8,80}$/;
const MAX_TEXT = 200;

/**
 * A posted action as the phone sends it, checked; a refusal names what is wrong. Its photo comes as a
 * file beside it (recordWithPhoto): a media key is never taken from the phone.
 */
export function readStopAction(raw: unknown): StopAction {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const key = String(o.key ?? '');
  if (!KEY.test(key)) throw new BackofficeError('The action has no valid key.');
  const stopNo = Number(o.stopNo);
  if (!Number.isSafeInteger(stopNo) || stopNo < 1 || stopNo > 2_147_483_647)
    throw new BackofficeError('No such stop.', {}, 404);
  const at =
    typeof o.at === 'string' && !Number.isNaN(Date.parse(o.at))
      ? new Date(o.at).toISOString()
      : new Date().toISOString();
  const text = (v: unknown) =>
    String(v ?? '')
      .trim()
      .slice(0, MAX_TEXT);
  if (o.outcome === 'delivered') {
    const receiver = text(o.receiver);
    if (!receiver) throw new BackofficeError('Who received the parcel?', { receiver: 'Who received the parcel?' });
    const amount = Number(o.amount ?? 0);
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new BackofficeError('The amount must be in cents.', { amount: 'Not an amount.' });
    const method = o.method === '' || o.method == null ? null : o.method;
    if (method !== null && !isDoorMethod(method))
      throw new BackofficeError('Cash or card?', { method: 'Cash or card?' });
    if (amount > 0 && method === null) throw new BackofficeError('Cash or card?', { method: 'Cash or card?' });
    return { key, stopNo, outcome: 'delivered', receiver, amount, method, at };
  }
  if (o.outcome === 'failed') {
    if (!isFailureReason(o.reason)) throw new BackofficeError('Choose a reason.', { reason: 'Choose a reason.' });
    const note = text(o.note);
    if (reasonNeedsNote(o.reason) && !note)
      throw new BackofficeError('Say what happened.', { note: 'Say what happened.' });
    return { key, stopNo, outcome: 'failed', reason: o.reason, note, at };
  }
  throw new BackofficeError('Delivered or not delivered?');
}

export type StopAnswer = { key: string; stopNo: number; outcome: 'delivered' | 'failed'; msg: string; again: boolean };

const answerOf = (
  a: { actionKey: string; stopNo: number | null; outcome: 'delivered' | 'failed' },
  msg: string,
  again: boolean,
): StopAnswer => ({
  key: a.actionKey,
  stopNo: a.stopNo ?? 0,
  outcome: a.outcome,
  msg,
  again,
});

/**
 * An action with its photo (decision 0090). The photo is kept once: an action already recorded gets
 * its first answer and the photo sent again is not written; a photo written for an action that is then
 * refused, or that another server recorded first, is removed.
 */
export async function recordWithPhoto(
  db: Database,
  deps: RoadMailDeps,
  media: MediaStore,
  driver: Driver,
  action: StopAction,
  photo: Photo | null,
): Promise<StopAnswer> {
  if (!photo) return recordStopAction(db, deps, driver, action);
  const [earlier] = await db
    .select({ attemptNo: deliveryAttempts.attemptNo })
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.actionKey, action.key));
  if (earlier) return recordStopAction(db, deps, driver, action);
  const photoKey = await keepPhoto(media, photo);
  try {
    const answer = await recordStopAction(db, deps, driver, { ...action, photoKey });
    if (answer.again) await media.remove([photoKey]);
    return answer;
  } catch (err) {
    await media.remove([photoKey]).catch(() => {});
    throw err;
  }
}

export async function recordStopAction(
  db: Database,
  deps: RoadMailDeps,
  driver: Driver,
  action: StopAction,
): Promise<StopAnswer> {
  return db.transaction(async (tx) => {
    // Sent before (a retry after a lost answer, or the same queue from another server): the first answer.
    const before = await sentBefore(tx, driver, action.key);
    if (before) return before;
    const stop = await lockStop(tx, action.stopNo);
    if (!stop || stop.driverStaffNo !== driver.staffUserNo) throw new BackofficeError(STOP_OF_ANOTHER_DRIVER, {}, 404);
    // The same key sent at once through another server held the stop's lock until it committed: its row
    // is seen now, and this send gets the first answer instead of "already done".
    const twin = await sentBefore(tx, driver, action.key);
    if (twin) return twin;
    refuseUnlessOpen(stop, action);
    const attempt = await insertAttempt(tx, driver, stop, action);
    if (!attempt) {
      const [first] = await tx.select().from(deliveryAttempts).where(eq(deliveryAttempts.actionKey, action.key));
      return answerOf(first!, 'Already recorded.', true);
    }
    await tx
      .update(runStops)
      .set({ state: action.outcome, doneAt: new Date(action.at) })
      .where(eq(runStops.stopNo, stop.stopNo));
    const msg =
      action.outcome === 'delivered'
        ? await delivered(tx, deps, driver, stop, attempt.attemptNo, action)
        : await failed(tx, deps, driver, stop, attempt.attemptNo, action);
    await closeRunWhenDone(tx, stop.runNo);
    return answerOf(attempt, msg, false);
  });
}

/** The first answer to an action key already recorded, or null; a key of another driver's is refused. */
async function sentBefore(tx: Transaction, driver: Driver, key: string): Promise<StopAnswer | null> {
  const [earlier] = await tx.select().from(deliveryAttempts).where(eq(deliveryAttempts.actionKey, key));
  if (earlier && earlier.driverStaffNo !== driver.staffUserNo)
    throw new BackofficeError(STOP_OF_ANOTHER_DRIVER, {}, 404);
  return earlier ? answerOf(earlier, 'Already recorded.', true) : null;
}

/** The stop with its run, order and delivery area, its stop and order rows locked until the commit. */
async function lockStop(tx: Transaction, stopNo: number) {
  const [stop] = await tx
    .select({
      stopNo: runStops.stopNo,
      state: runStops.state,
      runNo: runStops.runNo,
      driverStaffNo: deliveryRuns.driverStaffNo,
      runState: deliveryRuns.state,
      orderNo: orders.orderNo,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      pmNo: orders.pmNo,
      totalAmount: orders.totalAmount,
      failedAttempts: orders.failedAttempts,
      roadState: orders.roadState,
      weekdays: deliveryAreas.weekdays,
    })
    .from(runStops)
    .innerJoin(deliveryRuns, eq(deliveryRuns.runNo, runStops.runNo))
    .innerJoin(orders, eq(orders.orderNo, runStops.orderNo))
    .leftJoin(cities, eq(cities.cityNo, orders.customerCityNo))
    .leftJoin(deliveryAreas, eq(deliveryAreas.areaNo, cities.deliveryAreaNo))
    .where(eq(runStops.stopNo, stopNo))
    .for('update', { of: [runStops, orders] });
  return stop;
}

type StopToRecord = NonNullable<Awaited<ReturnType<typeof lockStop>>>;

/** Refuses an action on a stop that can take none: cancelled, out of attempts, done, or not yet left. */
function refuseUnlessOpen(stop: StopToRecord, action: StopAction) {
  if (stop.status === 'Cancelled') throw new BackofficeError(STOP_OF_CANCELLED_ORDER, {}, 409);
  if (stop.failedAttempts >= MAX_ATTEMPTS || stop.roadState !== null)
    throw new BackofficeError(NO_MORE_ATTEMPTS, {}, 409);
  if (stop.state !== 'waiting') throw new BackofficeError(STOP_ALREADY_DONE, {}, 409);
  if (stop.runState === 'planned') throw new BackofficeError(RUN_NOT_LEFT, {}, 409);
  const owed = owedAtDoor(stop);
  if (action.outcome === 'delivered' && action.amount > owed)
    throw new BackofficeError(amountAboveOwed(owed), { amount: amountAboveOwed(owed) });
}

/**
 * The key's row first: two servers racing on one key meet at its unique index, and one waits. Undefined
 * when the other server's row won.
 */
async function insertAttempt(tx: Transaction, driver: Driver, stop: StopToRecord, action: StopAction) {
  const inserted = await tx
    .insert(deliveryAttempts)
    .values({
      actionKey: action.key,
      orderNo: stop.orderNo,
      stopNo: stop.stopNo,
      driverStaffNo: driver.staffUserNo,
      outcome: action.outcome,
      reason: action.outcome === 'failed' ? action.reason : null,
      note: action.outcome === 'failed' ? action.note : '',
      receiver: action.outcome === 'delivered' ? action.receiver : '',
      method: action.outcome === 'delivered' ? action.method : null,
      amount: centsToDecimal(action.outcome === 'delivered' ? action.amount : 0),
      photoKey: action.photoKey ?? null,
      happenedAt: new Date(action.at),
    })
    .onConflictDoNothing()
    .returning();
  return inserted[0];
}

interface LockedStop {
  orderNo: number;
  status: string;
  paymentStatus: string;
  pmNo: number;
  totalAmount: string;
  failedAttempts: number;
  weekdays: number[] | null;
}

async function delivered(
  tx: Transaction,
  deps: RoadMailDeps,
  driver: Driver,
  stop: LockedStop,
  attemptNo: number,
  a: Extract<StopAction, { outcome: 'delivered' }>,
): Promise<string> {
  const owed = owedAtDoor(stop);
  const paidInFull = owed > 0 && a.amount === owed;
  await tx
    .update(orders)
    .set({ status: 'Arrived', ...(paidInFull ? { paymentStatus: 'Paid' as const } : {}), updatedAt: sql`now()` })
    .where(eq(orders.orderNo, stop.orderNo));
  const taken = a.amount > 0 && a.method ? ` ${formatTT(a.amount)} ${DOOR_METHOD_WORDS[a.method].toLowerCase()}.` : '';
  await tx.insert(orderStatusHistory).values({
    orderNo: stop.orderNo,
    status: 'Arrived',
    comment: `Delivered to ${a.receiver}.${taken}`,
    staffUserNo: driver.staffUserNo,
  });
  if (a.amount > 0 && a.method) {
    await tx.insert(payments).values({
      orderNo: stop.orderNo,
      provider: a.method === 'cash' ? 'cash' : 'card-at-door',
      status: 'Paid',
      originalTotal: stop.totalAmount,
      chargedTotal: centsToDecimal(a.amount),
      message: `Collected at the door by driver ${driver.staffUserNo}`,
      raw: { attemptNo, collectedBy: driver.staffUserNo, collectedAt: a.at, method: a.method },
    });
    if (paidInFull) await giveInvoiceNumber(tx, stop.orderNo, 'paid');
    if (a.method === 'cash')
      await tx.insert(cashCollections).values({
        attemptNo,
        orderNo: stop.orderNo,
        driverStaffNo: driver.staffUserNo,
        amount: centsToDecimal(a.amount),
        collectedAt: new Date(a.at),
      });
  }
  await recordRoadMail(tx, deps, stop.orderNo, {
    kind: 'delivered',
    attemptNo,
    receiver: a.receiver,
    amount: a.amount,
    method: a.method,
  });
  return `Order ${stop.orderNo} delivered.`;
}

async function failed(
  tx: Transaction,
  deps: RoadMailDeps,
  driver: Driver,
  stop: LockedStop,
  attemptNo: number,
  a: Extract<StopAction, { outcome: 'failed' }>,
): Promise<string> {
  const failedSoFar = stop.failedAttempts + 1;
  const next = afterFailedAttempt(failedSoFar);
  const line = attemptLine(failedSoFar, dayInWords(shopDay(new Date(a.at))), a.reason, a.note);
  // Back at the shop for another day (Processed), or on its way back for good.
  await tx
    .update(orders)
    .set({
      failedAttempts: failedSoFar,
      status: 'Processed',
      roadState: next === 'return-to-shop' ? 'returning' : null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.orderNo, stop.orderNo));
  await tx.insert(orderStatusHistory).values({
    orderNo: stop.orderNo,
    status: 'Processed',
    comment: next === 'return-to-shop' ? `${line}. Coming back to the shop.` : `${line}. We will try again.`,
    staffUserNo: driver.staffUserNo,
  });
  if (next === 'return-to-shop') {
    await recordRoadMail(tx, deps, stop.orderNo, { kind: 'returning', attemptNo, reason: a.reason });
    return `Order ${stop.orderNo}: ${FAILURE_REASON_WORDS[a.reason]}. Third attempt: bring it back to the shop.`;
  }
  const nextDays = nextDeliveryDays(cleanWeekdays(stop.weekdays ?? [1, 2, 3, 4, 5]), shopDay(new Date(a.at)), 3);
  // The customer's link to choose the next day, in this transaction with the attempt (decision 0091).
  const link = await makeDayChoiceLink(tx, deps.publicBaseUrl, {
    orderNo: stop.orderNo,
    attemptNo,
    failedAttempts: failedSoFar,
    at: new Date(a.at),
  });
  await recordRoadMail(tx, deps, stop.orderNo, {
    kind: 'failed',
    attemptNo,
    attempt: failedSoFar,
    reason: a.reason,
    note: a.note,
    nextDays,
    link,
  });
  return `Order ${stop.orderNo}: ${FAILURE_REASON_WORDS[a.reason]}. Attempt ${failedSoFar} of ${MAX_ATTEMPTS}.`;
}

async function closeRunWhenDone(tx: Transaction, runNo: number) {
  await tx
    .update(deliveryRuns)
    .set({ state: 'closed' })
    .where(
      and(
        eq(deliveryRuns.runNo, runNo),
        eq(deliveryRuns.state, 'left'),
        sql`NOT EXISTS (SELECT 1 FROM run_stops s WHERE s.run_no = ${runNo} AND s.state = 'waiting')`,
      ),
    );
}
