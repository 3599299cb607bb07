import { useRouteLoaderData } from 'react-router';
import type { PublicSettings } from '../../shop-rules/api/settings';

export type { PublicSettings };

/** Shop settings from the root loader: names, phone numbers, media base address, card flag. */
export function useShopSettings(): PublicSettings {
  const data = useRouteLoaderData('root') as { settings: PublicSettings } | undefined;
  if (!data) throw new Error('useShopSettings outside the root route');
  return data.settings;
}
