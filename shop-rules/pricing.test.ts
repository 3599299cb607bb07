import { describe, expect, it } from 'vitest';
import {
  lineDiscount,
  lineHasFreeDelivery,
  lineTotal,
  offersFreeDelivery,
  type PricedItem,
  pricedLineDiscount,
  priceLine,
} from './pricing';

// Expected totals worked out by hand, in cents, for quantities 1 to 12.
const plain: PricedItem = { SalesPrice: 100 };
const allBundles: PricedItem = {
  SalesPrice: 100,
  SalesPrice2: 190,
  SalesPrice3: 280,
  SalesPrice5: 442,
  DiscountPercent: 10,
};
const pairOnly: PricedItem = { SalesPrice: 100, SalesPrice2: 185, SalesPrice3: 0, SalesPrice5: null };
const threeOnly: PricedItem = { SalesPrice: 90, SalesPrice3: 250, DiscountPercent: 5 };
const fiveOnly: PricedItem = { SalesPrice: 99.99, SalesPrice5: 437.5 };
const pairAndFive: PricedItem = { SalesPrice: 100, SalesPrice2: 190, SalesPrice5: 450 };

const table: { name: string; item: PricedItem; totals: number[] }[] = [
  {
    name: 'no bundle prices, no discount: price × q',
    item: plain,
    totals: [100_00, 200_00, 300_00, 400_00, 500_00, 600_00, 700_00, 800_00, 900_00, 1000_00, 1100_00, 1200_00],
  },
  {
    // q1: 100 − 10; q4: 280/3×4 = 373.33; q6: 442/5×6 = 530.4; q7 618.8; q8 707.2; q9 795.6; q11 972.4; q12 1060.8
    name: 'all bundle prices and a 10% discount',
    item: allBundles,
    totals: [90_00, 190_00, 280_00, 373_00, 442_00, 530_00, 619_00, 707_00, 796_00, 884_00, 972_00, 1061_00],
  },
  {
    // q3: 185/2×3 = 277.5 → 278 (half up); q5: 462.5 → 463; q7 647.5; q9 832.5; q11 1017.5
    name: 'only a price for 2',
    item: pairOnly,
    totals: [100_00, 185_00, 278_00, 370_00, 463_00, 555_00, 648_00, 740_00, 833_00, 925_00, 1018_00, 1110_00],
  },
  {
    // q1: 90 − round(4.5) = 85; q2: 180 − 5 (discount once per line); q4: 333.33; q5: 416.67; q7 583.33; q8 666.67; q10 833.33; q11 916.67
    name: 'only a price for 3, with a 5% discount',
    item: threeOnly,
    totals: [85_00, 175_00, 250_00, 333_00, 417_00, 500_00, 583_00, 667_00, 750_00, 833_00, 917_00, 1000_00],
  },
  {
    // 87.50 a unit from 6 on: q7 612.5 → 613; q9 787.5 → 788; q11 962.5 → 963
    name: 'only a price for 5, cents in the unit price',
    item: fiveOnly,
    totals: [99_99, 199_98, 299_97, 399_96, 437_50, 525_00, 613_00, 700_00, 788_00, 875_00, 963_00, 1050_00],
  },
  {
    // no price for 3: q3 and q4 use the pair rate 95; from 6 the rate of 5 is 90
    name: 'prices for 2 and 5 only',
    item: pairAndFive,
    totals: [100_00, 190_00, 285_00, 380_00, 450_00, 540_00, 630_00, 720_00, 810_00, 900_00, 990_00, 1080_00],
  },
];

describe('line total for quantities 1 to 12', () => {
  for (const { name, item, totals } of table) {
    it(name, () => {
      expect(totals.map((_, i) => lineTotal(item, i + 1))).toEqual(totals);
    });
  }
});

describe('which rule priced the line', () => {
  it('names the bundle and its size', () => {
    expect(priceLine(allBundles, 1)).toMatchObject({
      rule: 'unit',
      bundleSize: null,
      discount: 10_00,
      unitPrice: 100_00,
    });
    expect(priceLine(allBundles, 2)).toMatchObject({ rule: 'bundle', bundleSize: 2, discount: 0 });
    expect(priceLine(allBundles, 3)).toMatchObject({ rule: 'bundle', bundleSize: 3 });
    expect(priceLine(allBundles, 4)).toMatchObject({ rule: 'bundle-rate', bundleSize: 3 });
    expect(priceLine(allBundles, 5)).toMatchObject({ rule: 'bundle', bundleSize: 5 });
    expect(priceLine(allBundles, 9)).toMatchObject({ rule: 'bundle-rate', bundleSize: 5 });
    expect(priceLine(pairOnly, 5)).toMatchObject({ rule: 'bundle-rate', bundleSize: 2, total: 463_00 });
  });

  it('ignores the discount under bundle rules', () => {
    expect(priceLine(allBundles, 2)).toMatchObject({ total: 190_00, discount: 0 });
  });
});

describe('discount', () => {
  it('is taken once per line, not per unit', () => {
    expect(lineTotal({ SalesPrice: 100, DiscountPercent: 10 }, 12)).toBe(1190_00);
  });

  it('is rounded to a whole dollar, half up', () => {
    // 12.50 × 15% = 1.875 → 2
    const item: PricedItem = { SalesPrice: '12.50', DiscountPercent: '15.00' };
    expect([1, 2, 3, 4, 12].map((q) => lineTotal(item, q))).toEqual([10_50, 23_00, 35_50, 48_00, 148_00]);
    expect(priceLine(item, 1).discount).toBe(2_00);
    // 100 × 12.5% = 12.5 → 13
    expect(lineTotal({ SalesPrice: 100, DiscountPercent: 12.5 }, 1)).toBe(87_00);
  });

  it('never takes a line below zero', () => {
    // 5 × 150% = 7.5 → 8
    const item: PricedItem = { SalesPrice: 5, DiscountPercent: 150 };
    expect(priceLine(item, 1)).toMatchObject({ total: 0, discount: 5_00 });
    expect(priceLine(item, 2)).toMatchObject({ total: 2_00, discount: 8_00 });
  });
});

describe('amounts as they arrive', () => {
  it('reads PostgreSQL numeric text exactly', () => {
    expect(lineTotal({ SalesPrice: '1299.00', SalesPrice2: '2400.00' }, 2)).toBe(2400_00);
    expect(lineTotal({ SalesPrice: '0.10' }, 3)).toBe(30);
  });

  it('treats missing, null and zero bundle prices as absent', () => {
    expect(lineTotal({ SalesPrice: 10, SalesPrice2: 0, SalesPrice3: null, SalesPrice5: undefined }, 5)).toBe(50_00);
    expect(lineTotal({ SalesPrice: null }, 3)).toBe(0);
  });

  it('adds 0.1 and 0.2 without float drift', () => {
    expect(lineTotal({ SalesPrice: 0.1 }, 3)).toBe(30);
    expect(lineTotal({ SalesPrice: 0.7 }, 3)).toBe(2_10);
  });
});

describe('bad input', () => {
  it('refuses quantities that are not whole numbers of at least 1', () => {
    for (const q of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => priceLine(plain, q)).toThrow(RangeError);
    }
  });

  it('refuses negative prices and discounts', () => {
    expect(() => priceLine({ SalesPrice: -1 }, 1)).toThrow(RangeError);
    expect(() => priceLine({ SalesPrice: 1, DiscountPercent: -5 }, 1)).toThrow(RangeError);
  });
});

describe('free delivery', () => {
  const fromThree: PricedItem = { SalesPrice: 50, FreeDeliveryQuantity: 3 };

  it('starts when the free-delivery quantity is reached', () => {
    expect([1, 2, 3, 4, 10].map((q) => lineHasFreeDelivery(fromThree, q))).toEqual([false, false, true, true, true]);
    expect(priceLine(fromThree, 3).freeDelivery).toBe(true);
    expect(priceLine(fromThree, 2).freeDelivery).toBe(false);
  });

  it('needs a free-delivery quantity above 1', () => {
    expect(lineHasFreeDelivery({ SalesPrice: 50, FreeDeliveryQuantity: 1 }, 5)).toBe(false);
    expect(lineHasFreeDelivery({ SalesPrice: 50, FreeDeliveryQuantity: 0 }, 5)).toBe(false);
    expect(lineHasFreeDelivery({ SalesPrice: 50, FreeDeliveryQuantity: null }, 5)).toBe(false);
  });

  it('is always on with the FreeDelivery flag, as 1 or true', () => {
    expect(lineHasFreeDelivery({ SalesPrice: 50, FreeDelivery: 1 }, 1)).toBe(true);
    expect(lineHasFreeDelivery({ SalesPrice: 50, FreeDelivery: true }, 1)).toBe(true);
    expect(lineHasFreeDelivery({ SalesPrice: 50, FreeDelivery: 0 }, 1)).toBe(false);
    expect(lineHasFreeDelivery({ SalesPrice: 50, FreeDelivery: false, FreeDeliveryQuantity: 2 }, 2)).toBe(true);
  });

  it('shows the badge for the flag or a quantity above 1', () => {
    expect(offersFreeDelivery({ SalesPrice: 1, FreeDelivery: 1 })).toBe(true);
    expect(offersFreeDelivery({ SalesPrice: 1, FreeDeliveryQuantity: 2 })).toBe(true);
    expect(offersFreeDelivery({ SalesPrice: 1, FreeDeliveryQuantity: 1 })).toBe(false);
  });
});

describe('monotonicity', () => {
  it('does not hold in general: a cheap price for 5 makes 5 units cost less than 4', () => {
    const item: PricedItem = { SalesPrice: 100, SalesPrice3: 300, SalesPrice5: 100 };
    expect(lineTotal(item, 4)).toBe(400_00);
    expect(lineTotal(item, 5)).toBe(100_00);
  });
});

describe('the discount a line shows', () => {
  it('is the percent taken off, rounded to the dollar: TT$129.00 less 20 % is TT$103.00, a TT$26.00 discount', () => {
    const price = priceLine({ SalesPrice: 129, DiscountPercent: 20 }, 1);
    expect(price.total).toBe(103_00);
    expect(pricedLineDiscount(price)).toBe(26_00);
  });
  it("is a bundle's saving against the unit price: 3 for TT$280 at TT$100 each saves TT$20", () => {
    expect(pricedLineDiscount(priceLine(allBundles, 3))).toBe(20_00);
  });
  it('is 0 for a line at its full price, and never below 0', () => {
    expect(pricedLineDiscount(priceLine(plain, 4))).toBe(0);
    expect(lineDiscount(100_00, 1, 120_00)).toBe(0);
    expect(lineDiscount(129_00, 1, 103_00)).toBe(26_00);
  });
});
