import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orderLines, orders, products } from '../../../database/schema';
import { type Page, pageWindow } from './list-params';
import { selectCardsInOrder } from './product-cards-query';

/**
 * The Best Sellers carousel: units sold in orders that were not cancelled, most first; ties in the
 * shop's own product order. Only products that have sold at least once are listed.
 */
export async function bestSellers(db: Database, page: Page) {
  const unitsSold = sql<number>`sum(${orderLines.quantity})`;
  const rows = await db
    .select({ productNo: products.productNo })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderNo, orderLines.orderNo))
    .innerJoin(products, eq(products.productNo, orderLines.productNo))
    .where(and(ne(orders.status, 'Cancelled'), eq(products.isActive, true)))
    .groupBy(products.productNo, products.sortOrder)
    .orderBy(desc(unitsSold), asc(products.sortOrder), asc(products.productNo))
    .limit(pageWindow(page).limit)
    .offset(pageWindow(page).offset);
  return selectCardsInOrder(
    db,
    rows.map((r) => r.productNo),
  );
}
