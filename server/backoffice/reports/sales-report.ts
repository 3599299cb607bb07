// The Reports page (docs/product.md#reports, docs/decisions/0035): for a period of order days, paid
// sales by day, week or month, by product, by category and by payment method, the refunds recorded
// in the period, the margin over purchase prices, and the VAT collected. Every figure is a SQL sum of exact numerics,
// read as text and turned into integer cents: nothing is added up in floating point.
import { and, asc, desc, eq, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../../database/connect';
import {
  categories,
  orderLines,
  orders,
  paymentMethods,
  products,
  refunds,
  staffUsers,
} from '../../../database/schema';
import type { PaymentMethodNo } from '../../../shop-rules/constants';
import { type Cents, toCents } from '../../../shop-rules/money';
import { PAYMENT_METHOD_NAMES } from '../../../shop-rules/order-constants';
import { REFUND_METHOD_NAMES } from '../../../shop-rules/refunds';
import { shopDay } from '../../../shop-rules/shop-time';
import { vatContained } from '../../../shop-rules/vat';
import { checkFields, day, formFields, optionalChoice } from '../shared/form-fields';
import { shopDaySql } from './shop-day';

export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];
/** More days than this by day would be a chart too dense to read: weeks or months then. */
export const MAX_DAYS_BY_DAY = 92;
/** Ten years: a period longer than a shop's history is a typing slip. */
const MAX_DAYS = 3660;

const querySchema = z.object({
  from: day('From date'),
  to: day('To date'),
  by: optionalChoice('Group by', REPORT_GROUPINGS),
});

export interface ReportPeriod {
  from: string;
  to: string;
  by: ReportGrouping;
}

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const isoDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The period asked for; what is wrong with it is named and the month so far is shown instead. */
export function readReportPeriod(query: URLSearchParams, today = shopDay()) {
  const parsed = checkFields(querySchema, formFields(query));
  const monthStart = `${today.slice(0, 8)}01`;
  const fallback: ReportPeriod = { from: monthStart, to: today, by: 'day' };
  if (!parsed.success) return { period: fallback, problem: parsed.error.issues[0]!.message };
  const from = parsed.data.from ?? monthStart;
  const to = parsed.data.to ?? today;
  if (dayNumber(from) > dayNumber(to)) return { period: fallback, problem: 'From date must not be after To date.' };
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days > MAX_DAYS) return { period: fallback, problem: 'A report covers at most ten years.' };
  let by = parsed.data.by ?? (days > MAX_DAYS_BY_DAY ? (days > 2 * 366 ? 'month' : 'week') : 'day');
  let problem: string | null = null;
  if (by === 'day' && days > MAX_DAYS_BY_DAY) {
    by = 'week';
    problem = `By day shows at most ${MAX_DAYS_BY_DAY} days: this period is shown by week.`;
  }
  return { period: { from, to, by }, problem };
}

/** The first day of the day's week (Monday) or month, as PostgreSQL's date_trunc gives it. */
export function bucketOf(d: string, by: ReportGrouping): string {
  if (by === 'day') return d;
  if (by === 'month') return `${d.slice(0, 8)}01`;
  const n = dayNumber(d);
  const weekday = (new Date(n * DAY_MS).getUTCDay() + 6) % 7;
  return isoDay(n - weekday);
}

/** Every bucket of the period, in order, so a day without sales still shows (as nothing). */
export function bucketsOf(p: ReportPeriod): string[] {
  const out: string[] = [];
  for (let n = dayNumber(p.from); n <= dayNumber(p.to); n++) {
    const b = bucketOf(isoDay(n), p.by);
    if (out[out.length - 1] !== b) out.push(b);
  }
  return out;
}

const cents = (v: string | null | undefined): Cents => toCents(v ?? '0');
const money = (column: SQL | AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** The money came in: a paid order counts in its order day, even if cancelled later (its refund counts apart). */
const paidIn = (p: ReportPeriod) =>
  and(eq(orders.paymentStatus, 'Paid'), gte(orders.orderDate, p.from), lte(orders.orderDate, p.to));

const refundedIn = (p: ReportPeriod) => sql`${shopDaySql(refunds.createdAt)} between ${p.from}::date and ${p.to}::date`;

/** What a line's units cost the shop: its quantity at the product's purchase price. */
const lineCost = sql`${orderLines.quantity} * ${products.purchasePrice}`;

/** Paid sales and refunds by bucket (day, week or month). */
function seriesRows(db: Database, p: ReportPeriod) {
  // The unit is one of three fixed words, written into the SQL so GROUP BY sees the same expression.
  const unit = sql.raw(`'${REPORT_GROUPINGS.includes(p.by) ? p.by : 'day'}'`);
  const bucket = sql<string>`to_char(date_trunc(${unit}, ${orders.orderDate}::timestamp), 'YYYY-MM-DD')`;
  const refundBucket = sql<string>`to_char(date_trunc(${unit}, ${shopDaySql(refunds.createdAt)}::timestamp), 'YYYY-MM-DD')`;
  return Promise.all([
    db
      .select({ bucket, orders: sql<number>`count(*)::int`, sales: money(orders.totalAmount) })
      .from(orders)
      .where(paidIn(p))
      .groupBy(bucket),
    db
      .select({ bucket: refundBucket, refunded: money(refunds.amount) })
      .from(refunds)
      .where(refundedIn(p))
      .groupBy(refundBucket),
  ]);
}

/** Paid lines by product and by category, with what their units cost the shop. */
function lineRows(db: Database, p: ReportPeriod) {
  const figures = {
    units: sql<number>`sum(${orderLines.quantity})::int`,
    sales: money(orderLines.lineTotal),
    cost: money(lineCost),
  };
  const ofOrder = eq(orders.orderNo, orderLines.orderNo);
  const ofProduct = eq(products.productNo, orderLines.productNo);
  return Promise.all([
    db
      .select({ productNo: orderLines.productNo, name: sql<string>`max(${orderLines.productName})`, ...figures })
      .from(orderLines)
      .innerJoin(orders, ofOrder)
      .innerJoin(products, ofProduct)
      .where(paidIn(p))
      .groupBy(orderLines.productNo)
      .orderBy(desc(sql`sum(${orderLines.lineTotal})`), asc(orderLines.productNo)),
    db
      .select({ categoryNo: categories.categoryNo, name: categories.name, ...figures })
      .from(orderLines)
      .innerJoin(orders, ofOrder)
      .innerJoin(products, ofProduct)
      .innerJoin(categories, eq(categories.categoryNo, products.categoryNo))
      .where(paidIn(p))
      .groupBy(categories.categoryNo, categories.name)
      .orderBy(desc(sql`sum(${orderLines.lineTotal})`), asc(categories.categoryNo)),
    db
      .select({ cost: money(lineCost), items: money(orderLines.lineTotal) })
      .from(orderLines)
      .innerJoin(orders, ofOrder)
      .innerJoin(products, ofProduct)
      .where(paidIn(p)),
  ]);
}

/** Orders placed and paid in the period by payment method. */
function methodRows(db: Database, p: ReportPeriod) {
  return db
    .select({
      pmNo: orders.pmNo,
      name: sql<string | null>`max(${paymentMethods.name})`,
      placed: sql<number>`(count(*) filter (where ${orders.status} <> 'Cancelled'))::int`,
      placedTotal: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'Cancelled'), 0)::text`,
      paid: sql<number>`(count(*) filter (where ${orders.paymentStatus} = 'Paid'))::int`,
      paidTotal: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.paymentStatus} = 'Paid'), 0)::text`,
    })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.pmNo, orders.pmNo))
    .where(and(gte(orders.orderDate, p.from), lte(orders.orderDate, p.to)))
    .groupBy(orders.pmNo)
    .orderBy(asc(orders.pmNo));
}

/** The refunds recorded in the period, with who recorded them. */
function refundRows(db: Database, p: ReportPeriod) {
  return db
    .select({
      refundNo: refunds.refundNo,
      orderNo: refunds.orderNo,
      rmaNo: refunds.rmaNo,
      day: sql<string>`to_char(${shopDaySql(refunds.createdAt)}, 'YYYY-MM-DD')`,
      method: refunds.method,
      amount: refunds.amount,
      reason: refunds.reason,
      staffName: staffUsers.name,
    })
    .from(refunds)
    .leftJoin(staffUsers, eq(staffUsers.staffUserNo, refunds.staffUserNo))
    .where(refundedIn(p))
    .orderBy(asc(refunds.createdAt), asc(refunds.refundNo));
}

/** The paid orders' totals, and the VAT in the period's invoices and credit notes. */
async function totalRows(db: Database, p: ReportPeriod) {
  const [[totals], invoiced, credited] = await Promise.all([
    db
      .select({
        orders: sql<number>`count(*)::int`,
        sales: money(orders.totalAmount),
        items: money(orders.itemTotal),
        freight: money(orders.freight),
      })
      .from(orders)
      .where(paidIn(p)),
    // VAT: only orders given a VAT invoice, and refunds given a credit note, at the rate each was given.
    db
      .select({ total: orders.totalAmount, rate: orders.vatRateBasisPoints })
      .from(orders)
      .where(and(paidIn(p), isNotNull(orders.invoiceNo), isNotNull(orders.vatRateBasisPoints))),
    db
      .select({ amount: refunds.amount, rate: refunds.vatRateBasisPoints })
      .from(refunds)
      .where(and(refundedIn(p), isNotNull(refunds.creditNoteNo), isNotNull(refunds.vatRateBasisPoints))),
  ]);
  const vatInvoiced = invoiced.reduce((sum, r) => sum + vatContained(toCents(r.total), r.rate ?? 0), 0);
  const vatCredited = credited.reduce((sum, r) => sum + vatContained(toCents(r.amount), r.rate ?? 0), 0);
  return { totals, vatInvoiced, vatCredited };
}

const withMargin = <T extends { sales: string; cost: string }>(r: T) => {
  const sales = cents(r.sales);
  const cost = cents(r.cost);
  return { ...r, sales, cost, margin: sales - cost };
};

export async function salesReport(db: Database, p: ReportPeriod) {
  const [[series, refundSeries], [byProduct, byCategory, [costs]], byMethod, refundList, vat] = await Promise.all([
    seriesRows(db, p),
    lineRows(db, p),
    methodRows(db, p),
    refundRows(db, p),
    totalRows(db, p),
  ]);
  const { totals, vatInvoiced, vatCredited } = vat;
  const salesBy = new Map(series.map((r) => [r.bucket, r]));
  const refundsBy = new Map(refundSeries.map((r) => [r.bucket, cents(r.refunded)]));
  const refundedTotal = refundList.reduce((sum, r) => sum + toCents(r.amount), 0);
  const itemSales = cents(costs?.items);
  const cost = cents(costs?.cost);
  return {
    period: p,
    totals: {
      orders: totals?.orders ?? 0,
      sales: cents(totals?.sales),
      items: cents(totals?.items),
      freight: cents(totals?.freight),
      refunded: refundedTotal,
      net: cents(totals?.sales) - refundedTotal,
      itemSales,
      cost,
      margin: itemSales - cost,
      // VAT in the invoices of the period's paid sales, less the VAT in its credit notes (docs/product.md#reports).
      vatInvoiced,
      vatCredited,
      vatCollected: vatInvoiced - vatCredited,
    },
    series: bucketsOf(p).map((b) => {
      const sales = cents(salesBy.get(b)?.sales);
      const refunded = refundsBy.get(b) ?? 0;
      return { bucket: b, orders: salesBy.get(b)?.orders ?? 0, sales, refunded, net: sales - refunded };
    }),
    byProduct: byProduct.map(withMargin),
    byCategory: byCategory.map(withMargin),
    byMethod: byMethod.map((m) => ({
      pmNo: m.pmNo,
      name: m.name ?? PAYMENT_METHOD_NAMES[m.pmNo as PaymentMethodNo] ?? `Method ${m.pmNo}`,
      placed: m.placed,
      placedTotal: cents(m.placedTotal),
      paid: m.paid,
      paidTotal: cents(m.paidTotal),
    })),
    refunds: refundList.map((r) => ({
      ...r,
      methodName: REFUND_METHOD_NAMES[r.method],
      amount: toCents(r.amount),
      staffName: r.staffName ?? '',
    })),
  };
}

export type SalesReport = Awaited<ReturnType<typeof salesReport>>;
