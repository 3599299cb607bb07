import { CENTS_PER_USD, divideHalfUp, type Currency } from './money';

export type FeeStructure = 'customer_pay' | 'merchant_absorb' | 'split';

/** WiPay TT basic plan: 3.5 % of the total plus 0.25 USD (converted at the fixed rate). */
export const FEE_PERCENT_TENTHS = 35; // 3.5 % in tenths of a percent
export const FEE_FIXED_USD_CENTS = 25;

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
  return (FEE_FIXED_USD_CENTS * CENTS_PER_USD[currency]) / 100;
}

/**
 * Fees computed exactly in thousandths of a cent, rounded half up to whole cents once:
 * customer_pay adds the whole fee, split adds half of it, merchant_absorb adds nothing.
 */
export function computeFees(totalCents: number, currency: Currency, structure: FeeStructure): FeeBreakdown {
  const feeMilli = totalCents * FEE_PERCENT_TENTHS + fixedFeeCents(currency) * 1000;
  const feeCents = divideHalfUp(feeMilli, 1000);
  let customerFeeCents = 0;
  if (structure === 'customer_pay') customerFeeCents = feeCents;
  else if (structure === 'split') customerFeeCents = divideHalfUp(feeMilli, 2000);
  return { feeCents, customerFeeCents, finalCents: totalCents + customerFeeCents };
}
