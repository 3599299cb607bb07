// Moving an order along Pending → Processed → Shipped → Enroute → Arrived (docs/product.md#order-statuses),
// for the back office. Steps go forward only; nothing leaves the shop until canShip says so.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orderStatusHistory, orders } from '../../database/schema';
import {
  NO_SUCH_ORDER,
  ORDER_IS_CANCELLED,
  STATUS_BACKWARDS,
  STATUS_CHANGED_MEANWHILE,
  STATUS_UNKNOWN,
} from '../../shop-rules/messages/orders';
import { ORDER_STATUSES, type OrderStatus, ORDER_PROGRESS as PROGRESS } from '../../shop-rules/order-constants';
import { shipBlocker } from './can-ship';
import { cancelOrder } from './cancel-order';
import { giveInvoiceNumber } from './invoice-numbers';

/** Once an order reaches one of these, its goods have left the shop. */
export const GOODS_GONE: readonly OrderStatus[] = ['Shipped', 'Enroute', 'Arrived'];

export interface StatusChange {
  orderNo: number;
  status: string;
  comment?: string;
  staffUserNo?: number | null;
}

export type StatusChangeResult = { ok: true } | { ok: false; msg: string };

export async function changeOrderStatus(db: Database, change: StatusChange): Promise<StatusChangeResult> {
  if (!(ORDER_STATUSES as readonly string[]).includes(change.status)) return { ok: false, msg: STATUS_UNKNOWN };
  const next = change.status as OrderStatus;
  if (next === 'Cancelled') {
    return cancelOrder(db, { orderNo: change.orderNo, comment: change.comment ?? '', staffUserNo: change.staffUserNo });
  }
  const [order] = await db
    .select({ status: orders.status, pmNo: orders.pmNo, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.orderNo, change.orderNo));
  if (!order) return { ok: false, msg: NO_SUCH_ORDER };
  if (order.status === 'Cancelled') return { ok: false, msg: ORDER_IS_CANCELLED };
  if (PROGRESS.indexOf(next) <= PROGRESS.indexOf(order.status)) return { ok: false, msg: STATUS_BACKWARDS };
  if (GOODS_GONE.includes(next)) {
    const blocker = shipBlocker(order);
    if (blocker) return { ok: false, msg: blocker };
  }
  const moved = await db.transaction(async (tx) => {
    // Conditional on what was read: a concurrent change (cancel, payment failure) wins, this one is refused.
    const changed = await tx
      .update(orders)
      .set({ status: next, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.orderNo, change.orderNo),
          eq(orders.status, order.status),
          eq(orders.paymentStatus, order.paymentStatus),
        ),
      )
      .returning({ orderNo: orders.orderNo });
    if (changed.length === 0) return false;
    if (GOODS_GONE.includes(next)) await giveInvoiceNumber(tx, change.orderNo, 'shipped');
    await tx.insert(orderStatusHistory).values({
      orderNo: change.orderNo,
      status: next,
      comment: change.comment ?? '',
      staffUserNo: change.staffUserNo ?? null,
    });
    return true;
  });
  return moved ? { ok: true } : { ok: false, msg: STATUS_CHANGED_MEANWHILE };
}
