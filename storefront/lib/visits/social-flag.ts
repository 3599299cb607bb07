// The spec's flag for a visit that came from a social-media or ad click, kept for the browser session
// (docs/product.md#product-page): the cart totals and the order's source read it.
export const FROM_SOCIAL_SITE_KEY = 'fromSocialSite';

export function isSocialVisit(): boolean {
  try {
    return sessionStorage.getItem(FROM_SOCIAL_SITE_KEY) === '1';
  } catch {
    return false;
  }
}
