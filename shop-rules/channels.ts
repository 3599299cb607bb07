// Where an order came from (docs/product.md#where-orders-come-from): the first visit's click id and
// UTM tags, or the spec's social flag, kept by the browser through checkout and stored on the order; the
// report groups orders by the channel this module reads from them (docs/decisions/0087).

export const CHANNELS = ['facebook', 'instagram', 'whatsapp', 'google', 'direct', 'other'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_NAMES: Record<Channel, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  google: 'Google',
  direct: 'Direct',
  other: 'Other',
};

/** What the first visit's address said about where the shopper came from. */
export interface VisitSource {
  fbclid: string | null;
  gclid: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** The spec's flag: the visit came with a social-media click id. */
  social: boolean;
}

export const VISIT_TEXT_MAX = 200;
const CLICK_IDS = ['fbclid', 'gclid', 'ttclid'];

/** The source an address's query names, or null when it names none (a direct visit or a later page). */
export function visitSourceOf(search: string): VisitSource | null {
  const params = new URLSearchParams(search);
  const read = (name: string) => params.get(name)?.trim().slice(0, VISIT_TEXT_MAX) || null;
  const source: VisitSource = {
    fbclid: read('fbclid'),
    gclid: read('gclid'),
    utmSource: read('utm_source'),
    utmMedium: read('utm_medium'),
    utmCampaign: read('utm_campaign'),
    social: CLICK_IDS.some((p) => params.has(p)),
  };
  return source.fbclid || source.gclid || source.utmSource || source.utmMedium || source.utmCampaign || source.social
    ? source
    : null;
}

const SOURCE_WORDS: [RegExp, Channel][] = [
  [/instagram|^ig$/, 'instagram'],
  [/facebook|^fb$|^meta$|messenger/, 'facebook'],
  [/whatsapp|^wa$/, 'whatsapp'],
  [/google|youtube/, 'google'],
];

/** The channel an order is counted under: utm_source first, then the click ids, then the social flag. */
export function channelOf(source: VisitSource | null | undefined): Channel {
  if (!source) return 'direct';
  const named = source.utmSource?.toLowerCase();
  if (named) return SOURCE_WORDS.find(([pattern]) => pattern.test(named))?.[1] ?? 'other';
  if (source.fbclid) return 'facebook';
  if (source.gclid) return 'google';
  return source.social ? 'other' : 'direct';
}
