// Refunds both sides share (docs/product.md#refunds, docs/decisions/0035): how money goes back, and
// how much of an order's payment may still go back.
import type { Cents } from './money';

/** How a refund is paid out: by card through WiPay's own dashboard, by bank transfer, or in cash. */
export const REFUND_METHODS = Object.freeze(['card', 'bank', 'cash'] as const);
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_METHOD_LABELS: Readonly<Record<RefundMethod, string>> = Object.freeze({
  card: 'Card (refunded on WiPay’s dashboard)',
  bank: 'Bank transfer',
  cash: 'Cash',
});

/** Short names for tables and mails. */
export const REFUND_METHOD_NAMES: Readonly<Record<RefundMethod, string>> = Object.freeze({
  card: 'Card',
  bank: 'Bank transfer',
  cash: 'Cash',
});

export function isRefundMethod(value: unknown): value is RefundMethod {
  return typeof value === 'string' && (REFUND_METHODS as readonly string[]).includes(value);
}

/**
 * What an order's customer paid the shop: its total once its payment is Paid, else nothing. A card
 * payment's fee is WiPay's and is not the shop's to give back (decision 0035).
 */
export function paidCents(order: { paymentStatus: string; totalCents: Cents }): Cents {
  return order.paymentStatus === 'Paid' ? order.totalCents : 0;
}

/** What may still be refunded: what was paid less what was refunded already, never below nothing. */
export function refundableCents(paid: Cents, refunded: Cents): Cents {
  return Math.max(0, paid - refunded);
}
