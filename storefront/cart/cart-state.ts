// The cart as plain data and the changes a shopper can make to it. No React, no storage: the
// store wraps these, and the unit tests call them directly. One line per item, and no more units of
// it added or set than the shop's cap (docs/decisions/0021): the server refuses more.
import type { ProductVariant } from '../../shop-rules/api/catalogue';
import { type CartTotalsInDollars, cartTotalsInDollars, priceCart } from '../../shop-rules/cart-totals';
import { DEFAULT_DELIVERY_COUNTRY, DEFAULT_MAX_QUANTITY_PER_LINE } from '../../shop-rules/constants';
import { DEFAULT_FREIGHT_RATES, type FreightRates } from '../../shop-rules/freight';
import { fromCents } from '../../shop-rules/money';
import { lineFromProduct, lineKey } from './cart-line';
import type { AddResult, CartLine, CartProduct } from './cart-types';

export interface CartState {
  lines: CartLine[];
  deliveryCountryNo: number;
  isPickup: boolean;
  fromSocialSite: boolean;
}

export const EMPTY_CART: CartState = Object.freeze({
  lines: [],
  deliveryCountryNo: DEFAULT_DELIVERY_COUNTRY,
  isPickup: false,
  fromSocialSite: false,
}) as CartState;

/** A whole quantity from 1 to the cap. */
function wholeQuantity(q: number | undefined, cap: number): number {
  return q !== undefined && Number.isFinite(q) ? Math.min(cap, Math.max(1, Math.floor(q))) : 1;
}

/** Why a product cannot go into the cart as asked, or null when it can. */
export function addRefusal(
  product: CartProduct,
  variant: ProductVariant | null | undefined,
): Exclude<AddResult, 'added' | 'already-in-cart'> | null {
  if (product.IsSoldOut || variant?.IsSoldOut) return 'sold-out';
  if (!variant && product.ProductSKUCount > 1) return 'needs-variant';
  return null;
}

/** cap: the most units of one item the shop lets an order hold (its settings' maxQuantityPerLine). */
export function addProduct(
  state: CartState,
  product: CartProduct,
  options: { quantity?: number; variant?: ProductVariant | null } = {},
  cap = DEFAULT_MAX_QUANTITY_PER_LINE,
): { state: CartState; result: AddResult } {
  const refusal = addRefusal(product, options.variant);
  if (refusal) return { state, result: refusal };
  const line = lineFromProduct(product, wholeQuantity(options.quantity, cap), options.variant ?? null);
  const key = lineKey(line);
  if (state.lines.some((l) => lineKey(l) === key)) return { state, result: 'already-in-cart' };
  return { state: { ...state, lines: [...state.lines, line] }, result: 'added' };
}

export function removeLine(state: CartState, key: string): CartState {
  return { ...state, lines: state.lines.filter((l) => lineKey(l) !== key) };
}

/** Quantity is at least 1 and at most the cap; anything not a number leaves the line as it is. */
export function changeQuantity(
  state: CartState,
  key: string,
  quantity: number,
  cap = DEFAULT_MAX_QUANTITY_PER_LINE,
): CartState {
  if (!Number.isFinite(quantity)) return state;
  const q = wholeQuantity(quantity, cap);
  return { ...state, lines: state.lines.map((l) => (lineKey(l) === key ? { ...l, Quantity: q } : l)) };
}

/** Empty lines, Trinidad delivery (freight back to 40), free delivery off; the social-site flag stays. */
export function clearCart(state: CartState): CartState {
  return { ...EMPTY_CART, fromSocialSite: state.fromSocialSite };
}

export interface PricedCartView {
  lines: CartLine[];
  totals: CartTotalsInDollars;
}

/** Prices every line with the shop rules and writes the results into the line's amount fields. */
export function priceCartState(
  state: CartState,
  freightRates: Readonly<FreightRates> = DEFAULT_FREIGHT_RATES,
): PricedCartView {
  const priced = priceCart(state.lines, {
    deliveryCountryNo: state.deliveryCountryNo,
    isPickup: state.isPickup,
    fromSocialSite: state.fromSocialSite,
    freightRates,
  });
  const lines = priced.lines.map(({ line, price }) => {
    const total = fromCents(price.total);
    const discount = fromCents(price.discount);
    return {
      ...line,
      Discount: discount,
      DiscountAmount: discount,
      TotalAmount: total,
      NetAmount: total,
      GrandTotal: total,
    };
  });
  return { lines, totals: cartTotalsInDollars(priced.totals) };
}
