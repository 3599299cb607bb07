// The freight amounts come from the shop's settings so the browser shows what the server charges.
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_FREIGHT_RATES, type FreightRates } from '../../shop-rules/freight';
import { toCents } from '../../shop-rules/money';
import type { PublicSettings } from '../lib/settings';

export function freightRatesFromSettings(settings: Partial<PublicSettings> | undefined): Readonly<FreightRates> {
  if (!settings) return DEFAULT_FREIGHT_RATES;
  const cents = (value: number | undefined, fallback: number) => (typeof value === 'number' && value >= 0 ? toCents(value) : fallback);
  return {
    ...DEFAULT_FREIGHT_RATES,
    trinidad: cents(settings.freightTrinidad, DEFAULT_FREIGHT_RATES.trinidad),
    tobago: cents(settings.freightTobago, DEFAULT_FREIGHT_RATES.tobago),
    trinidadFreeDelivery: cents(settings.freightTrinidadFreeDelivery, DEFAULT_FREIGHT_RATES.trinidadFreeDelivery),
    tobagoFreeDelivery: cents(settings.freightTobagoFreeDelivery, DEFAULT_FREIGHT_RATES.tobagoFreeDelivery),
  };
}

/** Safe outside a loaded root (error pages): falls back to the spec's rates. */
export function useFreightRates(): Readonly<FreightRates> {
  const data = useRouteLoaderData('root') as { settings?: PublicSettings } | undefined;
  const settings = data?.settings;
  return useMemo(() => freightRatesFromSettings(settings), [settings]);
}
