// The Order History page (docs/product.md#order-history-and-detail): the customer's orders, newest first.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orderLines, orders } from '../../../database/schema';
import type { OrderHistoryRow } from '../../../shop-rules/api/account';
import { shopDay } from '../../../shop-rules/shop-time';
import { dollars } from '../money-json';

export async function orderHistory(db: Database, customerNo: number): Promise<OrderHistoryRow[]> {
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      customerName: orders.customerName,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
      units: sql<number>`(SELECT coalesce(sum(l.quantity), 0)::int FROM ${orderLines} l WHERE l.order_no = ${orders}.order_no)`,
    })
    .from(orders)
    .where(eq(orders.customerNo, customerNo))
    .orderBy(desc(orders.createdAt), desc(orders.orderNo));
  return rows.map((o) => ({
    OrderId: o.orderNo,
    Customer: o.customerName,
    NoofProduct: Number(o.units),
    Status: o.status,
    PaymentStatus: o.paymentStatus,
    Total: dollars(o.totalAmount),
    DateAdded: shopDay(o.createdAt),
  }));
}
