// WipayReceive's work: apply WiPay's return to the order once. Every change is conditional on the
// payment's current status inside one transaction, so a replayed or reloaded return, or two at the
// same moment, change nothing the second time and get the same answer.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orders, orderStatusHistory, payments } from '../../database/schema';
import { PAYMENT_METHOD_CARD } from '../../shop-rules/constants';
import { nudgeMailSender } from '../mail/mail-nudge';
import { recordOrderMails, type OrderMailDeps } from '../mail/record-order-mails';
import { cancelOrderInTransaction } from '../orders/cancel-order';
import { OrderRefusal } from '../orders/order-refusal';
import { orderStockItems, takeStock } from '../orders/stock';
import { PAID_AFTER_CANCELLATION, PAYMENT_ORDER_FAILED } from './messages';
import { orderNoOfWipayOrderId } from './wipay-order-id';
import { chargedCents, judgeReturn, rawOfReturn, type WipayReturn } from './wipay-return';
import { centsToDecimal } from '../orders/numeric';

export type ReceiveAnswer = { status: 'success'; OrderNo: number } | { status: 'failed'; msg: string };

export interface SettleDeps {
  db: Database;
  /** The WiPay API key in force now, to check the return's hash (never sent anywhere). */
  apiKey: () => Promise<string>;
  mail: OrderMailDeps;
}

interface CardOrderState {
  orderNo: number;
  orderStatus: string;
  paymentNo: number;
  paymentStatus: string;
  transactionId: string | null;
  originalTotal: string;
}

const failed = (msg = PAYMENT_ORDER_FAILED): ReceiveAnswer => ({ status: 'failed', msg });

async function cardOrderState(db: Database, orderNo: number): Promise<CardOrderState | null> {
  const [row] = await db
    .select({
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      pmNo: orders.pmNo,
      paymentNo: payments.paymentNo,
      paymentStatus: payments.status,
      transactionId: payments.transactionId,
      originalTotal: payments.originalTotal,
    })
    .from(orders)
    .innerJoin(payments, and(eq(payments.orderNo, orders.orderNo), eq(payments.provider, 'wipay')))
    .where(eq(orders.orderNo, orderNo))
    .orderBy(desc(payments.paymentNo))
    .limit(1);
  return row && row.pmNo === PAYMENT_METHOD_CARD ? row : null;
}

function paidFields(r: WipayReturn, transactionId: string, message?: string) {
  const charged = chargedCents(r);
  return {
    status: 'Paid',
    transactionId,
    chargedTotal: charged === null ? null : centsToDecimal(charged),
    card: r.card?.slice(0, 32) ?? null,
    message: (message ?? r.message ?? '').slice(0, 500),
    raw: rawOfReturn(r),
    updatedAt: sql`now()`,
  };
}

function isUsedTransaction(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function markPaid(deps: SettleDeps, s: CardOrderState, r: WipayReturn, transactionId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(payments)
      .set(paidFields(r, transactionId))
      .where(and(eq(payments.paymentNo, s.paymentNo), eq(payments.status, 'AwaitingPayment')))
      .returning({ paymentNo: payments.paymentNo });
    if (changed.length === 0) return false;
    await tx.update(orders).set({ paymentStatus: 'Paid', updatedAt: sql`now()` }).where(eq(orders.orderNo, s.orderNo));
    await recordOrderMails(tx, deps.mail, s.orderNo);
    return true;
  });
}

async function markFailed(deps: SettleDeps, s: CardOrderState, r: WipayReturn, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(payments)
      .set({ status: 'PaymentFailed', message: (r.message ?? reason).slice(0, 500), raw: rawOfReturn(r), updatedAt: sql`now()` })
      .where(and(eq(payments.paymentNo, s.paymentNo), eq(payments.status, 'AwaitingPayment')))
      .returning({ paymentNo: payments.paymentNo });
    if (changed.length === 0) return;
    const cancelled = await cancelOrderInTransaction(tx, { orderNo: s.orderNo, comment: reason.slice(0, 500), paymentStatus: 'PaymentFailed' });
    if (!cancelled) await tx.update(orders).set({ paymentStatus: 'PaymentFailed' }).where(eq(orders.orderNo, s.orderNo));
  });
}

/**
 * A verified payment for an order already cancelled. When only the payment's failure cancelled it (a
 * forged or early failure return), the order comes back if its stock still can; otherwise the money
 * is recorded and the staff are told to refund it.
 */
async function paidAfterCancellation(deps: SettleDeps, s: CardOrderState, r: WipayReturn, transactionId: string): Promise<ReceiveAnswer> {
  const note = `A card payment arrived after this order was cancelled (transaction ${transactionId}).`;
  if (s.paymentStatus === 'PaymentFailed') {
    try {
      const reinstated = await deps.db.transaction(async (tx) => {
        const changed = await tx
          .update(payments)
          .set(paidFields(r, transactionId))
          .where(and(eq(payments.paymentNo, s.paymentNo), eq(payments.status, 'PaymentFailed')))
          .returning({ paymentNo: payments.paymentNo });
        if (changed.length === 0) return false;
        await takeStock(tx, await orderStockItems(tx, s.orderNo));
        await tx.update(orders).set({ status: 'Pending', paymentStatus: 'Paid', updatedAt: sql`now()` }).where(eq(orders.orderNo, s.orderNo));
        await tx.insert(orderStatusHistory).values({ orderNo: s.orderNo, status: 'Pending', comment: `${note} The order is placed again.` });
        await recordOrderMails(tx, deps.mail, s.orderNo);
        return true;
      });
      if (!reinstated) return settle(deps, r, 1);
      nudgeMailSender();
      return { status: 'success', OrderNo: s.orderNo };
    } catch (err) {
      if (!(err instanceof OrderRefusal)) throw err;
    }
  }
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(payments)
      .set(paidFields(r, transactionId, `${note} Refund it.`))
      .where(and(eq(payments.paymentNo, s.paymentNo), eq(payments.status, s.paymentStatus)))
      .returning({ paymentNo: payments.paymentNo });
    if (changed.length === 0) return;
    await tx.update(orders).set({ paymentStatus: 'Paid', updatedAt: sql`now()` }).where(eq(orders.orderNo, s.orderNo));
    await tx.insert(orderStatusHistory).values({ orderNo: s.orderNo, status: 'Cancelled', comment: `${note} Refund it.` });
  });
  return failed(PAID_AFTER_CANCELLATION);
}

async function settle(deps: SettleDeps, r: WipayReturn, attempt = 0): Promise<ReceiveAnswer> {
  const orderNo = orderNoOfWipayOrderId(r.order_id);
  if (orderNo === null) return failed();
  const s = await cardOrderState(deps.db, orderNo);
  if (!s) return failed();
  const verdict = judgeReturn(r, { orderId: r.order_id!, originalTotal: s.originalTotal, apiKey: await deps.apiKey() });

  if (s.paymentStatus === 'Paid') {
    // Only the very return that paid is answered as it was; anything else changes nothing.
    if (!verdict.paid || verdict.transactionId !== s.transactionId) return failed();
    return s.orderStatus === 'Cancelled' ? failed(PAID_AFTER_CANCELLATION) : { status: 'success', OrderNo: orderNo };
  }
  if (!verdict.paid) {
    if (s.paymentStatus === 'AwaitingPayment') await markFailed(deps, s, r, verdict.reason);
    return failed();
  }
  // A status changed under us (a concurrent return): look again, once.
  if (attempt > 0) return failed();
  try {
    if (s.orderStatus === 'Cancelled' || s.paymentStatus === 'PaymentFailed') return await paidAfterCancellation(deps, s, r, verdict.transactionId);
    if (!(await markPaid(deps, s, r, verdict.transactionId))) return settle(deps, r, attempt + 1);
  } catch (err) {
    // The transaction id already paid another order: not a payment for this one.
    if (!isUsedTransaction(err)) throw err;
    await markFailed(deps, s, r, 'Card payment return refused: the transaction was already used.');
    return failed();
  }
  nudgeMailSender();
  return { status: 'success', OrderNo: orderNo };
}

export function settleWipayReturn(deps: SettleDeps, r: WipayReturn): Promise<ReceiveAnswer> {
  return settle(deps, r);
}
