import { assertCents, type Cents, type Dollars, roundDollarsHalfUp, toCents } from './money';

/** The price fields of a product or cart line, in TT dollars as the API names them; missing or null means 0. */
export interface PricedItem {
  SalesPrice: Dollars | null | undefined;
  /** Price for exactly 2 units; its rate also prices 3+ units when no better bundle applies. */
  SalesPrice2?: Dollars | null;
  SalesPrice3?: Dollars | null;
  SalesPrice5?: Dollars | null;
  /** Percent (may have decimals) taken off once per line, not per unit. */
  DiscountPercent?: Dollars | null;
  FreeDelivery?: number | boolean | null;
  /** Above 1: buying at least this many units gives the line free delivery. */
  FreeDeliveryQuantity?: number | null;
}

/** 'bundle': a 2/3/5 price used as is; 'bundle-rate': a bundle's unit rate times q, rounded; 'unit': SalesPrice × q less the discount. */
export type LinePriceRule = 'bundle' | 'bundle-rate' | 'unit';

export type BundleSize = 2 | 3 | 5;

export interface LinePrice {
  quantity: number;
  unitPrice: Cents;
  total: Cents;
  /** The DiscountPercent deduction actually taken (0 under bundle rules, capped so total never goes below 0). */
  discount: Cents;
  rule: LinePriceRule;
  /** The bundle whose price or rate gave the total; null under the unit rule. */
  bundleSize: BundleSize | null;
  freeDelivery: boolean;
}

export function assertQuantity(quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1, got ${quantity}`);
  }
  return quantity;
}

/** Prices one cart line by the rules of docs/product.md#line-pricing, tried in that order. */
export function priceLine(item: PricedItem, quantity: number): LinePrice {
  assertQuantity(quantity);
  const unitPrice = nonNegativeCents(item.SalesPrice, 'SalesPrice');
  const bundles: Record<BundleSize, Cents> = {
    2: optionalCents(item.SalesPrice2),
    3: optionalCents(item.SalesPrice3),
    5: optionalCents(item.SalesPrice5),
  };
  const freeDelivery = lineHasFreeDelivery(item, quantity);
  const priced = (rule: LinePriceRule, bundleSize: BundleSize | null, total: Cents, discount: Cents): LinePrice => ({
    quantity,
    unitPrice,
    total,
    discount,
    rule,
    bundleSize,
    freeDelivery,
  });

  if ((quantity === 2 || quantity === 3 || quantity === 5) && bundles[quantity] > 0) {
    return priced('bundle', quantity, bundles[quantity], 0);
  }
  // Larger bundles first: their rate is normally the cheapest per unit.
  for (const size of [5, 3, 2] as const) {
    if (quantity > size && bundles[size] > 0) {
      return priced('bundle-rate', size, roundDollarsHalfUp(bundles[size] * quantity, size), 0);
    }
  }
  const gross = assertCents(unitPrice * quantity, 'line amount');
  const percentHundredths = nonNegativeCents(item.DiscountPercent, 'DiscountPercent');
  // price × percent / 100, with the percent held in hundredths: price × hundredths / 10 000
  const discount = Math.min(gross, roundDollarsHalfUp(unitPrice * percentHundredths, 10_000));
  return priced('unit', null, gross - discount, discount);
}

/**
 * What a line saves against its unit price times its quantity: the percent discount or a bundle's
 * saving, shown as the line's own discount amount (docs/product.md#line-pricing). 0 when none.
 */
export function lineDiscount(unitPrice: Cents, quantity: number, total: Cents): Cents {
  return Math.max(0, assertCents(unitPrice * quantity, 'line amount') - total);
}

/** The discount of a line priced by priceLine, whichever rule gave its total. */
export function pricedLineDiscount(price: LinePrice): Cents {
  return lineDiscount(price.unitPrice, price.quantity, price.total);
}

export function lineTotal(item: PricedItem, quantity: number): Cents {
  return priceLine(item, quantity).total;
}

export function lineHasFreeDelivery(item: PricedItem, quantity: number): boolean {
  if (item.FreeDelivery === true || item.FreeDelivery === 1) return true;
  const threshold = item.FreeDeliveryQuantity ?? 0;
  return threshold > 1 && quantity >= threshold;
}

/** Shown as a badge on the product: free delivery always, or from some quantity on. */
export function offersFreeDelivery(item: PricedItem): boolean {
  return item.FreeDelivery === true || item.FreeDelivery === 1 || (item.FreeDeliveryQuantity ?? 0) > 1;
}

function optionalCents(amount: Dollars | null | undefined): Cents {
  return amount === null || amount === undefined || amount === '' ? 0 : toCents(amount);
}

function nonNegativeCents(amount: Dollars | null | undefined, field: string): Cents {
  const cents = optionalCents(amount);
  if (cents < 0) throw new RangeError(`${field} must not be negative, got ${amount}`);
  return cents;
}
