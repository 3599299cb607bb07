// Payments: every WiPay transaction and confirmed bank transfer with status, transaction id, totals,
// whether it was a test payment, and WiPay's raw answer; the bank-transfer orders still waiting for
// their receipt; and the signed WiPay returns not counted because of their amount (decision 0020).
import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../database/connect';
import { orders, paymentFlags, payments } from '../../../database/schema';
import { PAYMENT_METHOD_BANK_TRANSFER } from '../../../shop-rules/constants';
import { toCents } from '../../../shop-rules/money';
import { PAYMENT_PROVIDERS, PAYMENT_RECORD_STATUSES } from '../../../shop-rules/order-constants';
import { checkFields, optionalChoice, text, whole } from '../shared/form-fields';

export const PAYMENTS_PER_PAGE = 25;

const querySchema = z.object({
  q: text('Search', { max: 100 }),
  provider: optionalChoice('Provider', PAYMENT_PROVIDERS),
  status: optionalChoice('Status', PAYMENT_RECORD_STATUSES),
  page: whole('Page', 1, 100_000),
});

export function readPaymentQuery(query: URLSearchParams) {
  const parsed = checkFields(querySchema, query);
  return parsed.success
    ? { query: parsed.data, problem: null }
    : { query: checkFields(querySchema, {}).data!, problem: parsed.error.issues[0]!.message };
}

/** A payment record as the staff read it: money in cents, the gateway's answer laid out. */
export const paymentView = (p: typeof payments.$inferSelect) => ({
  paymentNo: p.paymentNo,
  provider: p.provider,
  status: p.status,
  transactionId: p.transactionId,
  originalTotal: toCents(p.originalTotal),
  chargedTotal: p.chargedTotal === null ? null : toCents(p.chargedTotal),
  currency: p.currency,
  message: p.message,
  card: p.card,
  testMode: p.testMode,
  raw: p.raw === null ? null : JSON.stringify(p.raw, null, 2),
  at: p.updatedAt.toISOString(),
});

/** Bank-transfer orders still waiting for the money: not paid, not cancelled. */
export const awaitingTransfer = () =>
  and(eq(orders.pmNo, PAYMENT_METHOD_BANK_TRANSFER), ne(orders.paymentStatus, 'Paid'), ne(orders.status, 'Cancelled'));

export async function listPayments(db: Database, q: z.infer<typeof querySchema>) {
  const page = q.page ?? 1;
  const search = q.q
    ? or(
        /^\d{1,9}$/.test(q.q) ? eq(payments.orderNo, Number(q.q)) : undefined,
        ilike(payments.transactionId, `%${q.q.replace(/[\\%_]/g, '\\$&')}%`),
      )
    : undefined;
  const where = and(
    search,
    q.provider ? eq(payments.provider, q.provider) : undefined,
    q.status ? eq(payments.status, q.status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.paymentNo))
      .limit(PAYMENTS_PER_PAGE)
      .offset((page - 1) * PAYMENTS_PER_PAGE),
    db.select({ n: sql<number>`count(*)::int` }).from(payments).where(where),
  ]);
  return {
    rows: rows.map((p) => ({ ...paymentView(p), orderNo: p.orderNo })),
    total: count?.n ?? 0,
    page,
    pageSize: PAYMENTS_PER_PAGE,
  };
}

/** Bank-transfer orders whose receipt has not been confirmed, oldest first. */
export async function transfersAwaitingReceipt(db: Database) {
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      orderDate: orders.orderDate,
      customerName: orders.customerName,
      customerMobile: orders.customerMobile,
      total: orders.totalAmount,
      status: orders.status,
    })
    .from(orders)
    .where(awaitingTransfer())
    .orderBy(asc(orders.orderNo))
    .limit(100);
  return rows.map((r) => ({ ...r, total: toCents(r.total) }));
}

/** Signed WiPay returns whose unsigned total or currency was not what the payment should be charged. */
export async function flaggedReturns(db: Database, orderNo?: number) {
  const rows = await db
    .select()
    .from(paymentFlags)
    .where(orderNo === undefined ? undefined : eq(paymentFlags.orderNo, orderNo))
    .orderBy(desc(paymentFlags.flagNo))
    .limit(100);
  return rows.map((f) => ({
    flagNo: f.flagNo,
    orderNo: f.orderNo,
    paymentNo: f.paymentNo,
    transactionId: f.transactionId,
    reason: f.reason,
    expectedTotal: toCents(f.expectedTotal),
    expectedCurrency: f.expectedCurrency,
    returnedTotal: f.returnedTotal,
    returnedCurrency: f.returnedCurrency,
    at: f.createdAt.toISOString(),
  }));
}

export type FlaggedReturn = Awaited<ReturnType<typeof flaggedReturns>>[number];
