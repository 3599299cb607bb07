// A visit that arrives from a social-media or ad click (docs/product.md#product-page) is remembered
// for the browser session; the cart totals read the flag. An address with click ids or UTM tags also
// loads what keeps the first visit's source for the order (storefront/lib/visits/visit-source.ts).
import { FROM_SOCIAL_SITE_KEY } from './social-flag';

const CLICK_ID_PARAMS = ['fbclid', 'gclid', 'ttclid'];

export function rememberSocialVisit(search: string): void {
  if (/[?&](?:utm_|fbclid|gclid|ttclid)/.test(search))
    void import('./visit-source').then((m) => m.rememberVisitSource(search));
  const params = new URLSearchParams(search);
  if (!CLICK_ID_PARAMS.some((p) => params.has(p))) return;
  try {
    sessionStorage.setItem(FROM_SOCIAL_SITE_KEY, '1');
  } catch {
    // Storage can be switched off (private mode); the visit simply is not marked.
  }
}
