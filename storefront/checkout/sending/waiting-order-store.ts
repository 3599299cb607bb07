// An order kept on the phone until it can be sent (docs/decisions/0055): placed while offline, or
// sent on a link that died before the answer came. It lives in localStorage, so it survives a reload
// and a closed tab, with the idempotency key it was sent with: sent any number of times, the shop
// places it once (server/orders/placing/idempotency.ts). Only cash on delivery, bank transfer and pickup:
// a card payment needs the link.
import type { CartState } from '../../cart/cart-state';
import type { OrderBody } from './order-body';

const KEY = 'shop:queuedOrder';
const LAST_ORDER_KEY = 'shop:lastOrder';
export const WAITING_ORDER_EVENT = 'shop:waiting-order';

export interface WaitingOrder {
  body: OrderBody;
  /** The page whose idempotency key it carries ('checkout'). */
  page: string;
  /** The cart as the shopper saw it, priced again before sending. */
  cart: CartState;
  /** What the shopper saw as the order's total, in cents. */
  shownTotal: number;
  /** 'waiting': never sent, or sent without reaching the shop; 'unsure': sent, but no answer came. */
  state: 'waiting' | 'unsure';
  /** The new total the shopper agreed to, in cents, when the prices changed. */
  agreedTotal?: number;
  clearsCart: boolean;
  at: number;
}

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function waitingOrder(): WaitingOrder | null {
  try {
    const kept = JSON.parse(store()?.getItem(KEY) ?? 'null') as WaitingOrder | null;
    return kept && typeof kept === 'object' && kept.body && Array.isArray(kept.cart?.lines) ? kept : null;
  } catch {
    return null;
  }
}

export function keepWaitingOrder(order: WaitingOrder) {
  store()?.setItem(KEY, JSON.stringify(order));
  window.dispatchEvent(new Event(WAITING_ORDER_EVENT));
}

export function forgetWaitingOrder() {
  store()?.removeItem(KEY);
  window.dispatchEvent(new Event(WAITING_ORDER_EVENT));
}

/** The last order placed from this phone: the offline page shows its number. */
export function rememberLastOrder(orderNo: number) {
  store()?.setItem(LAST_ORDER_KEY, JSON.stringify({ orderNo, at: Date.now() }));
}
