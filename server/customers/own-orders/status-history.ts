// An order's status history, oldest first. Every order starts Pending when it is placed; when no row
// records that, the placing itself is shown as the Pending entry.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orderStatusHistory } from '../../../database/schema';
import type { OrderStatus } from '../../../shop-rules/order-constants';
import type { OrderRow } from './owned-order';

export interface StatusEntry {
  status: OrderStatus;
  comment: string;
  at: Date;
}

export async function statusHistory(db: Database, order: OrderRow): Promise<StatusEntry[]> {
  const rows = await db
    .select({
      status: orderStatusHistory.status,
      comment: orderStatusHistory.comment,
      at: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderNo, order.orderNo))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.entryNo));
  if (rows.some((r) => r.status === 'Pending')) return rows;
  return [{ status: 'Pending', comment: '', at: order.createdAt }, ...rows];
}
