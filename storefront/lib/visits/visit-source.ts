// The first visit's click ids and UTM tags, kept for 30 days and sent with the order, which is counted
// under their channel (docs/product.md#where-orders-come-from). Loaded only when an address carries
// them (storefront/lib/visits/social-visit.ts) and by checkout, never with every page.
import { type VisitSource, visitSourceOf } from '../../../shop-rules/channels';
import { isSocialVisit } from './social-flag';

export const VISIT_SOURCE_KEY = 'visitSource';
const VISIT_KEPT_MS = 30 * 86_400_000;

/** The first source wins: a later visit from elsewhere within the 30 days does not replace it. */
export function rememberVisitSource(search: string): void {
  try {
    const source = visitSourceOf(search);
    if (source && !keptVisitSource())
      localStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify({ source, at: Date.now() }));
  } catch {
    // Storage can be switched off (private mode): the order then counts as direct.
  }
}

/** The first visit's source of the last 30 days, or null. */
export function keptVisitSource(): VisitSource | null {
  try {
    const kept = JSON.parse(localStorage.getItem(VISIT_SOURCE_KEY) ?? 'null') as {
      source: VisitSource;
      at: number;
    } | null;
    return kept && Date.now() - kept.at < VISIT_KEPT_MS ? kept.source : null;
  } catch {
    return null;
  }
}

/** The order body's fields for the kept source (docs/product.md#order-body); none without one. */
export function visitFields(): Record<string, string | number> {
  const source = keptVisitSource();
  if (!source) return isSocialVisit() ? { FromSocialSite: 1 } : {};
  return {
    FromSocialSite: source.social || isSocialVisit() ? 1 : 0,
    Fbclid: source.fbclid ?? '',
    Gclid: source.gclid ?? '',
    UtmSource: source.utmSource ?? '',
    UtmMedium: source.utmMedium ?? '',
    UtmCampaign: source.utmCampaign ?? '',
  };
}
