import { DELIVERY_COUNTRY_TRINIDAD } from './constants';
import { assertCents, type Cents } from './money';
import type { ShopSettings } from './settings';

export const FREIGHT_TRINIDAD: Cents = 4000;
export const FREIGHT_TOBAGO: Cents = 6000;
export const FREIGHT_TRINIDAD_FREE_DELIVERY: Cents = 0;
export const FREIGHT_TOBAGO_FREE_DELIVERY: Cents = 3000;
export const FREIGHT_EMPTY_CART: Cents = 4000;
export const FREIGHT_PICKUP: Cents = 0;

/** Freight amounts in cents; a back office may supply its own set instead of the defaults. */
export interface FreightRates {
  trinidad: Cents;
  tobago: Cents;
  trinidadFreeDelivery: Cents;
  tobagoFreeDelivery: Cents;
  emptyCart: Cents;
  pickup: Cents;
}

export const DEFAULT_FREIGHT_RATES: Readonly<FreightRates> = Object.freeze({
  trinidad: FREIGHT_TRINIDAD,
  tobago: FREIGHT_TOBAGO,
  trinidadFreeDelivery: FREIGHT_TRINIDAD_FREE_DELIVERY,
  tobagoFreeDelivery: FREIGHT_TOBAGO_FREE_DELIVERY,
  emptyCart: FREIGHT_EMPTY_CART,
  pickup: FREIGHT_PICKUP,
});

/** The freight settings, as the settings schema keeps them (cents). */
export type FreightSettings = Pick<
  ShopSettings,
  'freightTrinidad' | 'freightTobago' | 'freightTrinidadFreeDelivery' | 'freightTobagoFreeDelivery'
>;

/**
 * The rates the staff set, as freightFor takes them; the defaults when there are no settings (a page
 * outside the root loader, such as an error page). The server and the cart both call this.
 */
export function freightRatesOf(settings: FreightSettings | undefined): Readonly<FreightRates> {
  if (!settings) return DEFAULT_FREIGHT_RATES;
  return {
    ...DEFAULT_FREIGHT_RATES,
    trinidad: settings.freightTrinidad,
    tobago: settings.freightTobago,
    trinidadFreeDelivery: settings.freightTrinidadFreeDelivery,
    tobagoFreeDelivery: settings.freightTobagoFreeDelivery,
  };
}

export interface FreightQuery {
  /** 1 is Trinidad; any other number is Tobago. */
  deliveryCountryNo: number;
  isPickup: boolean;
  lineCount: number;
  /** True when at least one cart line has free delivery. */
  anyFreeDelivery: boolean;
}

export function isTrinidad(deliveryCountryNo: number): boolean {
  return deliveryCountryNo === DELIVERY_COUNTRY_TRINIDAD;
}

export function freightFor(query: FreightQuery, rates: Readonly<FreightRates> = DEFAULT_FREIGHT_RATES): Cents {
  // Pickup comes first: nothing is delivered, so even an empty cart owes no freight.
  const freight = query.isPickup
    ? rates.pickup
    : query.lineCount === 0
      ? rates.emptyCart
      : isTrinidad(query.deliveryCountryNo)
        ? query.anyFreeDelivery
          ? rates.trinidadFreeDelivery
          : rates.trinidad
        : query.anyFreeDelivery
          ? rates.tobagoFreeDelivery
          : rates.tobago;
  if (assertCents(freight, 'freight rate') < 0)
    throw new RangeError(`freight rate must not be negative, got ${freight}`);
  return freight;
}
