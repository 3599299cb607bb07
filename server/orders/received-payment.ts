// Money the staff took in themselves: a bank transfer whose receipt has arrived (by WhatsApp), or the
// cash collected on delivery or at pickup. The whole total, once: the order becomes Paid and a payment
// record keeps the amount, the bank's reference or who collected the cash, and when
// (docs/product.md#payments-the-staff-record, docs/decisions/0033).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orders, payments } from '../../database/schema';
import { PAYMENT_METHOD_BANK_TRANSFER, PAYMENT_METHOD_CASH_ON_DELIVERY } from '../../shop-rules/constants';
import {
  amountIsNotTheTotal,
  NO_SUCH_ORDER,
  NOT_A_BANK_TRANSFER,
  NOT_CASH,
  PAYMENT_ALREADY_RECORDED,
  TRANSFER_ALREADY_CONFIRMED,
} from '../../shop-rules/messages/orders';
import { type Cents, centsToDecimal, formatTT, toCents } from '../../shop-rules/money';
import { giveInvoiceNumber } from './invoice-numbers';

export type ReceivedBy = 'bank-transfer' | 'cash';

export interface ReceivedPayment {
  orderNo: number;
  method: ReceivedBy;
  /** What arrived, in cents: it must be the order's total. */
  amount: Cents;
  /** Bank transfer: the receipt's reference. Cash: who collected it. */
  reference: string;
  /** When the money arrived or was collected; now when not given. */
  receivedAt?: Date;
  staffUserNo?: number | null;
}

export type ReceivedResult = { ok: true; total: Cents } | { ok: false; msg: string; field?: 'amount' };

const METHOD_NO = { 'bank-transfer': PAYMENT_METHOD_BANK_TRANSFER, cash: PAYMENT_METHOD_CASH_ON_DELIVERY } as const;

export async function recordReceivedPayment(db: Database, p: ReceivedPayment): Promise<ReceivedResult> {
  const [order] = await db
    .select({ pmNo: orders.pmNo, total: orders.totalAmount })
    .from(orders)
    .where(eq(orders.orderNo, p.orderNo));
  if (!order) return { ok: false, msg: NO_SUCH_ORDER };
  if (order.pmNo !== METHOD_NO[p.method])
    return { ok: false, msg: p.method === 'cash' ? NOT_CASH : NOT_A_BANK_TRANSFER };
  const total = toCents(order.total);
  if (p.amount !== total) return { ok: false, msg: amountIsNotTheTotal(formatTT(total)), field: 'amount' };
  const receivedAt = p.receivedAt ?? new Date();
  const done = await db.transaction(async (tx) => {
    // Conditional: a second confirmation, or a cancel meanwhile, changes nothing.
    const changed = await tx
      .update(orders)
      .set({ paymentStatus: 'Paid', updatedAt: sql`now()` })
      .where(and(eq(orders.orderNo, p.orderNo), ne(orders.paymentStatus, 'Paid'), ne(orders.status, 'Cancelled')))
      .returning({ orderNo: orders.orderNo });
    if (changed.length === 0) return false;
    await giveInvoiceNumber(tx, p.orderNo, 'paid');
    const reference = p.reference.trim().slice(0, 200);
    await tx.insert(payments).values({
      orderNo: p.orderNo,
      provider: p.method,
      status: 'Paid',
      originalTotal: order.total,
      chargedTotal: centsToDecimal(p.amount),
      message: p.method === 'cash' ? `Collected by ${reference}` : reference,
      raw:
        p.method === 'cash'
          ? { collectedBy: reference, collectedAt: receivedAt.toISOString(), recordedBy: p.staffUserNo ?? null }
          : { confirmedBy: p.staffUserNo ?? null, receivedAt: receivedAt.toISOString() },
    });
    return true;
  });
  if (!done) return { ok: false, msg: p.method === 'cash' ? PAYMENT_ALREADY_RECORDED : TRANSFER_ALREADY_CONFIRMED };
  return { ok: true, total };
}
