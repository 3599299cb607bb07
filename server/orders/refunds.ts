// Refunds against an order's payment (docs/product.md#refunds, docs/decisions/0035). The order's row
// is locked first (SELECT … FOR UPDATE), so two refunds of one order are recorded one after the
// other and each sees the other's amount: together they never pass what was paid.
import { asc, eq, sql } from 'drizzle-orm';
import { orders, refunds } from '../../database/schema';
import { NOTHING_PAID, refundTooHigh } from '../../shop-rules/messages/refunds';
import { type Cents, centsToDecimal, toCents } from '../../shop-rules/money';
import { paidCents, type RefundMethod, refundableCents } from '../../shop-rules/refunds';
import { giveCreditNoteNumber } from './invoice-numbers';
import type { Queryable, Transaction } from './transaction';

export interface RefundInput {
  orderNo: number;
  amount: Cents;
  method: RefundMethod;
  reason: string;
  /** The return request it pays back, when there is one. */
  rmaNo?: number | null;
  staffUserNo?: number | null;
}

/** One refund as the pages show it: amount in cents, time as ISO text. */
export interface OrderRefund {
  refundNo: number;
  rmaNo: number | null;
  method: RefundMethod;
  amount: Cents;
  reason: string;
  staffUserNo: number | null;
  at: string;
}

/** A refund that would pass what was paid, or of an order nothing was paid on. Nothing was recorded. */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefused';
  }
}

/** Refunded so far on an order, in cents (a SQL sum of exact numerics). */
export async function refundedCents(q: Queryable, orderNo: number): Promise<Cents> {
  const [row] = await q
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(eq(refunds.orderNo, orderNo));
  return toCents(row?.total ?? '0');
}

/** What was paid, what is refunded, what may still be: read under the caller's lock when it holds one. */
export async function refundPosition(q: Queryable, orderNo: number, lock = false) {
  const read = q
    .select({ paymentStatus: orders.paymentStatus, total: orders.totalAmount })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  const [order] = lock ? await read.for('update') : await read;
  if (!order) return null;
  const paid = paidCents({ paymentStatus: order.paymentStatus, totalCents: toCents(order.total) });
  const refunded = await refundedCents(q, orderNo);
  return { paid, refunded, refundable: refundableCents(paid, refunded) };
}

/**
 * Records a refund inside the caller's transaction, or throws RefundRefused. Answers the refund's
 * number and what may still be refunded after it.
 */
export async function recordRefundInTransaction(
  tx: Transaction,
  r: RefundInput,
): Promise<{ refundNo: number; refundedTotal: Cents; refundable: Cents }> {
  const position = await refundPosition(tx, r.orderNo, true);
  if (!position || position.paid === 0) throw new RefundRefused(NOTHING_PAID);
  if (r.amount > position.refundable) throw new RefundRefused(refundTooHigh(r.amount, position.refundable));
  const [row] = await tx
    .insert(refunds)
    .values({
      orderNo: r.orderNo,
      rmaNo: r.rmaNo ?? null,
      method: r.method,
      amount: centsToDecimal(r.amount),
      reason: r.reason.slice(0, 500),
      staffUserNo: r.staffUserNo ?? null,
    })
    .returning({ refundNo: refunds.refundNo });
  await giveCreditNoteNumber(tx, row!.refundNo);
  return {
    refundNo: row!.refundNo,
    refundedTotal: position.refunded + r.amount,
    refundable: position.refundable - r.amount,
  };
}

/** An order's refunds, oldest first, as the customer's order detail and the back office show them. */
export async function orderRefunds(q: Queryable, orderNo: number): Promise<OrderRefund[]> {
  const rows = await q
    .select()
    .from(refunds)
    .where(eq(refunds.orderNo, orderNo))
    .orderBy(asc(refunds.createdAt), asc(refunds.refundNo));
  return rows.map((r) => ({
    refundNo: r.refundNo,
    rmaNo: r.rmaNo,
    method: r.method,
    amount: toCents(r.amount),
    reason: r.reason,
    staffUserNo: r.staffUserNo,
    at: r.createdAt.toISOString(),
  }));
}
