import { describe, expect, it } from 'vitest';
import { computeFees, fixedFeeCents } from './fees';
import { centsToAmount, formatCents, parseAmountToCents } from './money';

describe('fees', () => {
  it('converts the fixed 0.25 USD at 6.80 TTD per USD', () => {
    expect(fixedFeeCents('TTD')).toBe(170);
    expect(fixedFeeCents('USD')).toBe(25);
  });

  it.each([
    // total cents, currency, structure, fee, customer fee, final
    [10000, 'TTD', 'customer_pay', 520, 520, 10520],
    [10000, 'TTD', 'split', 520, 260, 10260],
    [10000, 'TTD', 'merchant_absorb', 520, 0, 10000],
    [9999, 'TTD', 'customer_pay', 520, 520, 10519],
    [9999, 'TTD', 'split', 520, 260, 10259],
    [100, 'USD', 'customer_pay', 29, 29, 129], // 3.5 + 25 = 28.5 cents, rounded half up
    [100, 'USD', 'split', 29, 14, 114], // 14.25 cents
    [129900, 'TTD', 'customer_pay', 4717, 4717, 134617], // 4546.5 + 170 = 4716.5 -> 4717
    [129900, 'TTD', 'split', 4717, 2358, 132258], // 2358.25
  ] as const)('%i %s %s', (total, currency, structure, fee, customerFee, final) => {
    expect(computeFees(total, currency, structure)).toEqual({
      feeCents: fee,
      customerFeeCents: customerFee,
      finalCents: final,
    });
  });
});

describe('money', () => {
  it('parses and formats amounts in cents', () => {
    expect(parseAmountToCents('105.20')).toBe(10520);
    expect(parseAmountToCents('0.99')).toBe(99);
    expect(parseAmountToCents('1.5')).toBeNull();
    expect(centsToAmount(10520)).toBe('105.20');
    expect(centsToAmount(7)).toBe('0.07');
    expect(formatCents(123456789)).toBe('1,234,567.89');
  });
});
