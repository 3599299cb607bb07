// A signed card payment that finds its order no longer waiting for it (decision 0020): the money is
// real, so it is always recorded.
// - The sweep cancelled the order: it is placed again when its stock still allows, else the staff
//   are told to refund the payment. Cancelled by the staff: refund it.
// - The shopper chose another way to pay meanwhile: the card pays the order, unless it is already
//   paid (a confirmed bank transfer): then refund the card.
// - Another card payment already paid the order (two WiPay pages paid): refund the second.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orderStatusHistory, orders, payments } from '../../database/schema';
import { PAYMENT_METHOD_CARD, type PaymentMethodNo } from '../../shop-rules/constants';
import type { Cents } from '../../shop-rules/money';
import { centsToDecimal } from '../../shop-rules/money';
import { PAYMENT_METHOD_NAMES } from '../../shop-rules/order-constants';
import { giveInvoiceNumber } from '../orders/invoice-numbers';
import { type OrderMailDeps, recordOrderMails } from '../orders/placing/order-mails';
import { OrderRefusal } from '../orders/placing/order-refusal';
import { orderStockItems, takeStock } from '../orders/stock';
import type { Transaction } from '../orders/transaction';
import type { CardOrder } from './card-order';
import { failedAnswer as failed, type ReceiveAnswer } from './receive-answer';
import { keptOfReturn, type WipayReturn } from './wipay-return';

/** A return that passed every check: signed, for this order, with the expected total and currency. */
export interface PaidReturn {
  r: WipayReturn;
  transactionId: string;
  /** What the card was charged: the order's own total plus the shopper's part of the fee. */
  charged: Cents;
  attempt: number;
  testMode: boolean;
}

export function paidFields(paid: PaidReturn, message?: string) {
  const kept = keptOfReturn(paid.r);
  return {
    status: 'Paid' as const,
    transactionId: paid.transactionId,
    chargedTotal: centsToDecimal(paid.charged),
    card: kept.card,
    message: (message ?? kept.message).slice(0, 500),
    raw: kept.raw,
    testMode: paid.testMode,
    updatedAt: sql`now()`,
  };
}

class ChangedMeanwhile extends Error {}

/** Runs a change that throws ChangedMeanwhile when a conditional update found the rows moved on: null. */
async function inTransaction<T>(db: Database, change: (tx: Transaction) => Promise<T>): Promise<T | null> {
  try {
    return await db.transaction(change);
  } catch (err) {
    if (err instanceof ChangedMeanwhile) return null;
    throw err;
  }
}

/** Sets the payment row Paid, only if its status is still the one this decision was made on. */
async function payRow(tx: Transaction, order: CardOrder, paid: PaidReturn, message?: string) {
  const changed = await tx
    .update(payments)
    .set(paidFields(paid, message))
    .where(and(eq(payments.paymentNo, order.payment.paymentNo), eq(payments.status, order.payment.status)))
    .returning({ paymentNo: payments.paymentNo });
  if (changed.length === 0) throw new ChangedMeanwhile();
}

/** Whether the unpaid-order sweep cancelled the order (no staff member on the cancellation). */
async function cancelledBySweep(db: Database, orderNo: number): Promise<boolean> {
  const [last] = await db
    .select({ staffUserNo: orderStatusHistory.staffUserNo })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderNo, orderNo), eq(orderStatusHistory.status, 'Cancelled')))
    .orderBy(desc(orderStatusHistory.entryNo))
    .limit(1);
  return last !== undefined && last.staffUserNo === null;
}

async function afterCancellation(
  db: Database,
  mail: OrderMailDeps,
  order: CardOrder,
  paid: PaidReturn,
): Promise<ReceiveAnswer | null> {
  const note = `A card payment arrived after this order was cancelled (transaction ${paid.transactionId}).`;
  const sweptCard =
    order.pmNo === PAYMENT_METHOD_CARD &&
    order.payment.status === 'PaymentFailed' &&
    (await cancelledBySweep(db, order.orderNo));
  if (sweptCard) {
    try {
      const placedAgain = await inTransaction(db, async (tx) => {
        await payRow(tx, order, paid);
        await takeStock(tx, await orderStockItems(tx, order.orderNo), {
          reason: 'order',
          orderNo: order.orderNo,
          note: 'Paid after it was given up: placed again.',
        });
        const back = await tx
          .update(orders)
          .set({ status: 'Pending', paymentStatus: 'Paid', updatedAt: sql`now()` })
          .where(and(eq(orders.orderNo, order.orderNo), eq(orders.status, 'Cancelled')))
          .returning({ orderNo: orders.orderNo });
        if (back.length === 0) throw new ChangedMeanwhile();
        await giveInvoiceNumber(tx, order.orderNo, 'paid');
        await tx
          .insert(orderStatusHistory)
          .values({ orderNo: order.orderNo, status: 'Pending', comment: `${note} The order is placed again.` });
        await recordOrderMails(tx, mail, order.orderNo);
        return true;
      });
      if (placedAgain === null) return null;
      return { status: 'success', OrderNo: order.orderNo };
    } catch (err) {
      // The stock is gone meanwhile: the money is recorded for a refund below.
      if (!(err instanceof OrderRefusal)) throw err;
    }
  }
  const recorded = await inTransaction(db, async (tx) => {
    await payRow(tx, order, paid, `${note} Refund it.`);
    await tx
      .update(orders)
      .set({ paymentStatus: 'Paid', updatedAt: sql`now()` })
      .where(eq(orders.orderNo, order.orderNo));
    await tx
      .insert(orderStatusHistory)
      .values({ orderNo: order.orderNo, status: 'Cancelled', comment: `${note} Refund it.` });
    return true;
  });
  return recorded === null ? null : failed('cancelledOrder');
}

async function afterOtherMethod(
  db: Database,
  mail: OrderMailDeps,
  order: CardOrder,
  paid: PaidReturn,
): Promise<ReceiveAnswer | null> {
  const method = PAYMENT_METHOD_NAMES[order.pmNo as PaymentMethodNo] ?? 'another method';
  const note = `A card payment arrived after the customer chose ${method} (transaction ${paid.transactionId}).`;
  if (order.paymentStatus === 'Paid') {
    const recorded = await inTransaction(db, async (tx) => {
      await payRow(tx, order, paid, `${note} The order was already paid: refund it.`);
      await tx.insert(orderStatusHistory).values({
        orderNo: order.orderNo,
        status: order.status,
        comment: `${note} The order was already paid: refund the card payment.`,
      });
      return true;
    });
    return recorded === null ? null : failed('paidTwice');
  }
  const counted = await inTransaction(db, async (tx) => {
    await payRow(tx, order, paid);
    const changed = await tx
      .update(orders)
      .set({ pmNo: PAYMENT_METHOD_CARD, paymentStatus: 'Paid', updatedAt: sql`now()` })
      .where(and(eq(orders.orderNo, order.orderNo), ne(orders.status, 'Cancelled'), ne(orders.paymentStatus, 'Paid')))
      .returning({ orderNo: orders.orderNo });
    if (changed.length === 0) throw new ChangedMeanwhile();
    await giveInvoiceNumber(tx, order.orderNo, 'paid');
    await tx
      .insert(orderStatusHistory)
      .values({ orderNo: order.orderNo, status: order.status, comment: `${note} The order is paid by card.` });
    await recordOrderMails(tx, mail, order.orderNo);
    return true;
  });
  return counted === null ? null : { status: 'success', OrderNo: order.orderNo };
}

/** A second card payment for an order another card payment already paid: its own row, for a refund. */
async function paidTwice(db: Database, order: CardOrder, paid: PaidReturn): Promise<ReceiveAnswer> {
  const note = `A second card payment arrived for this order, already paid (transaction ${paid.transactionId}). Refund it.`;
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      orderNo: order.orderNo,
      provider: 'wipay',
      originalTotal: order.payment.originalTotal,
      currency: order.payment.currency,
      attempt: paid.attempt,
      feeStructure: order.payment.feeStructure,
      ...paidFields(paid, note),
    });
    await tx.insert(orderStatusHistory).values({ orderNo: order.orderNo, status: order.status, comment: note });
  });
  return failed('paidTwice');
}

/** The answer, or null when the rows changed meanwhile and the return must be looked at again. */
export async function latePayment(
  db: Database,
  mail: OrderMailDeps,
  order: CardOrder,
  paid: PaidReturn,
): Promise<ReceiveAnswer | null> {
  if (order.payment.status === 'Paid') return paidTwice(db, order, paid);
  if (order.status === 'Cancelled') return afterCancellation(db, mail, order, paid);
  return afterOtherMethod(db, mail, order, paid);
}
