// Properties that properties.test.ts does not state: a bundle price is used as is exactly at 2, 3
// and 5 units and never at any other quantity; a rate comes from the largest priced bundle below the
// quantity; freight follows the section 2 table; a cart's totals do not depend on the order of its lines.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartLine, priceCart } from './cart-totals';
import { type PricedItem, priceLine } from './pricing';

const cents = fc.integer({ min: 0, max: 5_000_00 });
const dollars = cents.map((c) => c / 100);
const optional = fc.oneof(fc.constant(null), fc.constant(undefined), fc.constant(0), dollars);
const item: fc.Arbitrary<PricedItem> = fc.record({
  SalesPrice: dollars,
  SalesPrice2: optional,
  SalesPrice3: optional,
  SalesPrice5: optional,
  DiscountPercent: fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 100_00 }).map((h) => h / 100),
  ),
  FreeDelivery: fc.constantFrom(0, 1, null),
  FreeDeliveryQuantity: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 12 })),
});
const quantity = fc.integer({ min: 1, max: 500 });
const bundleCents = (i: PricedItem, size: 2 | 3 | 5) => {
  const v = size === 2 ? i.SalesPrice2 : size === 3 ? i.SalesPrice3 : i.SalesPrice5;
  return v == null ? 0 : Math.round(Number(v) * 100);
};

describe('bundle prices', () => {
  it('are the line total as is only at exactly 2, 3 and 5 units', () => {
    fc.assert(
      fc.property(item, quantity, (i, q) => {
        const price = priceLine(i, q);
        if (price.rule === 'bundle') {
          expect([2, 3, 5]).toContain(q);
          expect(price.bundleSize).toBe(q);
          expect(price.total).toBe(bundleCents(i, q as 2 | 3 | 5));
        } else if (q === 2 || q === 3 || q === 5) {
          expect(bundleCents(i, q)).toBe(0);
        }
      }),
    );
  });

  it('give their rate to larger quantities: the largest priced bundle below q, rounded to a whole dollar', () => {
    fc.assert(
      fc.property(item, quantity, (i, q) => {
        const price = priceLine(i, q);
        fc.pre(!(q === 2 || q === 3 || q === 5) || bundleCents(i, q) === 0);
        const size = ([5, 3, 2] as const).find((s) => q > s && bundleCents(i, s) > 0);
        if (size === undefined) {
          expect(price.rule).toBe('unit');
          return;
        }
        expect(price).toMatchObject({ rule: 'bundle-rate', bundleSize: size, discount: 0 });
        // |total − bundle / size × q| ≤ 0.50, and whole dollars
        const exactTimesSize = bundleCents(i, size) * q;
        expect(Math.abs(price.total * size - exactTimesSize)).toBeLessThanOrEqual(50 * size);
        expect(price.total % 100).toBe(0);
      }),
    );
  });
});

describe('cart', () => {
  const line: fc.Arbitrary<CartLine> = fc.tuple(item, quantity).map(([i, Quantity]) => ({ ...i, Quantity }));
  const lines = fc.array(line, { maxLength: 6 });
  const country = fc.integer({ min: 0, max: 3 });

  it('freight follows the table: pickup 0, empty 40, Trinidad 40/0, Tobago 60/30', () => {
    fc.assert(
      fc.property(lines, country, fc.boolean(), (ls, deliveryCountryNo, isPickup) => {
        const { totals, lines: priced } = priceCart(ls, { deliveryCountryNo, isPickup });
        const free = priced.some(({ price }) => price.freeDelivery);
        const expected = isPickup
          ? 0
          : ls.length === 0
            ? 40_00
            : deliveryCountryNo === 1
              ? free
                ? 0
                : 40_00
              : free
                ? 30_00
                : 60_00;
        expect(totals.Freight).toBe(expected);
        expect(totals.ItemGrandTotal).toBe(totals.ItemTotal + totals.Freight);
        expect(Number.isSafeInteger(totals.ItemGrandTotal) && totals.ItemGrandTotal >= 0).toBe(true);
      }),
    );
  });

  it('the order of the lines changes no total', () => {
    fc.assert(
      fc.property(lines, country, fc.boolean(), (ls, deliveryCountryNo, isPickup) => {
        const forward = priceCart(ls, { deliveryCountryNo, isPickup }).totals;
        const backward = priceCart([...ls].reverse(), { deliveryCountryNo, isPickup }).totals;
        expect(backward).toEqual(forward);
      }),
    );
  });
});
