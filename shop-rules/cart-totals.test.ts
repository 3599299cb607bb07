import { describe, expect, it } from 'vitest';
import { type CartLine, cartTotals, cartTotalsInDollars, emptyCartTotals, priceCart } from './cart-totals';

const shirt: CartLine = { SalesPrice: 100, SalesPrice2: 190, Quantity: 3 }; // 190/2 × 3 = 285
const mug: CartLine = { SalesPrice: 12.5, Quantity: 4 }; // 50.00
const freeDeliveryFan: CartLine = { SalesPrice: 300, FreeDelivery: 1, Quantity: 1 };
const rice: CartLine = { SalesPrice: 20, FreeDeliveryQuantity: 5, Quantity: 4 };

describe('cart totals', () => {
  it('Trinidad: items + 40', () => {
    expect(cartTotals([shirt, mug])).toEqual({
      ItemQuantity: 2,
      ItemTotal: 335_00,
      Freight: 40_00,
      ItemGrandTotal: 375_00,
      FreeDelivery: false,
      DeliveryCountryNo: 1,
      IsPickup: false,
      FromSocialSite: false,
    });
  });

  it('Tobago: items + 60', () => {
    expect(cartTotals([shirt, mug], { deliveryCountryNo: 2 })).toMatchObject({
      Freight: 60_00,
      ItemGrandTotal: 395_00,
      DeliveryCountryNo: 2,
    });
  });

  it('a free-delivery line: Trinidad 0, Tobago 30', () => {
    expect(cartTotals([shirt, freeDeliveryFan])).toMatchObject({
      ItemTotal: 585_00,
      Freight: 0,
      ItemGrandTotal: 585_00,
      FreeDelivery: true,
    });
    expect(cartTotals([shirt, freeDeliveryFan], { deliveryCountryNo: 2 })).toMatchObject({
      Freight: 30_00,
      ItemGrandTotal: 615_00,
      FreeDelivery: true,
    });
  });

  it('free delivery by quantity only once the quantity is reached', () => {
    expect(cartTotals([rice])).toMatchObject({ Freight: 40_00, FreeDelivery: false });
    expect(cartTotals([{ ...rice, Quantity: 5 }])).toMatchObject({ ItemTotal: 100_00, Freight: 0, FreeDelivery: true });
  });

  it('pickup: no freight', () => {
    expect(cartTotals([shirt], { isPickup: true, deliveryCountryNo: 2 })).toMatchObject({
      Freight: 0,
      ItemGrandTotal: 285_00,
      IsPickup: true,
    });
  });

  it('empty cart: freight 40, free delivery off', () => {
    const expected = {
      ItemQuantity: 0,
      ItemTotal: 0,
      Freight: 40_00,
      ItemGrandTotal: 40_00,
      FreeDelivery: false,
      DeliveryCountryNo: 1,
      IsPickup: false,
      FromSocialSite: false,
    };
    expect(cartTotals([])).toEqual(expected);
    expect(cartTotals([], { deliveryCountryNo: 2 })).toMatchObject({ Freight: 40_00 });
    expect(emptyCartTotals()).toEqual(expected);
    expect(emptyCartTotals({ fromSocialSite: true, deliveryCountryNo: 2 })).toMatchObject({
      Freight: 40_00,
      FromSocialSite: true,
      DeliveryCountryNo: 2,
    });
  });

  it('ItemQuantity counts lines, not units', () => {
    expect(
      cartTotals([
        { ...shirt, Quantity: 10 },
        { ...mug, Quantity: 7 },
      ]).ItemQuantity,
    ).toBe(2);
  });

  it('keeps the social-site flag', () => {
    expect(cartTotals([mug], { fromSocialSite: true }).FromSocialSite).toBe(true);
  });

  it('prices each line and hands it back', () => {
    const { lines } = priceCart([shirt, mug]);
    expect(lines.map(({ line, price }) => [line, price.total, price.rule])).toEqual([
      [shirt, 285_00, 'bundle-rate'],
      [mug, 50_00, 'unit'],
    ]);
  });

  it('gives dollars for JSON', () => {
    expect(cartTotalsInDollars(cartTotals([{ SalesPrice: '1299.50', Quantity: 1 }]))).toEqual({
      ItemQuantity: 1,
      ItemTotal: 1299.5,
      Freight: 40,
      ItemGrandTotal: 1339.5,
      FreeDelivery: false,
      DeliveryCountryNo: 1,
      IsPickup: false,
      FromSocialSite: false,
    });
  });
});
