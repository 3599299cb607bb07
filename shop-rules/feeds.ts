// What the catalogue feeds (Meta's CSV, Google's RSS) and the checkout links agree on: the id of an
// item (a product, or one of its variants), a price as the feeds write it, and when a barcode is a
// GTIN (docs/product.md#catalogue-feeds, docs/decisions/0086).
import { type Cents, centsToDecimal } from './money';

/** A feed item: a product, or one variant (ProductSKUNo) of it. */
export interface FeedItemId {
  productNo: number;
  skuNo: number | null;
}

/** `123` for a product without variants, `123-45` for its variant 45; item_group_id is `123`. */
export function feedItemId(id: FeedItemId): string {
  return id.skuNo === null ? String(id.productNo) : `${id.productNo}-${id.skuNo}`;
}

const ITEM_ID = /^(\d{1,9})(?:-(\d{1,9}))?$/;

/** The item an id names, or null for anything that is not one. */
export function parseFeedItemId(text: string): FeedItemId | null {
  const m = ITEM_ID.exec(text.trim());
  if (!m) return null;
  const productNo = Number(m[1]);
  const skuNo = m[2] === undefined ? null : Number(m[2]);
  if (productNo < 1 || (skuNo !== null && skuNo < 1)) return null;
  return { productNo, skuNo };
}

/** `1299.00 TTD`: the amount with two decimals, a space and the ISO currency, as both feeds want it. */
export function feedPrice(cents: Cents): string {
  return `${centsToDecimal(cents)} TTD`;
}

/**
 * A GTIN (UPC-A 12, EAN-13, EAN-8, GTIN-14) whose check digit is right and that is not a restricted or
 * coupon range Google refuses (all zeros, prefixes 2 for store-internal numbers, 98/99 coupons).
 */
export function isValidGtin(barcode: string): boolean {
  const code = barcode.trim();
  if (!/^(?:\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  if (/^0+$/.test(code)) return false;
  const gtin14 = code.padStart(14, '0');
  if (gtin14.startsWith('02') || gtin14.startsWith('098') || gtin14.startsWith('099')) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(gtin14[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(gtin14[13]);
}

export type FeedAvailability = 'in stock' | 'out of stock';
