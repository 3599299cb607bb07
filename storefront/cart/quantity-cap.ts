// The most units of one item an order may hold, from the shop's settings (the root loader's), so the
// quantity controls stop where the server would refuse.
import { useRouteLoaderData } from 'react-router';
import { quantityCap } from '../../shop-rules/cart-lines';
import type { PublicSettings } from '../lib/settings';

/** Safe outside a loaded root (error pages): falls back to the shop rules' default. */
export function useQuantityCap(): number {
  const data = useRouteLoaderData('root') as { settings?: Partial<PublicSettings> } | undefined;
  return quantityCap(data?.settings?.maxQuantityPerLine);
}
