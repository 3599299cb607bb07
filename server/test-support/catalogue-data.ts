// Facts about the seeded demo shop that the catalogue's tests compare answers with, read from the
// database itself so the tests follow the demo data rather than copying it.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { categories, orderLines, orders, products } from '../../database/schema';

export interface Card {
  ProductNo: number;
  ProductName: string;
  ProductCategoryName: string;
  NewCategoryName: string;
  SalesPrice: number;
  IsSoldOut: number;
  [field: string]: unknown;
}

export async function categoryNamed(db: Database, name: string) {
  const [row] = await db.select().from(categories).where(eq(categories.name, name)).orderBy(asc(categories.categoryNo));
  if (!row) throw new Error(`no category ${name}`);
  return row;
}

export async function productNamed(db: Database, name: string) {
  const [row] = await db.select().from(products).where(eq(products.name, name));
  if (!row) throw new Error(`no product ${name}`);
  return row;
}

/** Units sold per product in orders that were not cancelled, most first, ties in product order. */
export async function unitsSold(db: Database) {
  return db
    .select({ productNo: products.productNo, units: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderNo, orderLines.orderNo))
    .innerJoin(products, eq(products.productNo, orderLines.productNo))
    .where(and(ne(orders.status, 'Cancelled'), eq(products.isActive, true)))
    .groupBy(products.productNo, products.sortOrder)
    .orderBy(desc(sql`sum(${orderLines.quantity})`), asc(products.sortOrder), asc(products.productNo));
}

export async function arrivalDates(db: Database): Promise<Map<number, string>> {
  const rows = await db.select({ no: products.productNo, date: products.arrivalDate }).from(products);
  return new Map(rows.map((r) => [r.no, r.date]));
}

export const productNos = (cards: Card[]) => cards.map((c) => c.ProductNo);
