// Worked examples for the pricing rules of docs/product.md#line-pricing that pricing.test.ts and
// cart-totals.test.ts leave out: each bundle price alone with and without a discount, a discount with
// no bundle at all, and whole carts with the free-delivery quantity reached or not, to Trinidad, to
// Tobago, for pickup and empty. Every expected amount is worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { type CartLine, cartTotals } from './cart-totals';
import { lineTotal, type PricedItem, priceLine } from './pricing';

const lineTable: { name: string; item: PricedItem; totals: number[] }[] = [
  {
    // 50 × q − round(50 × 10%) = 50q − 5
    name: 'a 10% discount and no bundle price',
    item: { SalesPrice: 50, DiscountPercent: 10 },
    totals: [45_00, 95_00, 145_00, 195_00, 245_00, 295_00, 345_00, 395_00, 445_00, 495_00, 545_00, 595_00],
  },
  {
    // q1: 40 − 8; q2: 75 (the discount is not taken); q ≥ 3: 37.50 × q rounded half up (112.5 → 113, 187.5 → 188 …)
    name: 'only a price for 2, with a 20% discount',
    item: { SalesPrice: 40, SalesPrice2: 75, DiscountPercent: 20 },
    totals: [32_00, 75_00, 113_00, 150_00, 188_00, 225_00, 263_00, 300_00, 338_00, 375_00, 413_00, 450_00],
  },
  {
    // q1, q2: 10 × q; q3: 25; q ≥ 4: 25/3 × q (33.33 → 33, 41.67 → 42, 58.33 → 58, 66.67 → 67 …)
    name: 'only a price for 3, no discount',
    item: { SalesPrice: 10, SalesPrice3: 25 },
    totals: [10_00, 20_00, 25_00, 33_00, 42_00, 50_00, 58_00, 67_00, 75_00, 83_00, 92_00, 100_00],
  },
  {
    // q1–q4: 25q − round(2.5) = 25q − 3; q5: 110; q ≥ 6: 22 × q
    name: 'only a price for 5, with a 10% discount that rounds half up',
    item: { SalesPrice: 25, SalesPrice5: 110, DiscountPercent: 10 },
    totals: [22_00, 47_00, 72_00, 97_00, 110_00, 132_00, 154_00, 176_00, 198_00, 220_00, 242_00, 264_00],
  },
  {
    // q1: 30 − round(1.5) = 28; q2: 55; q3: 80; q ≥ 4: 80/3 × q (106.67 → 107, 133.33 → 133 …); the pair rate is never used past 3
    name: 'prices for 2 and 3, with a 5% discount',
    item: { SalesPrice: 30, SalesPrice2: 55, SalesPrice3: 80, DiscountPercent: 5 },
    totals: [28_00, 55_00, 80_00, 107_00, 133_00, 160_00, 187_00, 213_00, 240_00, 267_00, 293_00, 320_00],
  },
  {
    // the flag changes freight, never the line total
    name: 'free delivery and no bundle price',
    item: { SalesPrice: 12.5, FreeDelivery: 1 },
    totals: [12_50, 25_00, 37_50, 50_00, 62_50, 75_00, 87_50, 100_00, 112_50, 125_00, 137_50, 150_00],
  },
];

describe('more line totals for quantities 1 to 12', () => {
  for (const { name, item, totals } of lineTable) {
    it(name, () => {
      expect(totals.map((_, i) => lineTotal(item, i + 1))).toEqual(totals);
    });
  }

  it('a bundle price is used as is only at its own quantity', () => {
    const item: PricedItem = { SalesPrice: 30, SalesPrice2: 55, SalesPrice3: 80, DiscountPercent: 5 };
    expect([1, 2, 3, 4, 5, 6].map((q) => priceLine(item, q).rule)).toEqual([
      'unit',
      'bundle',
      'bundle',
      'bundle-rate',
      'bundle-rate',
      'bundle-rate',
    ]);
    expect([4, 5, 6].map((q) => priceLine(item, q).bundleSize)).toEqual([3, 3, 3]);
  });
});

describe('cart totals, worked through', () => {
  // 20 a unit, free delivery from 3 units; plus a plain 100 line
  const rice = (Quantity: number): CartLine => ({ SalesPrice: 20, FreeDeliveryQuantity: 3, Quantity });
  const lamp: CartLine = { SalesPrice: 100, Quantity: 1 };
  const fan: CartLine = { SalesPrice: 300, FreeDelivery: 1, Quantity: 1 };
  const trinidad = { deliveryCountryNo: 1 };
  const tobago = { deliveryCountryNo: 2 };
  const pickup = { deliveryCountryNo: 1, isPickup: true };

  const table: { name: string; lines: CartLine[]; options: object; items: number; freight: number; free: boolean }[] = [
    {
      name: 'free-delivery quantity not reached, Trinidad',
      lines: [rice(2), lamp],
      options: trinidad,
      items: 140_00,
      freight: 40_00,
      free: false,
    },
    {
      name: 'free-delivery quantity not reached, Tobago',
      lines: [rice(2), lamp],
      options: tobago,
      items: 140_00,
      freight: 60_00,
      free: false,
    },
    {
      name: 'free-delivery quantity not reached, pickup',
      lines: [rice(2), lamp],
      options: pickup,
      items: 140_00,
      freight: 0,
      free: false,
    },
    {
      name: 'free-delivery quantity reached, Trinidad',
      lines: [rice(3), lamp],
      options: trinidad,
      items: 160_00,
      freight: 0,
      free: true,
    },
    {
      name: 'free-delivery quantity reached, Tobago',
      lines: [rice(3), lamp],
      options: tobago,
      items: 160_00,
      freight: 30_00,
      free: true,
    },
    {
      name: 'free-delivery quantity reached, pickup',
      lines: [rice(3), lamp],
      options: pickup,
      items: 160_00,
      freight: 0,
      free: true,
    },
    {
      name: 'free-delivery quantity passed, Tobago',
      lines: [rice(12)],
      options: tobago,
      items: 240_00,
      freight: 30_00,
      free: true,
    },
    {
      name: 'free-delivery flag, Trinidad',
      lines: [fan, lamp],
      options: trinidad,
      items: 400_00,
      freight: 0,
      free: true,
    },
    {
      name: 'free-delivery flag, Tobago',
      lines: [fan, lamp],
      options: tobago,
      items: 400_00,
      freight: 30_00,
      free: true,
    },
    {
      name: 'no free delivery, Tobago as any country but 1',
      lines: [lamp],
      options: { deliveryCountryNo: 7 },
      items: 100_00,
      freight: 60_00,
      free: false,
    },
    { name: 'empty, Trinidad', lines: [], options: trinidad, items: 0, freight: 40_00, free: false },
    { name: 'empty, Tobago', lines: [], options: tobago, items: 0, freight: 40_00, free: false },
    { name: 'empty, pickup', lines: [], options: pickup, items: 0, freight: 0, free: false },
  ];

  for (const { name, lines, options, items, freight, free } of table) {
    it(name, () => {
      expect(cartTotals(lines, options)).toMatchObject({
        ItemQuantity: lines.length,
        ItemTotal: items,
        Freight: freight,
        ItemGrandTotal: items + freight,
        FreeDelivery: free,
      });
    });
  }
});
