// The order the success page tells about (docs/product.md#success-page): handed over in the history
// entry's state, so it survives a reload of /success in the same tab but never reaches another tab or a
// shared link. A visit to /success without it is the plain one, which goes home after 3 seconds.
import {
  PAYMENT_METHOD_BANK_TRANSFER,
  PAYMENT_METHOD_CARD,
  PAYMENT_METHOD_CASH_ON_DELIVERY,
  type PaymentMethodNo,
} from '../../../shop-rules';

export interface PlacedOrder {
  orderNo: number;
  /** The order's total in TT dollars as the server answered it; null when this tab does not know it. */
  total: number | null;
  pmNo: PaymentMethodNo;
  isPickup: boolean;
  /** A card order: what the card is charged, the total plus the shopper's part of the fee (decision 0060). */
  charged?: number;
  /** The mobile the order was placed with: a guest sends the transfer receipt with it. */
  mobile?: string;
}

const METHODS: readonly number[] = [PAYMENT_METHOD_CARD, PAYMENT_METHOD_BANK_TRANSFER, PAYMENT_METHOD_CASH_ON_DELIVERY];

/** navigate('/success', successNavigation(order)): replaces the page that placed the order. */
export function successNavigation(order: PlacedOrder) {
  return { replace: true, state: { placedOrder: order } };
}

/** The placed order in a location's state, when it is one. */
export function placedOrderOf(state: unknown): PlacedOrder | null {
  const order = (state as { placedOrder?: Partial<PlacedOrder> } | null)?.placedOrder;
  if (!order || !Number.isSafeInteger(order.orderNo) || (order.orderNo as number) < 1) return null;
  if (!METHODS.includes(order.pmNo as number)) return null;
  const total =
    typeof order.total === 'number' && Number.isFinite(order.total) && order.total >= 0 ? order.total : null;
  const charged =
    typeof order.charged === 'number' && Number.isFinite(order.charged) && order.charged >= 0 ? order.charged : null;
  return {
    orderNo: order.orderNo as number,
    total,
    pmNo: order.pmNo as PaymentMethodNo,
    isPickup: order.isPickup === true,
    ...(charged !== null ? { charged } : {}),
    ...(typeof order.mobile === 'string' && order.mobile.length <= 20 ? { mobile: order.mobile } : {}),
  };
}
