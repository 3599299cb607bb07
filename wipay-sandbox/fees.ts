// The simulator charges the shop's own fee rule (shop-rules/card-fee.ts), in the payment's currency.
import {
  CARD_FEE_FIXED_USD_CENTS,
  CARD_FEE_PERCENT_TENTHS,
  type CardFeeStructure,
  cardFee,
  fixedCardFeeCents,
} from '../shop-rules/card-fee';
import { CENTS_PER_USD, type Currency } from './money';

export type FeeStructure = CardFeeStructure;

/** WiPay TT basic plan: 3.5 % of the total plus 0.25 USD (converted at the fixed rate). */
export const FEE_PERCENT_TENTHS = CARD_FEE_PERCENT_TENTHS;
export const FEE_FIXED_USD_CENTS = CARD_FEE_FIXED_USD_CENTS;

export interface FeeBreakdown {
  /** The whole processing fee, in cents. */
  feeCents: number;
  /** The part of the fee the customer pays on top of the total. */
  customerFeeCents: number;
  /** The final amount debited from the card. */
  finalCents: number;
}

/** The fixed part of the fee in the payment's currency, in cents (0.25 USD -> 170 TTD cents). */
export function fixedFeeCents(currency: Currency): number {
  return fixedCardFeeCents(CENTS_PER_USD[currency]);
}

/**
 * Fees computed exactly in thousandths of a cent, rounded half up to whole cents once:
 * customer_pay adds the whole fee, split adds half of it, merchant_absorb adds nothing.
 */
export function computeFees(totalCents: number, currency: Currency, structure: FeeStructure): FeeBreakdown {
  const { feeCents, customerFeeCents, chargedCents } = cardFee(totalCents, structure, CENTS_PER_USD[currency]);
  return { feeCents, customerFeeCents, finalCents: chargedCents };
}
