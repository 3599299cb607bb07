// The dashboard: today's and this week's orders and sales (Trinidad's calendar, weeks from Monday,
// cancelled orders left out), orders waiting per status, what is running low (1 to 5 left) and how
// many items on sale have none left, and how many mails are still undelivered.
import { and, asc, eq, gt, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orders, products, productVariants, returnRequests } from '../../database/schema';
import { PAYMENT_METHOD_BANK_TRANSFER } from '../../shop-rules/constants';
import { toCents } from '../../shop-rules/money';
import { orderShopDay } from './shop-day';
import { undeliveredMailCount } from './undelivered-mails';

export const LOW_STOCK_AT = 5;
const LOW_STOCK_SHOWN = 30;
const noVariants = sql`not exists (select 1 from ${productVariants} where ${productVariants.productNo} = ${products.productNo})`;
const WAITING = ['Pending', 'Processed', 'Shipped', 'Enroute'] as const;

/** Monday of the week of a Trinidad calendar day. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

async function salesBetween(db: Database, from: string, to: string) {
  const [row] = await db
    .select({ orders: sql<number>`count(*)::int`, sales: sql<string>`coalesce(sum(${orders.totalAmount}), 0)::text` })
    .from(orders)
    .where(and(gte(orders.orderDate, from), lte(orders.orderDate, to), ne(orders.status, 'Cancelled')));
  return { orders: row?.orders ?? 0, sales: toCents(row?.sales ?? '0') };
}

export async function dashboard(db: Database, now: Date = new Date()) {
  const today = orderShopDay(now);
  const [
    todays,
    weeks,
    byStatus,
    transfers,
    returns,
    lowProducts,
    lowVariants,
    emptyProducts,
    emptyVariants,
    undeliveredMails,
  ] = await Promise.all([
    salesBetween(db, today, today),
    salesBetween(db, weekStart(today), today),
    db.select({ status: orders.status, n: sql<number>`count(*)::int` }).from(orders).groupBy(orders.status),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.pmNo, PAYMENT_METHOD_BANK_TRANSFER),
          ne(orders.paymentStatus, 'Paid'),
          ne(orders.status, 'Cancelled'),
        ),
      ),
    db.select({ n: sql<number>`count(*)::int` }).from(returnRequests).where(eq(returnRequests.status, 'Requested')),
    db
      .select({ productNo: products.productNo, name: products.name, stock: products.stock })
      .from(products)
      .where(
        and(
          eq(products.isActive, true),
          eq(products.isSoldOut, false),
          gt(products.stock, 0),
          lte(products.stock, LOW_STOCK_AT),
          noVariants,
        ),
      )
      .orderBy(asc(products.stock), asc(products.productNo))
      .limit(LOW_STOCK_SHOWN),
    db
      .select({
        productNo: products.productNo,
        name: products.name,
        color: productVariants.color,
        size: productVariants.size,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.productNo, productVariants.productNo))
      .where(
        and(
          eq(products.isActive, true),
          eq(products.isSoldOut, false),
          gt(productVariants.stock, 0),
          lte(productVariants.stock, LOW_STOCK_AT),
        ),
      )
      .orderBy(asc(productVariants.stock), asc(products.productNo))
      .limit(LOW_STOCK_SHOWN),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.isActive, true), eq(products.isSoldOut, false), eq(products.stock, 0), noVariants)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(productVariants)
      .innerJoin(products, eq(products.productNo, productVariants.productNo))
      .where(and(eq(products.isActive, true), eq(products.isSoldOut, false), eq(productVariants.stock, 0))),
    undeliveredMailCount(db),
  ]);
  const counts = new Map(byStatus.map((r) => [r.status, r.n]));
  return {
    today,
    todays,
    weeks: { ...weeks, from: weekStart(today) },
    waiting: WAITING.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    transfersAwaiting: transfers[0]?.n ?? 0,
    returnsRequested: returns[0]?.n ?? 0,
    /** Mails that failed and wait for a retry, or were given up on (docs/decisions/0022). */
    undeliveredMails,
    lowStock: [
      ...lowProducts.map((p) => ({ ...p, option: '' })),
      ...lowVariants.map((v) => ({
        productNo: v.productNo,
        name: v.name,
        stock: v.stock,
        option: [v.color, v.size].filter(Boolean).join(', '),
      })),
    ]
      .sort((a, b) => a.stock - b.stock || a.productNo - b.productNo)
      .slice(0, LOW_STOCK_SHOWN),
    /** Products and variants on sale with nothing left (not marked sold out). */
    outOfStock: (emptyProducts[0]?.n ?? 0) + (emptyVariants[0]?.n ?? 0),
  };
}
