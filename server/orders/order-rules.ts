// What the shop's settings decide about pricing an order, as priceOrder takes it.
import type { ShopSettings } from '../settings/shop-settings';
import { freightRatesOf } from './freight-rates';
import type { OrderRules } from './price-order';

export function orderRulesOf(settings: ShopSettings): OrderRules {
  return { freightRates: freightRatesOf(settings), maxQuantityPerLine: settings.maxQuantityPerLine };
}
