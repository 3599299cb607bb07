// Whether an order may leave the shop. The back office asks this before any status that means the
// goods went out (Shipped, Enroute, Arrived).
import { PAYMENT_METHOD_BANK_TRANSFER, PAYMENT_METHOD_CARD } from '../../shop-rules/constants';

export interface ShippableOrder {
  pmNo: number;
  status: string;
  paymentStatus: string;
}

export const SHIP_BLOCKED_CANCELLED = 'This order is cancelled.';
export const SHIP_BLOCKED_CARD_UNPAID = 'The card payment for this order has not been received.';
export const SHIP_BLOCKED_TRANSFER_UNPAID = 'The bank transfer for this order has not been confirmed.';

/** Why the order cannot ship yet, or null when it can. Cash on delivery is paid at the door. */
export function shipBlocker(order: ShippableOrder): string | null {
  if (order.status === 'Cancelled') return SHIP_BLOCKED_CANCELLED;
  if (order.pmNo === PAYMENT_METHOD_CARD && order.paymentStatus !== 'Paid') return SHIP_BLOCKED_CARD_UNPAID;
  if (order.pmNo === PAYMENT_METHOD_BANK_TRANSFER && order.paymentStatus !== 'Paid') return SHIP_BLOCKED_TRANSFER_UNPAID;
  return null;
}

export function canShip(order: ShippableOrder): boolean {
  return shipBlocker(order) === null;
}
