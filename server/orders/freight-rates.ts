import { DEFAULT_FREIGHT_RATES, type FreightRates } from '../../shop-rules/freight';
import { toCents } from '../../shop-rules/money';
import type { ShopSettings } from '../settings/shop-settings';

/** The freight amounts the staff set (TT dollars in the settings) as the shop rules take them. */
export function freightRatesOf(settings: ShopSettings): FreightRates {
  return {
    ...DEFAULT_FREIGHT_RATES,
    trinidad: toCents(settings.freightTrinidad),
    tobago: toCents(settings.freightTobago),
    trinidadFreeDelivery: toCents(settings.freightTrinidadFreeDelivery),
    tobagoFreeDelivery: toCents(settings.freightTobagoFreeDelivery),
  };
}
