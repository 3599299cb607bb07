// Whether an order may leave the shop. The back office asks this before any status that means the
// goods went out (Shipped, Enroute, Arrived).
import { PAYMENT_METHOD_BANK_TRANSFER, PAYMENT_METHOD_CARD } from '../../shop-rules/constants';
import {
  ORDER_IS_CANCELLED,
  SHIP_BLOCKED_CARD_UNPAID,
  SHIP_BLOCKED_TRANSFER_UNPAID,
} from '../../shop-rules/messages/orders';

export interface ShippableOrder {
  pmNo: number;
  status: string;
  paymentStatus: string;
}

/** Why the order cannot ship yet, or null when it can. Cash on delivery is paid at the door. */
export function shipBlocker(order: ShippableOrder): string | null {
  if (order.status === 'Cancelled') return ORDER_IS_CANCELLED;
  if (order.pmNo === PAYMENT_METHOD_CARD && order.paymentStatus !== 'Paid') return SHIP_BLOCKED_CARD_UNPAID;
  if (order.pmNo === PAYMENT_METHOD_BANK_TRANSFER && order.paymentStatus !== 'Paid')
    return SHIP_BLOCKED_TRANSFER_UNPAID;
  return null;
}

export function canShip(order: ShippableOrder): boolean {
  return shipBlocker(order) === null;
}
