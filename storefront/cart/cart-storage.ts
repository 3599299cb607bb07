// The cart lives in the tab's sessionStorage under one key, rewritten on every change (docs/product.md#cart-storage).
import { mergeLines } from '../../shop-rules/cart-lines';
import { DEFAULT_DELIVERY_COUNTRY, DELIVERY_COUNTRY_TOBAGO } from '../../shop-rules/constants';
import { isSocialVisit } from '../lib/visits/social-flag';
import { type CartState, EMPTY_CART, type PricedCartView } from './cart-state';
import type { CartLine } from './cart-types';

export const CART_STORAGE_KEY = 'cartList';

export interface StoredCart extends Record<string, unknown> {
  cartList: CartLine[];
}

export function serializeCart(view: PricedCartView): string {
  return JSON.stringify({ cartList: view.lines, ...view.totals });
}

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const l = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(l.ProductNo) &&
    Number.isSafeInteger(l.Quantity) &&
    (l.Quantity as number) >= 1 &&
    typeof l.SalesPrice === 'number'
  );
}

/**
 * Reads what serializeCart wrote; anything unreadable gives the empty cart rather than an error. Two
 * stored lines of one item (an edited or old entry) become one, as the shop rules would price them.
 */
export function parseStoredCart(text: string | null, fromSocialSite = false): CartState {
  if (!text) return { ...EMPTY_CART, fromSocialSite };
  try {
    const stored = JSON.parse(text) as Partial<StoredCart>;
    const lines = Array.isArray(stored.cartList) ? mergeLines(stored.cartList.filter(isLine)) : [];
    const country =
      stored.DeliveryCountryNo === DELIVERY_COUNTRY_TOBAGO ? DELIVERY_COUNTRY_TOBAGO : DEFAULT_DELIVERY_COUNTRY;
    return {
      lines,
      deliveryCountryNo: country,
      isPickup: stored.IsPickup === true,
      fromSocialSite: fromSocialSite || stored.FromSocialSite === true,
    };
  } catch {
    return { ...EMPTY_CART, fromSocialSite };
  }
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

export function loadCart(): CartState {
  return parseStoredCart(session()?.getItem(CART_STORAGE_KEY) ?? null, isSocialVisit());
}

export function saveCart(view: PricedCartView): void {
  try {
    session()?.setItem(CART_STORAGE_KEY, serializeCart(view));
  } catch {
    // a full or blocked storage only costs persistence across reloads
  }
}
