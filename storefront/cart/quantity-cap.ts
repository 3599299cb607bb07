// The most units of one item an order may hold, from the shop's settings (the root loader's, checked
// by server/settings), so the quantity controls stop where the server would refuse.
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_MAX_QUANTITY_PER_LINE } from '../../shop-rules/constants';
import type { PublicSettings } from '../lib/settings';

/** Safe outside a loaded root (error pages): falls back to the shop rules' default. */
export function useQuantityCap(): number {
  const data = useRouteLoaderData('root') as { settings?: Partial<PublicSettings> } | undefined;
  return data?.settings?.maxQuantityPerLine ?? DEFAULT_MAX_QUANTITY_PER_LINE;
}
