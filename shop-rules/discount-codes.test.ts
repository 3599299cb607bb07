import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DiscountLine,
  type DiscountTerms,
  normaliseCode,
  priceDiscount,
  totalAfterDiscount,
} from './discount-codes';
import {
  CODE_NO_ITEMS,
  CODE_SWITCHED_OFF,
  CODE_USED_BY_MOBILE,
  CODE_USED_UP,
  codeBelowMinimum,
  codeExpired,
  codeNotYet,
} from './messages/discounts';

const terms = (over: Partial<DiscountTerms> = {}): DiscountTerms => ({
  code: 'SAVE10',
  kind: 'percent',
  percentHundredths: 1000,
  amountOff: 0,
  minimumOrder: 0,
  startsOn: null,
  endsOn: null,
  active: true,
  categoryNos: [],
  productNos: [],
  ...over,
});
const basket = (lines: DiscountLine[], freight = 4000, today = '2026-11-25') => ({ lines, freight, today });
const line = (total: number, productNo = 1, categoryNo: number | null = 1): DiscountLine => ({
  productNo,
  categoryNo,
  total,
});

describe('discount codes', () => {
  it('10 % with a TT$500 minimum: refused under it, 10 % to the cent at it and above', () => {
    const t = terms({ minimumOrder: 500_00 });
    expect(priceDiscount(t, basket([line(499_99)]))).toEqual({
      applies: false,
      code: 'SAVE10',
      reason: codeBelowMinimum(500_00),
    });
    expect(priceDiscount(t, basket([line(500_00)]))).toMatchObject({ applies: true, discount: 50_00 });
    expect(priceDiscount(t, basket([line(300_05), line(250_00, 2)]))).toMatchObject({ discount: 55_01 });
    expect(codeBelowMinimum(500_00)).toContain('TT$500.00');
  });

  it('a fixed amount never takes more than the goods it applies to', () => {
    const t = terms({ kind: 'amount', amountOff: 100_00 });
    expect(priceDiscount(t, basket([line(60_00)]))).toMatchObject({ discount: 60_00 });
    expect(priceDiscount(t, basket([line(160_00)]))).toMatchObject({ discount: 100_00 });
  });

  it('free delivery takes the freight off', () => {
    const t = terms({ kind: 'free-delivery' });
    expect(priceDiscount(t, basket([line(10_00)], 6000))).toMatchObject({ discount: 6000, kind: 'free-delivery' });
    expect(priceDiscount(t, basket([line(10_00)], 0))).toMatchObject({ discount: 0 });
  });

  it('only the chosen categories and products count', () => {
    const t = terms({ categoryNos: [7], productNos: [42] });
    const result = priceDiscount(t, basket([line(100_00, 1, 7), line(200_00, 42, 3), line(400_00, 9, 3)]));
    expect(result).toMatchObject({ applies: true, eligibleTotal: 300_00, discount: 30_00 });
    expect(priceDiscount(t, basket([line(400_00, 9, 3)]))).toMatchObject({ reason: CODE_NO_ITEMS });
  });

  it('dates are whole days in the shop calendar, both ends included', () => {
    const t = terms({ startsOn: '2026-11-20', endsOn: '2026-11-30' });
    expect(priceDiscount(t, basket([line(10_00)], 0, '2026-11-19'))).toMatchObject({
      reason: codeNotYet('2026-11-20'),
    });
    expect(priceDiscount(t, basket([line(10_00)], 0, '2026-11-20'))).toMatchObject({ applies: true });
    expect(priceDiscount(t, basket([line(10_00)], 0, '2026-11-30'))).toMatchObject({ applies: true });
    expect(priceDiscount(t, basket([line(10_00)], 0, '2026-12-01'))).toMatchObject({
      reason: codeExpired('2026-11-30'),
    });
  });

  it('switched off, used up, used up by this mobile', () => {
    const b = basket([line(10_00)]);
    const uses = { usesLimit: 10, uses: 3, perMobileLimit: 1, mobileUses: 0 };
    expect(priceDiscount(terms({ active: false }), b)).toMatchObject({ reason: CODE_SWITCHED_OFF });
    expect(priceDiscount(terms(), b, { ...uses, uses: 10 })).toMatchObject({ reason: CODE_USED_UP });
    expect(priceDiscount(terms(), b, { ...uses, mobileUses: 1 })).toMatchObject({ reason: CODE_USED_BY_MOBILE });
    expect(priceDiscount(terms(), b, uses)).toMatchObject({ applies: true });
  });

  it('codes are compared in capitals', () => {
    expect(normaliseCode('  save10 ')).toBe('SAVE10');
  });
});

const cents = fc.integer({ min: 0, max: 2_000_000_00 });
const lines = fc.array(
  fc.record({
    productNo: fc.integer({ min: 1, max: 20 }),
    categoryNo: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 5 })),
    total: cents,
  }),
  { maxLength: 20 },
);
const anyTerms = fc.record({
  code: fc.constant('CODE'),
  kind: fc.constantFrom('percent' as const, 'amount' as const, 'free-delivery' as const),
  percentHundredths: fc.integer({ min: 1, max: 10_000 }),
  amountOff: cents,
  minimumOrder: fc.integer({ min: 0, max: 1_000_00 }),
  startsOn: fc.constant(null),
  endsOn: fc.constant(null),
  active: fc.constant(true),
  categoryNos: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
  productNos: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 3 }),
});

describe('discount code properties', () => {
  it('whole cents, never negative, never more than the goods (or the freight) it applies to', () => {
    fc.assert(
      fc.property(anyTerms, lines, fc.integer({ min: 0, max: 100_00 }), (t, ls, freight) => {
        const result = priceDiscount(t, { lines: ls, freight, today: '2026-11-25' });
        if (!result.applies) return;
        const goods = ls.reduce((s, l) => s + l.total, 0);
        expect(Number.isSafeInteger(result.discount)).toBe(true);
        expect(result.discount).toBeGreaterThanOrEqual(0);
        if (t.kind === 'free-delivery') expect(result.discount).toBe(freight);
        else {
          expect(result.discount).toBeLessThanOrEqual(result.eligibleTotal);
          expect(result.discount).toBeLessThanOrEqual(goods);
        }
        expect(totalAfterDiscount(goods, freight, result.discount)).toBe(goods + freight - result.discount);
      }),
    );
  });

  it('a percentage is the eligible total times the percent, rounded half up to the cent', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 10_000 }), (total, hundredths) => {
        const result = priceDiscount(terms({ percentHundredths: hundredths }), basket([line(total)]));
        if (total === 0) {
          expect(result.applies).toBe(false);
          return;
        }
        const exact = (BigInt(total) * BigInt(hundredths)) % 10_000n;
        const floor = Number((BigInt(total) * BigInt(hundredths)) / 10_000n);
        expect(result).toMatchObject({ discount: exact >= 5_000n ? floor + 1 : floor });
      }),
    );
  });
});
