import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFee, cardFeeRule, fixedCardFeeCents } from './card-fee';

describe('the card fee', () => {
  it('is 3.5 % + TT$1.70, rounded half up once', () => {
    expect(fixedCardFeeCents()).toBe(170);
    // TT$429.00 is charged TT$445.72 when the shopper pays the fee (15.015 + 1.70 = 16.715).
    expect(cardFee(42900, 'customer_pay')).toEqual({ feeCents: 1672, customerFeeCents: 1672, chargedCents: 44572 });
    expect(cardFee(42900, 'split')).toEqual({ feeCents: 1672, customerFeeCents: 836, chargedCents: 43736 });
    expect(cardFee(42900, 'merchant_absorb')).toEqual({ feeCents: 1672, customerFeeCents: 0, chargedCents: 42900 });
    expect(cardFee(133900, 'customer_pay').chargedCents).toBe(138757);
  });

  it('never charges less than the total, and split pays at most the whole fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (total) => {
        const whole = cardFee(total, 'customer_pay');
        const half = cardFee(total, 'split');
        expect(whole.chargedCents).toBe(total + whole.feeCents);
        expect(half.customerFeeCents).toBeLessThanOrEqual(whole.feeCents);
        expect(Math.abs(2 * half.customerFeeCents - whole.feeCents)).toBeLessThanOrEqual(1);
        expect(cardFee(total, 'merchant_absorb').chargedCents).toBe(total);
      }),
    );
  });

  it('says who pays in words', () => {
    expect(cardFeeRule('customer_pay')).toBe('3.5 % + TT$1.70, paid by you');
    expect(cardFeeRule('split')).toBe('half of 3.5 % + TT$1.70, paid by you');
    expect(cardFeeRule('merchant_absorb')).toBe('no card fee for you: the shop pays it');
  });
});
