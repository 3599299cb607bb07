// What the staff and the customer read about refunds (docs/product.md#refunds).
import { type Cents, formatTT } from '../money';

export const NOTHING_PAID = 'Nothing was paid on this order, so there is nothing to refund.';

export const refundTooHigh = (asked: Cents, refundable: Cents) =>
  refundable === 0
    ? `Everything paid on this order is refunded already: ${formatTT(asked)} cannot be refunded.`
    : `At most ${formatTT(refundable)} can be refunded: that is what was paid less the refunds already made. ${formatTT(asked)} is more.`;

export const refundRecorded = (orderNo: number, amount: Cents) =>
  `A refund of ${formatTT(amount)} is recorded for order ${orderNo}.`;

/** The cancel form on a paid order: the message never says only that the stock is back. */
export const cancelledAndRefunded = (orderNo: number, amount: Cents, left: Cents) =>
  `Order ${orderNo} is cancelled, its stock is back and a refund of ${formatTT(amount)} is recorded.` +
  (left > 0 ? ` ${formatTT(left)} of what was paid is not refunded.` : '');

export const CANCEL_PAID_NEEDS_REFUND =
  'This order is paid: give the amount to refund and how it is paid back, or record the refund first.';

export const REFUND_NOT_YOURS = 'Refunds are recorded by an owner or a manager.';
