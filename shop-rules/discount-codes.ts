// Discount codes (docs/product.md#discount-codes): whether a code applies to a basket and what it takes
// off. The cart and the checkout pages call this with the terms the server sent them; the server calls
// it again, from its own row, when it prices the order (docs/decisions/0036).
import {
  CODE_NO_ITEMS,
  CODE_SWITCHED_OFF,
  CODE_USED_BY_MOBILE,
  CODE_USED_UP,
  codeBelowMinimum,
  codeExpired,
  codeNotYet,
} from './messages/discounts';
import { assertCents, type Cents } from './money';

export const DISCOUNT_KINDS = ['percent', 'amount', 'free-delivery'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_KIND_LABELS: Readonly<Record<DiscountKind, string>> = {
  percent: 'Percentage off the goods',
  amount: 'Fixed amount off the goods',
  'free-delivery': 'Free delivery',
};

/** A code is kept and compared in capitals, so 'save10' and 'SAVE10' are one code. */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
export function normaliseCode(text: string): string {
  return text.trim().toUpperCase();
}

/** What a code offers and on which conditions; the same shape on both sides (shop-rules/api/discounts.ts). */
export interface DiscountTerms {
  code: string;
  kind: DiscountKind;
  /** Hundredths of a percent: 1000 is 10 %. Only for 'percent'. */
  percentHundredths: number;
  /** Only for 'amount'. */
  amountOff: Cents;
  /** The goods total (before the code) the basket must reach; 0 for none. */
  minimumOrder: Cents;
  /** First and last day (yyyy-mm-dd, the shop's calendar), both included; null for open-ended. */
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
  /** Empty lists: every item. Otherwise only items of these categories or these products count. */
  categoryNos: readonly number[];
  productNos: readonly number[];
}

/** What the server knows of a code's uses when it checks it. */
export interface DiscountUses {
  usesLimit: number | null;
  uses: number;
  perMobileLimit: number | null;
  /** Orders already placed with this code from the shopper's mobile; 0 when no mobile is known yet. */
  mobileUses: number;
}

export interface DiscountLine {
  productNo: number;
  categoryNo: number | null;
  /** The line's total after its own pricing (bundles, product discount). */
  total: Cents;
}

export interface DiscountBasket {
  lines: readonly DiscountLine[];
  freight: Cents;
  /** yyyy-mm-dd in the shop's calendar. */
  today: string;
}

export type DiscountResult =
  | { applies: true; code: string; kind: DiscountKind; discount: Cents; eligibleTotal: Cents }
  | { applies: false; code: string; reason: string };

/** Whether a line counts towards the code: every line, or only the chosen categories and products. */
export function lineQualifies(terms: Pick<DiscountTerms, 'categoryNos' | 'productNos'>, line: DiscountLine): boolean {
  if (terms.categoryNos.length === 0 && terms.productNos.length === 0) return true;
  return (
    terms.productNos.includes(line.productNo) ||
    (line.categoryNo !== null && terms.categoryNos.includes(line.categoryNo))
  );
}

/** The date and use checks only, in the order a shopper would want to hear them. null: still usable. */
export function codeAvailability(terms: DiscountTerms, today: string, uses?: DiscountUses): string | null {
  if (!terms.active) return CODE_SWITCHED_OFF;
  if (terms.startsOn !== null && today < terms.startsOn) return codeNotYet(terms.startsOn);
  if (terms.endsOn !== null && today > terms.endsOn) return codeExpired(terms.endsOn);
  if (uses) {
    if (uses.usesLimit !== null && uses.uses >= uses.usesLimit) return CODE_USED_UP;
    if (uses.perMobileLimit !== null && uses.mobileUses >= uses.perMobileLimit) return CODE_USED_BY_MOBILE;
  }
  return null;
}

/** price × hundredths / 10 000, rounded half up to the cent, exact for any amount a basket can hold. */
function percentOf(amount: Cents, hundredths: number): Cents {
  const scaled = (BigInt(amount) * BigInt(hundredths) + 5_000n) / 10_000n;
  return Number(scaled);
}

/**
 * Prices a code against a basket: the discount in cents, never below 0, never more than the goods it
 * applies to (or the freight, for free delivery), or the reason it does not apply.
 */
export function priceDiscount(terms: DiscountTerms, basket: DiscountBasket, uses?: DiscountUses): DiscountResult {
  const refuse = (reason: string): DiscountResult => ({ applies: false, code: terms.code, reason });
  const unavailable = codeAvailability(terms, basket.today, uses);
  if (unavailable) return refuse(unavailable);
  const goodsTotal = assertCents(
    basket.lines.reduce((sum, l) => sum + l.total, 0),
    'goods total',
  );
  if (goodsTotal < terms.minimumOrder) return refuse(codeBelowMinimum(terms.minimumOrder));
  const eligibleTotal = basket.lines.filter((l) => lineQualifies(terms, l)).reduce((sum, l) => sum + l.total, 0);
  if (eligibleTotal <= 0) return refuse(CODE_NO_ITEMS);
  const percent = Math.min(10_000, Math.max(0, Math.trunc(terms.percentHundredths)));
  const discount =
    terms.kind === 'percent'
      ? percentOf(eligibleTotal, percent)
      : terms.kind === 'amount'
        ? Math.min(eligibleTotal, Math.max(0, terms.amountOff))
        : Math.max(0, basket.freight);
  return { applies: true, code: terms.code, kind: terms.kind, discount: assertCents(discount), eligibleTotal };
}

/** The total a shopper pays: goods and freight less the code's discount, never below 0. */
export function totalAfterDiscount(itemTotal: Cents, freight: Cents, discount: Cents): Cents {
  return Math.max(0, assertCents(itemTotal + freight - discount, 'grand total'));
}

/** The line's words on an order already placed (its mail, the invoice, the back office). */
export function orderDiscountLabel(code: string): string {
  return `Discount (code ${code})`;
}

/** The line's words in the totals while the shopper is ordering. */
export function discountLineLabel(code: string, kind: DiscountKind): string {
  return kind === 'free-delivery' ? `Free delivery (code ${code})` : `Discount (code ${code})`;
}
