// The dashboard: today's and this week's orders and sales (Trinidad's calendar, weeks from Monday,
// cancelled orders left out), with the money apart: paid, awaiting a card or a transfer, cash not yet
// collected, and refunds (docs/product.md#true-figures), orders waiting per status, what is running low (at or below its level,
// server/backoffice/stock/low-stock.ts) and how many items on sale have none left, and how many mails are
// still undelivered.
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orders, refunds, returnRequests } from '../../../database/schema';
import { PAYMENT_METHOD_CASH_ON_DELIVERY } from '../../../shop-rules/constants';
import { toCents } from '../../../shop-rules/money';
import { shopDay } from '../../../shop-rules/shop-time';
import { readShopSettings } from '../../settings/shop-settings';
import { undeliveredMailCount } from '../mails';
import { awaitingTransfer } from '../payments';
import { lowStockList } from '../stock';
import { shopDaySql } from './shop-day';

const LOW_STOCK_SHOWN = 30;
const WAITING = ['Pending', 'Processed', 'Shipped', 'Enroute'] as const;

/** Monday of the week of a Trinidad calendar day. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** Sums of order totals as exact text, turned into cents: one filtered aggregate per kind of money. */
const sumWhere = (condition: SQL) =>
  sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${condition}), 0)::text`;
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

const notCancelled = sql`${orders.status} <> 'Cancelled'`;
/** The money came in (a paid order cancelled later still counts: its refund is counted apart). */
const isPaid = sql`${orders.paymentStatus} = 'Paid'`;
const isCash = sql`${orders.pmNo} = ${PAYMENT_METHOD_CASH_ON_DELIVERY}`;
/** Card orders waiting for WiPay and bank transfers not yet confirmed. */
const awaiting = sql`${notCancelled} and ${orders.paymentStatus} <> 'Paid' and not (${isCash})`;
/** Cash on delivery not yet collected. */
const cashDue = sql`${notCancelled} and ${orders.paymentStatus} <> 'Paid' and ${isCash}`;

/**
 * Orders placed from one Trinidad day to another: all of them (not cancelled), and apart what was
 * paid, what awaits a card or a transfer, and cash not yet collected; and the refunds recorded then.
 */
export async function salesBetween(db: Database, from: string, to: string) {
  const [[row], [refunded]] = await Promise.all([
    db
      .select({
        orders: countWhere(notCancelled),
        sales: sumWhere(notCancelled),
        paidOrders: countWhere(isPaid),
        paid: sumWhere(isPaid),
        awaitingOrders: countWhere(awaiting),
        awaiting: sumWhere(awaiting),
        cashDueOrders: countWhere(cashDue),
        cashDue: sumWhere(cashDue),
      })
      .from(orders)
      .where(and(gte(orders.orderDate, from), lte(orders.orderDate, to))),
    db
      .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
      .from(refunds)
      .where(sql`${shopDaySql(refunds.createdAt)} between ${from}::date and ${to}::date`),
  ]);
  return {
    orders: row?.orders ?? 0,
    sales: toCents(row?.sales ?? '0'),
    paid: { orders: row?.paidOrders ?? 0, sales: toCents(row?.paid ?? '0') },
    awaitingPayment: { orders: row?.awaitingOrders ?? 0, sales: toCents(row?.awaiting ?? '0') },
    cashToCollect: { orders: row?.cashDueOrders ?? 0, sales: toCents(row?.cashDue ?? '0') },
    refunded: toCents(refunded?.total ?? '0'),
  };
}

export async function dashboard(db: Database, now: Date = new Date()) {
  const today = shopDay(now);
  const [todays, weeks, byStatus, transfers, returns, low, undeliveredMails] = await Promise.all([
    salesBetween(db, today, today),
    salesBetween(db, weekStart(today), today),
    db.select({ status: orders.status, n: sql<number>`count(*)::int` }).from(orders).groupBy(orders.status),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(awaitingTransfer()),
    db.select({ n: sql<number>`count(*)::int` }).from(returnRequests).where(eq(returnRequests.status, 'Requested')),
    readShopSettings(db).then((s) =>
      // The table shows what is running low; what has none left is the figure above it.
      lowStockList(db, s.lowStockAt, { limit: LOW_STOCK_SHOWN, offset: 0, runningLow: true }),
    ),
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
    /** The first of what is running low (1 left up to its level), fewest first; the Low stock page has all. */
    lowStock: low.rows,
    lowStockTotal: low.total,
    /** Products and variants on sale with nothing left (not marked sold out). */
    outOfStock: low.noneLeft,
  };
}
