// A visit that arrives from a social-media or ad click (docs/product.md#product-page) is remembered
// for the browser session; the cart totals read the flag.
export const FROM_SOCIAL_SITE_KEY = 'fromSocialSite';
const CLICK_ID_PARAMS = ['fbclid', 'gclid', 'ttclid'];

export function rememberSocialVisit(search: string): void {
  const params = new URLSearchParams(search);
  if (!CLICK_ID_PARAMS.some((p) => params.has(p))) return;
  try {
    sessionStorage.setItem(FROM_SOCIAL_SITE_KEY, '1');
  } catch {
    // Storage can be switched off (private mode); the visit simply is not marked.
  }
}

export function isSocialVisit(): boolean {
  try {
    return sessionStorage.getItem(FROM_SOCIAL_SITE_KEY) === '1';
  } catch {
    return false;
  }
}
