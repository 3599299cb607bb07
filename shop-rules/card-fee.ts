// WiPay's card processing fee (Trinidad and Tobago, basic plan): 3.5 % of the total plus 0.25 USD,
// converted at WiPay's fixed 6.80 TTD per USD, worked out exactly and rounded half up to the cent
// once. Who pays it is the fee structure: the shopper all of it (customer_pay), half of it (split)
// or none (merchant_absorb). Checkout shows it, the server checks WiPay's return against it, and the
// WiPay simulator charges it: one rule for the three (docs/decisions/0020).
import { type Cents, formatTT } from './money';

export const CARD_FEE_STRUCTURES = Object.freeze(['customer_pay', 'merchant_absorb', 'split'] as const);
export type CardFeeStructure = (typeof CARD_FEE_STRUCTURES)[number];

/** 3.5 %, in tenths of a percent. */
export const CARD_FEE_PERCENT_TENTHS = 35;
/** The fixed part of the fee: 0.25 USD. */
export const CARD_FEE_FIXED_USD_CENTS = 25;
/** WiPay's fixed rate: 6.80 TTD (680 TTD cents) per US dollar. */
export const TTD_CENTS_PER_USD = 680;

export interface CardFee {
  /** The whole processing fee. */
  feeCents: Cents;
  /** The part of it the shopper pays on top of the order's total. */
  customerFeeCents: Cents;
  /** What the card is charged: the total plus the shopper's part of the fee. */
  chargedCents: Cents;
}

/** Non-negative integer division rounding half up. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The fixed part of the fee in cents of a currency worth centsPerUsd cents a dollar (TTD: 170). */
export function fixedCardFeeCents(centsPerUsd = TTD_CENTS_PER_USD): Cents {
  return (CARD_FEE_FIXED_USD_CENTS * centsPerUsd) / 100;
}

/** The fee on a total in cents; centsPerUsd only for the simulator's other currencies. */
export function cardFee(totalCents: Cents, structure: CardFeeStructure, centsPerUsd = TTD_CENTS_PER_USD): CardFee {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError(`Not a card total in cents: ${totalCents}`);
  // In thousandths of a cent: 3.5 % is 35 thousandths of each cent.
  const feeMilli = totalCents * CARD_FEE_PERCENT_TENTHS + fixedCardFeeCents(centsPerUsd) * 1000;
  const feeCents = divideHalfUp(feeMilli, 1000);
  const customerFeeCents =
    structure === 'customer_pay' ? feeCents : structure === 'split' ? divideHalfUp(feeMilli, 2000) : 0;
  return { feeCents, customerFeeCents, chargedCents: totalCents + customerFeeCents };
}

/** The rule in words for checkout: '3.5 % + TT$1.70, paid by you'. */
export function cardFeeRule(structure: CardFeeStructure): string {
  const rule = `3.5 % + ${formatTT(fixedCardFeeCents())}`;
  if (structure === 'customer_pay') return `${rule}, paid by you`;
  if (structure === 'split') return `half of ${rule}, paid by you`;
  return 'no card fee for you: the shop pays it';
}
