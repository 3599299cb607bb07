// A card order as the payment steps see it: the order, and its WiPay payment row (the first one; a
// second card payment for an order already paid gets a row of its own). And what each new WiPay page
// records on that row, inside the caller's transaction (decision 0020).
import { and, asc, eq, sql } from 'drizzle-orm';
import { orders, payments } from '../../database/schema';
import type { CardFeeStructure } from '../../shop-rules/card-fee';
import { PAYMENT_METHOD_CARD } from '../../shop-rules/constants';
import type { OrderStatus, PaymentRecordStatus, PaymentStatus } from '../../shop-rules/order-constants';
import type { Queryable, Transaction } from '../orders/transaction';
import type { Payer } from './wipay-request-fields';
import type { WipaySettings } from './wipay-settings';

export interface CardOrder {
  orderNo: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  pmNo: number;
  isPickup: boolean;
  total: string;
  paymentTokenHash: string | null;
  payer: Payer;
  payment: {
    paymentNo: number;
    status: PaymentRecordStatus;
    transactionId: string | null;
    originalTotal: string;
    currency: string;
    attempt: number;
    feeStructure: CardFeeStructure | null;
    testMode: boolean;
  };
}

/** The order with its WiPay payment, or null when it has none (not a card order, or unknown). */
export async function readCardOrder(q: Queryable, orderNo: number): Promise<CardOrder | null> {
  const [row] = await q
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, and(eq(payments.orderNo, orders.orderNo), eq(payments.provider, 'wipay')))
    .where(eq(orders.orderNo, orderNo))
    .orderBy(asc(payments.paymentNo))
    .limit(1);
  if (!row) return null;
  const { order: o, payment: p } = row;
  return {
    orderNo: o.orderNo,
    status: o.status,
    paymentStatus: o.paymentStatus,
    pmNo: o.pmNo,
    isPickup: o.isPickup,
    total: o.totalAmount,
    paymentTokenHash: o.paymentTokenHash,
    payer: {
      name: o.customerName,
      email: o.customerEmail || o.emailId,
      mobile: o.customerMobile,
      address: o.customerAddress,
    },
    payment: {
      paymentNo: p.paymentNo,
      status: p.status,
      transactionId: p.transactionId,
      originalTotal: p.originalTotal,
      currency: p.currency,
      attempt: p.attempt,
      feeStructure: p.feeStructure as CardFeeStructure | null,
      testMode: p.testMode,
    },
  };
}

/** The attempt's facts on the payment row: test mode, fee structure, and the sweep's clock restarts. */
export const attemptFields = (wipay: WipaySettings) => ({
  testMode: wipay.testMode,
  feeStructure: wipay.feeStructure,
  attemptedAt: sql`now()`,
  updatedAt: sql`now()`,
});

/** At placing (GetWipayUrl), in the order's own transaction: the first attempt and the browser's token. */
export async function recordFirstAttempt(tx: Transaction, orderNo: number, wipay: WipaySettings, tokenHash: string) {
  await tx
    .update(payments)
    .set({ ...attemptFields(wipay), attempt: 1 })
    .where(and(eq(payments.orderNo, orderNo), eq(payments.provider, 'wipay')));
  await tx.update(orders).set({ paymentTokenHash: tokenHash }).where(eq(orders.orderNo, orderNo));
}

/** Whether the order still waits for its card payment, so it may be paid again or another way. */
export function awaitsCard(order: CardOrder): boolean {
  return (
    order.pmNo === PAYMENT_METHOD_CARD &&
    order.status !== 'Cancelled' &&
    order.paymentStatus === 'AwaitingPayment' &&
    order.payment.status === 'AwaitingPayment'
  );
}
