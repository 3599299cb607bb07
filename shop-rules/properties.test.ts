import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartLine, priceCart } from './cart-totals';
import { formatTT, fromCents, parseTT, roundDollarsHalfUp, toCents } from './money';
import { lineTotal, type PricedItem, priceLine } from './pricing';

const cents = fc.integer({ min: 0, max: 5_000_00 });
/** A cents amount as the API (dollar number) or the database (numeric text) would send it. */
const dollars = (amount: fc.Arbitrary<number>) =>
  fc.oneof(
    amount.map((c) => c / 100),
    amount.map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`),
  );
const optionalDollars = fc.oneof(fc.constant(null), fc.constant(undefined), fc.constant(0), dollars(cents));

const item: fc.Arbitrary<PricedItem> = fc.record({
  SalesPrice: dollars(cents),
  SalesPrice2: optionalDollars,
  SalesPrice3: optionalDollars,
  SalesPrice5: optionalDollars,
  DiscountPercent: fc.oneof(fc.constant(null), dollars(fc.integer({ min: 0, max: 150_00 }))),
  FreeDelivery: fc.constantFrom(0, 1, true, false, null),
  FreeDeliveryQuantity: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 12 })),
});
const quantity = fc.integer({ min: 1, max: 1000 });
const cartLine: fc.Arbitrary<CartLine> = fc.tuple(item, quantity).map(([i, Quantity]) => ({ ...i, Quantity }));

const inCents = (amount: PricedItem['SalesPrice']) => (amount == null ? 0 : toCents(amount));

describe('line pricing properties', () => {
  it('a line total is whole cents and never negative', () => {
    fc.assert(
      fc.property(item, quantity, (i, q) => {
        const price = priceLine(i, q);
        expect(Number.isSafeInteger(price.total)).toBe(true);
        expect(price.total).toBeGreaterThanOrEqual(0);
        expect(price.discount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the unit rule is price × q less the discount; rate rules give whole dollars', () => {
    fc.assert(
      fc.property(item, quantity, (i, q) => {
        const price = priceLine(i, q);
        if (price.rule === 'unit') expect(price.total).toBe(price.unitPrice * q - price.discount);
        if (price.rule === 'bundle-rate') expect(price.total % 100).toBe(0);
      }),
    );
  });

  it('a bundle price above 0 is the total at exactly 2, 3 and 5 units', () => {
    fc.assert(
      fc.property(item, fc.constantFrom(2, 3, 5), (i, q) => {
        const bundle = inCents(q === 2 ? i.SalesPrice2 : q === 3 ? i.SalesPrice3 : i.SalesPrice5);
        fc.pre(bundle > 0);
        expect(priceLine(i, q)).toMatchObject({ total: bundle, rule: 'bundle', bundleSize: q });
      }),
    );
  });

  it('without bundle prices, more units never cost less', () => {
    fc.assert(
      fc.property(item, quantity, (i, q) => {
        const unitOnly = { ...i, SalesPrice2: null, SalesPrice3: null, SalesPrice5: null };
        expect(lineTotal(unitOnly, q + 1)).toBeGreaterThanOrEqual(lineTotal(unitOnly, q));
      }),
    );
  });

  it('from 6 units on with a price for 5, more units never cost less', () => {
    fc.assert(
      fc.property(item, fc.integer({ min: 6, max: 1000 }), (i, q) => {
        fc.pre(inCents(i.SalesPrice5) > 0);
        expect(lineTotal(i, q + 1)).toBeGreaterThanOrEqual(lineTotal(i, q));
      }),
    );
  });
});

describe('cart properties', () => {
  const options = fc.record({
    deliveryCountryNo: fc.integer({ min: 0, max: 3 }),
    isPickup: fc.boolean(),
    fromSocialSite: fc.boolean(),
  });

  it('grand total = items + freight, all whole cents, never negative', () => {
    fc.assert(
      fc.property(fc.array(cartLine, { maxLength: 8 }), options, (lines, opts) => {
        const { lines: priced, totals } = priceCart(lines, opts);
        expect(totals.ItemGrandTotal).toBe(totals.ItemTotal + totals.Freight);
        expect(totals.ItemTotal).toBe(priced.reduce((sum, { price }) => sum + price.total, 0));
        for (const amount of [totals.ItemTotal, totals.Freight, totals.ItemGrandTotal]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect([0, 30_00, 40_00, 60_00]).toContain(totals.Freight);
        expect(totals.ItemQuantity).toBe(lines.length);
        expect(totals.FreeDelivery).toBe(priced.some(({ price }) => price.freeDelivery));
      }),
    );
  });
});

describe('money properties', () => {
  const anyCents = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

  it('formatTT and parseTT round-trip', () => {
    fc.assert(
      fc.property(anyCents, (c) => {
        expect(parseTT(formatTT(c))).toBe(c);
      }),
    );
  });

  it('fromCents and toCents round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (c) => {
        expect(toCents(fromCents(c))).toBe(c);
        expect(toCents(String(fromCents(c)))).toBe(c);
      }),
    );
  });

  it('rounds to the same whole dollar as exact big-integer arithmetic', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 10_000 }), (n, d) => {
        // floor((n/d + 50) / 100) in BigInt
        const num = BigInt(n) + 50n * BigInt(d);
        const den = 100n * BigInt(d);
        const floor = num >= 0n ? num / den : -((-num + den - 1n) / den);
        expect(roundDollarsHalfUp(n, d)).toBe(Number(floor * 100n));
      }),
    );
  });
});
