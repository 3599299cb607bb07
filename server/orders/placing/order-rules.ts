// What the shop's settings decide about pricing an order, as priceOrder takes it.
import { freightRatesOf } from '../../../shop-rules/freight';
import type { ShopSettings } from '../../../shop-rules/settings';
import type { OrderRules } from './price-order';

export function orderRulesOf(settings: ShopSettings): OrderRules {
  return { freightRates: freightRatesOf(settings), maxQuantityPerLine: settings.maxQuantityPerLine };
}
