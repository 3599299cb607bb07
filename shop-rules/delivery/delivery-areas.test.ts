import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_DELIVERY_ORDER } from '../constants';
import {
  areaChargeFor,
  DEFAULT_DELIVERY_MINIMUM,
  type DeliveryAreaRule,
  deliveryOffer,
  deliveryShortfall,
  shortfallMessage,
} from './delivery-areas';

const MONDAY = '2026-11-30';
const areas: DeliveryAreaRule[] = [
  { areaNo: 1, name: 'Port of Spain', weekdays: [1, 2, 3, 4, 5], extraCharge: 0, served: true, cityNos: [1, 2] },
  { areaNo: 2, name: 'Tobago', weekdays: [2], extraCharge: 2500, served: true, cityNos: [10] },
  { areaNo: 3, name: 'Cedros', weekdays: [3], extraCharge: 0, served: false, cityNos: [20] },
  { areaNo: 4, name: 'Toco', weekdays: [], extraCharge: 0, served: true, cityNos: [30] },
];

describe('delivery areas at the checkout', () => {
  it('changes nothing with no areas, or for a city outside every area', () => {
    expect(deliveryOffer([], 1, MONDAY)).toEqual({ kind: 'as-before' });
    expect(deliveryOffer(areas, 99, MONDAY)).toEqual({ kind: 'as-before' });
    expect(deliveryOffer(areas, null, MONDAY)).toEqual({ kind: 'as-before' });
    expect(areaChargeFor({ kind: 'as-before' }, false)).toBe(0);
  });

  it("offers an area's days and its extra charge, never for pickup", () => {
    const offer = deliveryOffer(areas, 10, MONDAY);
    expect(offer).toMatchObject({ kind: 'delivery', areaName: 'Tobago', extraCharge: 2500 });
    if (offer.kind === 'delivery') expect(offer.days.slice(0, 2)).toEqual(['2026-12-08', '2026-12-15']);
    expect(areaChargeFor(offer, false)).toBe(2500);
    expect(areaChargeFor(offer, true)).toBe(0);
  });

  it('offers pickup only, with a reason, where the area is not served or has no day', () => {
    expect(deliveryOffer(areas, 20, MONDAY)).toMatchObject({
      kind: 'pickup-only',
      reason: 'We do not deliver to Cedros yet: please pick up your order at one of our stores.',
    });
    expect(deliveryOffer(areas, 30, MONDAY)).toMatchObject({ kind: 'pickup-only', areaName: 'Toco' });
  });
});

describe('the delivery minimum', () => {
  it('is off by default, at the policy figure of TT$500', () => {
    expect(DEFAULT_DELIVERY_MINIMUM).toEqual({ on: false, amount: 50_000 });
    expect(deliveryShortfall(100, DEFAULT_DELIVERY_MINIMUM)).toBe(0);
  });

  it('shows the shortfall when on', () => {
    const on = { on: true, amount: MIN_DELIVERY_ORDER };
    expect(deliveryShortfall(45_000, on)).toBe(5_000);
    expect(deliveryShortfall(50_000, on)).toBe(0);
    expect(shortfallMessage(5_000, 50_000)).toBe(
      'Delivery is for orders of TT$500.00 or more: add TT$50.00 more, or pick up at a store.',
    );
  });

  it('is the difference to the minimum, never negative, zero when off (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.boolean(), (goods, amount, on) => {
        const short = deliveryShortfall(goods, { on, amount });
        expect(short).toBeGreaterThanOrEqual(0);
        if (!on || goods >= amount) expect(short).toBe(0);
        else expect(goods + short).toBe(amount);
      }),
    );
  });
});
