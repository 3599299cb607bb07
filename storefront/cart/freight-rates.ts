// The freight amounts come from the shop's settings so the browser shows what the server charges.
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { PublicSettings } from '../../shop-rules/api/settings';
import { type FreightRates, freightRatesOf } from '../../shop-rules/freight';

/** Safe outside a loaded root (error pages): falls back to the default rates. */
export function useFreightRates(): Readonly<FreightRates> {
  const data = useRouteLoaderData('root') as { settings?: PublicSettings } | undefined;
  const settings = data?.settings;
  return useMemo(() => freightRatesOf(settings), [settings]);
}
