// Delivery areas at the checkout (docs/product.md#delivery-areas-and-days, docs/decisions/0080):
// cities grouped into areas, each served on some weekdays, with an optional extra charge on top of the
// spec's freight, or not served at all (pickup only). With no areas set, nothing changes: the spec's
// freight, no extra line, no day to choose. The TT$500 delivery minimum applies only when turned on.
import { MIN_DELIVERY_ORDER } from '../constants';
import { type Cents, formatTT } from '../money';
import { dayInWords, nextDeliveryDays, type Weekday, weekdaysInWords } from './delivery-days';

export interface DeliveryAreaRule {
  areaNo: number;
  name: string;
  weekdays: Weekday[];
  /** On top of the spec's freight, in cents; its own line wherever freight is shown. */
  extraCharge: Cents;
  served: boolean;
  cityNos: number[];
}

export interface DeliveryMinimum {
  on: boolean;
  /** Cents; the delivery policy's TT$500 unless the owner sets another. */
  amount: Cents;
}

export const DEFAULT_DELIVERY_MINIMUM: Readonly<DeliveryMinimum> = Object.freeze({
  on: false,
  amount: MIN_DELIVERY_ORDER,
});

export type DeliveryOffer =
  /** No area holds the city (or none is set): the checkout as it always was. */
  | { kind: 'as-before' }
  | { kind: 'pickup-only'; areaNo: number; areaName: string; reason: string }
  | { kind: 'delivery'; areaNo: number; areaName: string; extraCharge: Cents; days: string[]; weekdays: Weekday[] };

export function areaOfCity(areas: readonly DeliveryAreaRule[], cityNo: number | null | undefined) {
  if (cityNo == null) return undefined;
  return areas.find((a) => a.cityNos.includes(cityNo));
}

export const notServedReason = (areaName: string) =>
  `We do not deliver to ${areaName} yet: please pick up your order at one of our stores.`;
export const noDayReason = (areaName: string) =>
  `${areaName} has no delivery day set yet: please pick up your order at one of our stores.`;

/** What the checkout offers for delivery to a city, today. */
export function deliveryOffer(
  areas: readonly DeliveryAreaRule[],
  cityNo: number | null | undefined,
  today: string,
): DeliveryOffer {
  const area = areaOfCity(areas, cityNo);
  if (!area) return { kind: 'as-before' };
  if (!area.served)
    return { kind: 'pickup-only', areaNo: area.areaNo, areaName: area.name, reason: notServedReason(area.name) };
  const days = nextDeliveryDays(area.weekdays, today);
  if (days.length === 0)
    return { kind: 'pickup-only', areaNo: area.areaNo, areaName: area.name, reason: noDayReason(area.name) };
  return {
    kind: 'delivery',
    areaNo: area.areaNo,
    areaName: area.name,
    extraCharge: area.extraCharge,
    days,
    weekdays: area.weekdays,
  };
}

/** The area's extra charge for an order: nothing for pickup or a city outside every area. */
export function areaChargeFor(offer: DeliveryOffer, isPickup: boolean): Cents {
  return !isPickup && offer.kind === 'delivery' ? offer.extraCharge : 0;
}

/** How much more the goods must come to before the order may be delivered; 0 when it may (or the rule is off). */
export function deliveryShortfall(goods: Cents, minimum: Readonly<DeliveryMinimum>): Cents {
  if (!minimum.on) return 0;
  return Math.max(0, minimum.amount - goods);
}

export const AREA_CHARGE_LABEL = (areaName: string) => `Delivery to ${areaName}`;
export const shortfallMessage = (shortfall: Cents, minimum: Cents) =>
  `Delivery is for orders of ${formatTT(minimum)} or more: add ${formatTT(shortfall)} more, or pick up at a store.`;
export const deliveryDayLine = (day: string) => `Delivery day: ${dayInWords(day)}`;
export const areaDaysLine = (area: Pick<DeliveryAreaRule, 'name' | 'weekdays'>) =>
  `${area.name}: delivered on ${weekdaysInWords(area.weekdays)}`;
export const DAY_NOT_OFFERED = 'Please choose one of the delivery days offered for your area.';
export const PICKUP_ONLY_FOR_AREA = (reason: string) => reason;
