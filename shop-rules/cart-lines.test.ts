// A basket costs the same however it is written: lines of one item split up, repeated or reordered
// price exactly as the one merged line per item (docs/decisions/0021).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemKey, lineOverCap, mergeLines, quantityCap } from './cart-lines';
import { type CartLine, priceCart } from './cart-totals';
import { DEFAULT_MAX_QUANTITY_PER_LINE } from './constants';

const cents = fc.integer({ min: 0, max: 20_000_00 });
const dollars = cents.map((c) => c / 100);
const optionalDollars = fc.oneof(fc.constant(null), fc.constant(0), dollars);

/** One item of a basket: its identity, its price fields, and its units written as one or more lines. */
const item = fc.record({
  ProductNo: fc.integer({ min: 1, max: 6 }),
  ProductSKUNo: fc.constantFrom(null, 11, 12),
  SalesPrice: dollars,
  SalesPrice2: optionalDollars,
  SalesPrice3: optionalDollars,
  SalesPrice5: optionalDollars,
  DiscountPercent: fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 100_00 }).map((h) => h / 100),
  ),
  FreeDelivery: fc.constantFrom(0, 1, null),
  FreeDeliveryQuantity: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 12 })),
  parts: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }),
});
const basket = fc.uniqueArray(item, { selector: (i) => itemKey(i), maxLength: 6 });
const options = fc.record({ deliveryCountryNo: fc.integer({ min: 0, max: 3 }), isPickup: fc.boolean() });
const noVariantSpellings = fc.infiniteStream(fc.constantFrom(null, 0, undefined));

type Item = typeof item extends fc.Arbitrary<infer T> ? T : never;

const sum = (parts: number[]) => parts.reduce((a, b) => a + b, 0);
const asLine = ({ parts: _parts, ...fields }: Item, Quantity: number): CartLine => ({ ...fields, Quantity });

/** Line totals added up per item, as a map from the item's key. */
function totalsPerItem(lines: readonly CartLine[], opts: object) {
  const perItem = new Map<string, number>();
  for (const { line, price } of priceCart(lines, opts).lines) {
    const key = itemKey(line)!;
    perItem.set(key, (perItem.get(key) ?? 0) + price.total);
  }
  return perItem;
}

describe('a basket is priced by the items it holds, not by how its lines are written', () => {
  it('splitting the lines of an item, in any order, changes no total (per item, freight, grand total)', () => {
    fc.assert(
      fc.property(basket, options, fc.infiniteStream(fc.nat()), noVariantSpellings, (items, opts, order, noVariant) => {
        const oneLineEach = items.map((i) => asLine(i, sum(i.parts)));
        // Every part its own line; a product without a variant is written null, 0 or not at all, as clients do.
        const written = items
          .flatMap((i) =>
            i.parts.map((q) => {
              const line = asLine(i, q);
              return i.ProductSKUNo === null ? { ...line, ProductSKUNo: noVariant.next().value } : line;
            }),
          )
          .map((line) => ({ line, rank: order.next().value }))
          .sort((a, b) => a.rank - b.rank)
          .map(({ line }) => line);

        const merged = priceCart(oneLineEach, opts);
        const split = priceCart(written, opts);
        expect(split.totals).toEqual(merged.totals);
        expect(split.lines).toHaveLength(items.length);
        expect(totalsPerItem(written, opts)).toEqual(totalsPerItem(oneLineEach, opts));
      }),
      { numRuns: 300 },
    );
  });

  it('3 lines of 1 of a 25 %-off product cost exactly what 1 line of 3 costs (TT$27,537)', () => {
    const product = { ProductNo: 146, ProductSKUNo: null, SalesPrice: 9999, DiscountPercent: 25 };
    const oneLine = priceCart([{ ...product, Quantity: 3 }]).totals;
    const threeLines = priceCart([1, 1, 1].map((Quantity) => ({ ...product, Quantity }))).totals;
    // 3 × 9,999 − round(9,999 × 25 %) + freight 40: the discount is taken once for the item.
    expect(oneLine).toMatchObject({ ItemTotal: 27_497_00, Freight: 40_00, ItemGrandTotal: 27_537_00, ItemQuantity: 1 });
    expect(threeLines).toEqual(oneLine);
  });
});

describe('merging lines', () => {
  it('keeps the first line of each item, in first-seen order, with the units of all its lines', () => {
    const lines = [
      { ProductNo: 1, ProductSKUNo: null, Quantity: 2, tag: 'a' },
      { ProductNo: 2, ProductSKUNo: 7, Quantity: 1, tag: 'b' },
      { ProductNo: 1, ProductSKUNo: 0, Quantity: 3, tag: 'c' },
      { ProductNo: 2, ProductSKUNo: 8, Quantity: 4, tag: 'd' },
      { ProductNo: 2, ProductSKUNo: 7, Quantity: 5, tag: 'e' },
    ];
    expect(mergeLines(lines)).toEqual([
      { ProductNo: 1, ProductSKUNo: null, Quantity: 5, tag: 'a' },
      { ProductNo: 2, ProductSKUNo: 7, Quantity: 6, tag: 'b' },
      { ProductNo: 2, ProductSKUNo: 8, Quantity: 4, tag: 'd' },
    ]);
  });

  it('never merges lines that name no product', () => {
    expect(mergeLines([{ Quantity: 1 }, { Quantity: 2 }])).toEqual([{ Quantity: 1 }, { Quantity: 2 }]);
  });
});

describe('the cap on units per item', () => {
  it('is 20 unless the shop set a whole number from 1 to 999', () => {
    expect(DEFAULT_MAX_QUANTITY_PER_LINE).toBe(20);
    expect([quantityCap(5), quantityCap(1), quantityCap(999)]).toEqual([5, 1, 999]);
    for (const bad of [undefined, null, 0, -3, 2.5, 1000, '5', Number.NaN]) expect(quantityCap(bad)).toBe(20);
  });

  it('finds the first merged line above it', () => {
    const merged = mergeLines([
      { ProductNo: 1, Quantity: 20 },
      { ProductNo: 2, Quantity: 15 },
      { ProductNo: 2, Quantity: 6 },
    ]);
    expect(lineOverCap(merged, 20)).toEqual({ ProductNo: 2, Quantity: 21 });
    expect(lineOverCap(merged, 21)).toBeUndefined();
  });
});
