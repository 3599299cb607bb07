// Cancelling an order gives its stock back, exactly once: the status change is conditional, and only
// the caller whose UPDATE changed the row returns the stock.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orderStatusHistory, orders } from '../../database/schema';
import { CANCEL_REFUSED } from '../../shop-rules/messages/orders';
import type { PaymentStatus } from '../../shop-rules/order-constants';
import type { StockReason } from '../../shop-rules/stock';
import { returnStock } from './stock';
import type { Transaction } from './transaction';

/** Orders not yet handed to delivery may be cancelled. */
export const CANCELLABLE_STATUSES = ['Pending', 'Processed'] as const;

export interface Cancellation {
  orderNo: number;
  comment: string;
  staffUserNo?: number | null;
  /** Set together with the cancellation, e.g. PaymentFailed for a card payment that did not go through. */
  paymentStatus?: PaymentStatus;
  /** How the stock history names the stock coming back; default 'cancel'. */
  stockReason?: Extract<StockReason, 'cancel' | 'card-expired'>;
}

/** Inside the caller's transaction; false when the order was not cancellable (already cancelled, shipped, unknown). */
export async function cancelOrderInTransaction(tx: Transaction, c: Cancellation): Promise<boolean> {
  const changed = await tx
    .update(orders)
    .set({ status: 'Cancelled', updatedAt: sql`now()`, ...(c.paymentStatus ? { paymentStatus: c.paymentStatus } : {}) })
    .where(and(eq(orders.orderNo, c.orderNo), inArray(orders.status, [...CANCELLABLE_STATUSES])))
    .returning({ orderNo: orders.orderNo });
  if (changed.length === 0) return false;
  await returnStock(tx, c.orderNo, { reason: c.stockReason ?? 'cancel', staffUserNo: c.staffUserNo ?? null });
  await tx
    .insert(orderStatusHistory)
    .values({ orderNo: c.orderNo, status: 'Cancelled', comment: c.comment, staffUserNo: c.staffUserNo ?? null });
  return true;
}

/** For the back office: cancel an order and put its stock back, in one transaction. */
export async function cancelOrder(db: Database, c: Cancellation): Promise<{ ok: true } | { ok: false; msg: string }> {
  const done = await db.transaction((tx) => cancelOrderInTransaction(tx, c));
  return done ? { ok: true } : { ok: false, msg: CANCEL_REFUSED };
}
