import { type ItemIdentity, mergeLines } from './cart-lines';
import { DELIVERY_COUNTRY_TRINIDAD } from './constants';
import { DEFAULT_FREIGHT_RATES, type FreightRates, freightFor } from './freight';
import { assertCents, type Cents, fromCents } from './money';
import { type LinePrice, type PricedItem, priceLine } from './pricing';

/** A line names its item (ProductNo, ProductSKUNo) so that lines of one item are priced as one. */
export interface CartLine extends PricedItem, ItemIdentity {
  Quantity: number;
}

/** The cart totals (docs/product.md#cart-totals), money in cents. */
export interface CartTotals {
  /** Number of distinct lines (items, once merged), not units. */
  ItemQuantity: number;
  ItemTotal: Cents;
  Freight: Cents;
  ItemGrandTotal: Cents;
  FreeDelivery: boolean;
  DeliveryCountryNo: number;
  IsPickup: boolean;
  FromSocialSite: boolean;
}

/** The same totals with money as TT-dollar numbers, for JSON. */
export type CartTotalsInDollars = Omit<CartTotals, 'ItemTotal' | 'Freight' | 'ItemGrandTotal'> & {
  ItemTotal: number;
  Freight: number;
  ItemGrandTotal: number;
};

export interface CartOptions {
  /** 1 Trinidad (default), anything else Tobago. */
  deliveryCountryNo?: number;
  isPickup?: boolean;
  fromSocialSite?: boolean;
  freightRates?: Readonly<FreightRates>;
}

export interface PricedCartLine<L extends CartLine = CartLine> {
  line: L;
  price: LinePrice;
}

export interface PricedCart<L extends CartLine = CartLine> {
  /** One per item: lines of the same product and variant come back merged into the first of them. */
  lines: PricedCartLine<L>[];
  totals: CartTotals;
}

/**
 * Prices every item and the whole cart; the browser and the server both call this. Lines of one item
 * are merged first, so how a basket is written (split lines, their order) never changes a total.
 */
export function priceCart<L extends CartLine>(lines: readonly L[], options: CartOptions = {}): PricedCart<L> {
  const deliveryCountryNo = options.deliveryCountryNo ?? DELIVERY_COUNTRY_TRINIDAD;
  const isPickup = options.isPickup ?? false;
  const priced = mergeLines(lines).map((line) => ({ line, price: priceLine(line, line.Quantity) }));
  const itemTotal = assertCents(
    priced.reduce((sum, { price }) => sum + price.total, 0),
    'cart total',
  );
  const anyFreeDelivery = priced.some(({ price }) => price.freeDelivery);
  const freight = freightFor(
    { deliveryCountryNo, isPickup, lineCount: priced.length, anyFreeDelivery },
    options.freightRates ?? DEFAULT_FREIGHT_RATES,
  );
  return {
    lines: priced,
    totals: {
      ItemQuantity: priced.length,
      ItemTotal: itemTotal,
      Freight: freight,
      ItemGrandTotal: assertCents(itemTotal + freight, 'grand total'),
      FreeDelivery: anyFreeDelivery,
      DeliveryCountryNo: deliveryCountryNo,
      IsPickup: isPickup,
      FromSocialSite: options.fromSocialSite ?? false,
    },
  };
}

export function cartTotals(lines: readonly CartLine[], options: CartOptions = {}): CartTotals {
  return priceCart(lines, options).totals;
}

/** The state after clearing the cart: no lines, freight 40, free delivery off, delivery (not pickup). */
export function emptyCartTotals(options: Omit<CartOptions, 'isPickup'> = {}): CartTotals {
  return priceCart([], { ...options, isPickup: false }).totals;
}

export function cartTotalsInDollars(totals: CartTotals): CartTotalsInDollars {
  return {
    ...totals,
    ItemTotal: fromCents(totals.ItemTotal),
    Freight: fromCents(totals.Freight),
    ItemGrandTotal: fromCents(totals.ItemGrandTotal),
  };
}
