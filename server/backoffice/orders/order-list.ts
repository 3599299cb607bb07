// The order list: search by order number, mobile or name; filters; newest first, a page at a time.
import { and, desc, eq, gte, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orderLines, orders } from '../../../database/schema';
import { toCents } from '../../../shop-rules/money';
import type { OrderFilters } from './order-filters';

export const ORDERS_PER_PAGE = 25;

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/^#|^TS-/i, '');
  const byNumber = /^\d{1,9}$/.test(digits) ? eq(orders.orderNo, Number(digits)) : undefined;
  return or(byNumber, ilike(orders.customerMobile, likeText(q)), ilike(orders.customerName, likeText(q)));
}

export function orderConditions(f: OrderFilters): SQL | undefined {
  return and(
    searchCondition(f.q),
    f.status ? eq(orders.status, f.status) : undefined,
    f.pmNo ? eq(orders.pmNo, Number(f.pmNo)) : undefined,
    f.paymentStatus ? eq(orders.paymentStatus, f.paymentStatus) : undefined,
    f.from ? gte(orders.orderDate, f.from) : undefined,
    f.to ? lte(orders.orderDate, f.to) : undefined,
    f.delivery ? eq(orders.isPickup, f.delivery === 'pickup') : undefined,
    f.island === 'trinidad'
      ? eq(orders.deliverCountryNo, 1)
      : f.island === 'tobago'
        ? ne(orders.deliverCountryNo, 1)
        : undefined,
    f.source ? eq(orders.source, Number(f.source)) : undefined,
  );
}

export async function listOrders(db: Database, f: OrderFilters) {
  const where = orderConditions(f);
  const page = f.page ?? 1;
  // Named in full: Drizzle writes a lone table's columns unqualified, and an unqualified order_no inside
  // the subquery is the line's own, which made every order count the whole shop's lines.
  const units = sql<number>`(select coalesce(sum(ol.quantity), 0)::int from ${orderLines} ol where ol.order_no = ${orders}.order_no)`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        orderNo: orders.orderNo,
        orderDate: orders.orderDate,
        customerName: orders.customerName,
        customerMobile: orders.customerMobile,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        pmNo: orders.pmNo,
        isPickup: orders.isPickup,
        deliverCountryNo: orders.deliverCountryNo,
        source: orders.source,
        total: orders.totalAmount,
        units,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.orderNo))
      .limit(ORDERS_PER_PAGE)
      .offset((page - 1) * ORDERS_PER_PAGE),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, total: toCents(r.total) })),
    total: count?.n ?? 0,
    page,
    pageSize: ORDERS_PER_PAGE,
  };
}
