import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FREIGHT_RATES,
  FREIGHT_EMPTY_CART,
  FREIGHT_PICKUP,
  FREIGHT_TOBAGO,
  FREIGHT_TOBAGO_FREE_DELIVERY,
  FREIGHT_TRINIDAD,
  FREIGHT_TRINIDAD_FREE_DELIVERY,
  type FreightQuery,
  freightFor,
  freightRatesOf,
} from './freight';

const cart = (query: Partial<FreightQuery>): FreightQuery => ({
  deliveryCountryNo: 1,
  isPickup: false,
  lineCount: 2,
  anyFreeDelivery: false,
  ...query,
});

describe('freight', () => {
  it('has the spec amounts, in cents', () => {
    expect([
      FREIGHT_TRINIDAD,
      FREIGHT_TOBAGO,
      FREIGHT_TRINIDAD_FREE_DELIVERY,
      FREIGHT_TOBAGO_FREE_DELIVERY,
      FREIGHT_EMPTY_CART,
      FREIGHT_PICKUP,
    ]).toEqual([40_00, 60_00, 0, 30_00, 40_00, 0]);
  });

  it('charges 40 to Trinidad and 60 to Tobago', () => {
    expect(freightFor(cart({ deliveryCountryNo: 1 }))).toBe(40_00);
    expect(freightFor(cart({ deliveryCountryNo: 2 }))).toBe(60_00);
  });

  it('treats any country other than 1 as Tobago', () => {
    expect(freightFor(cart({ deliveryCountryNo: 3 }))).toBe(60_00);
    expect(freightFor(cart({ deliveryCountryNo: 0 }))).toBe(60_00);
  });

  it('with a free-delivery line: Trinidad 0, Tobago 30', () => {
    expect(freightFor(cart({ deliveryCountryNo: 1, anyFreeDelivery: true }))).toBe(0);
    expect(freightFor(cart({ deliveryCountryNo: 2, anyFreeDelivery: true }))).toBe(30_00);
  });

  it('charges 40 for an empty cart, wherever it goes', () => {
    expect(freightFor(cart({ lineCount: 0 }))).toBe(40_00);
    expect(freightFor(cart({ lineCount: 0, deliveryCountryNo: 2 }))).toBe(40_00);
  });

  it('charges nothing for pickup', () => {
    expect(freightFor(cart({ isPickup: true }))).toBe(0);
    expect(freightFor(cart({ isPickup: true, deliveryCountryNo: 2 }))).toBe(0);
    expect(freightFor(cart({ isPickup: true, lineCount: 0 }))).toBe(0);
  });

  it('takes rates set by the back office', () => {
    const rates = { ...DEFAULT_FREIGHT_RATES, trinidad: 45_00, tobagoFreeDelivery: 25_00 };
    expect(freightFor(cart({}), rates)).toBe(45_00);
    expect(freightFor(cart({ deliveryCountryNo: 2, anyFreeDelivery: true }), rates)).toBe(25_00);
    expect(freightFor(cart({ deliveryCountryNo: 2 }), rates)).toBe(60_00);
  });

  it('refuses rates that are not whole non-negative cents', () => {
    expect(() => freightFor(cart({}), { ...DEFAULT_FREIGHT_RATES, trinidad: 40.5 })).toThrow(RangeError);
    expect(() => freightFor(cart({}), { ...DEFAULT_FREIGHT_RATES, trinidad: -1 })).toThrow(RangeError);
  });
});

describe('freight rates from the shop settings, the one mapping the server and the cart share', () => {
  const settings = {
    freightTrinidad: 45_00,
    freightTobago: 75_50,
    freightTrinidadFreeDelivery: 5_00,
    freightTobagoFreeDelivery: 25_00,
  };

  it('takes the staff’s amounts, in cents, and charges them', () => {
    const rates = freightRatesOf(settings);
    expect(freightFor(cart({}), rates)).toBe(45_00);
    expect(freightFor(cart({ deliveryCountryNo: 2 }), rates)).toBe(75_50);
    expect(freightFor(cart({ anyFreeDelivery: true }), rates)).toBe(5_00);
    expect(freightFor(cart({ deliveryCountryNo: 2, anyFreeDelivery: true }), rates)).toBe(25_00);
    expect(freightFor(cart({ isPickup: true }), rates)).toBe(FREIGHT_PICKUP);
  });

  it('falls back to the default rates only when there are no settings at all', () => {
    expect(freightRatesOf(undefined)).toBe(DEFAULT_FREIGHT_RATES);
  });
});
