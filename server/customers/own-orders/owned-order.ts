// The one way account APIs fetch an order: only when it belongs to the asking customer. Another
// customer's order and a missing one look the same (404), so order numbers reveal nothing.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orders } from '../../../database/schema';
import { ORDER_NOT_FOUND } from '../../../shop-rules/messages/account';
import { NotFoundError } from '../../http/errors';

export type OrderRow = typeof orders.$inferSelect;

export async function ownedOrder(db: Database, customerNo: number, orderNo: number | null): Promise<OrderRow> {
  if (orderNo === null) throw new NotFoundError(ORDER_NOT_FOUND);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.customerNo, customerNo)));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}
