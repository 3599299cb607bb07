// The card order this tab placed and the token that lets it pay that order again or another way
// (decision 0020): kept for the tab until the order is paid or placed another way.
import { type PlacedOrder, placedOrderOf } from '../sending/placed-order';

const KEY = 'cardPayment';

interface Held {
  orderNo: number;
  token: string;
  /** What the success page tells once the card is paid. */
  order?: PlacedOrder;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function holdCardPayment(orderNo: number, token: string, order?: PlacedOrder): void {
  try {
    session()?.setItem(KEY, JSON.stringify({ orderNo, token, order } satisfies Held));
  } catch {
    // no storage: after a decline the return page offers no retry, as before
  }
}

/** The token for this order, when this tab placed it. */
export function heldCardPaymentToken(orderNo: number | null): string | undefined {
  try {
    const held = JSON.parse(session()?.getItem(KEY) ?? 'null') as Held | null;
    return held && held.orderNo === orderNo && typeof held.token === 'string' ? held.token : undefined;
  } catch {
    return undefined;
  }
}

/** The card order this tab placed, for the success page, when it is this order. */
export function heldCardOrder(orderNo: number): PlacedOrder | null {
  try {
    const held = JSON.parse(session()?.getItem(KEY) ?? 'null') as Held | null;
    return held && held.orderNo === orderNo ? placedOrderOf({ placedOrder: held.order }) : null;
  } catch {
    return null;
  }
}

export function forgetCardPayment(): void {
  session()?.removeItem(KEY);
}

/** WiPay's order_id back to the order number: 'TS-12' and 'TS-12-2' are order 12. */
export function orderNoOfReturn(orderId: string | null): number | null {
  const match = /^TS-(\d{1,9})(?:-\d{1,3})?$/.exec(orderId ?? '');
  return match ? Number(match[1]) : null;
}
