// The links the owner posts: for one product (and each of its variants) a checkout link, and for each
// direct-order shop the fborder link, each with UTM tags for where it goes and a QR code for a printed
// flyer or a WhatsApp status (docs/product.md#checkout-links). The QR codes are drawn here as SVG, so
// the browser loads no QR code library.
import { asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../../../database/connect';
import { products, productVariants, shops } from '../../../database/schema';
import { checkoutLink } from '../../../shop-rules/checkout-link';
import { feedItemId } from '../../../shop-rules/feeds';
import { type Actor, recordChange } from '../shared/audit';
import { notFound } from '../shared/errors';

/** Where a link is posted: its utm_source and utm_medium. */
export const LINK_PLACES = {
  instagram: { label: 'Instagram post or story', source: 'instagram', medium: 'social' },
  facebook: { label: 'Facebook post', source: 'facebook', medium: 'social' },
  whatsapp: { label: 'WhatsApp status or chat', source: 'whatsapp', medium: 'messaging' },
  flyer: { label: 'Printed flyer (QR code)', source: 'flyer', medium: 'print' },
} as const;
export type LinkPlace = keyof typeof LINK_PLACES;

export interface ChannelLink {
  label: string;
  url: string;
  /** The QR code of the url, as an SVG document. */
  qrSvg: string;
}

export interface ProductLinks {
  productNo: number;
  name: string;
  inFeeds: boolean;
  place: LinkPlace;
  campaign: string;
  links: ChannelLink[];
}

export function readLinkQuery(query: URLSearchParams) {
  const place = (query.get('place') ?? '') in LINK_PLACES ? (query.get('place') as LinkPlace) : 'instagram';
  const campaign =
    (query.get('campaign') ?? '')
      .trim()
      .replace(/[^\w-]+/g, '-')
      .slice(0, 60) || 'shop-post';
  const n = query.get('product') ?? '';
  const productNo = /^\d{1,9}$/.test(n) ? Number(n) : null;
  return { place, campaign, productNo };
}

async function qr(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

export async function productLinks(
  db: Database,
  publicBaseUrl: string,
  q: ReturnType<typeof readLinkQuery>,
): Promise<ProductLinks | null> {
  if (q.productNo === null) return null;
  const [product] = await db
    .select({ productNo: products.productNo, name: products.name, inFeeds: products.inFeeds })
    .from(products)
    .where(eq(products.productNo, q.productNo));
  if (!product) throw notFound('product');
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productNo, product.productNo))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.skuNo));
  const shopRows = await db.select().from(shops).where(eq(shops.active, true)).orderBy(asc(shops.shopNo));
  const place = LINK_PLACES[q.place];
  const tags = { source: place.source, medium: place.medium, campaign: q.campaign };
  const items =
    variants.length === 0
      ? [{ label: 'Checkout link', id: feedItemId({ productNo: product.productNo, skuNo: null }) }]
      : variants.map((v) => ({
          label: `Checkout link, ${[v.color, v.size].filter(Boolean).join(', ') || v.sku || `option ${v.skuNo}`}`,
          id: feedItemId({ productNo: product.productNo, skuNo: v.skuNo }),
        }));
  const utm = new URLSearchParams({ utm_source: tags.source, utm_medium: tags.medium, utm_campaign: tags.campaign });
  const urls = [
    ...items.map((i) => ({ label: i.label, url: checkoutLink(publicBaseUrl, [{ id: i.id, quantity: 1 }], tags) })),
    ...shopRows.map((s) => ({
      label: `Direct order page, ${s.name}`,
      url: `${publicBaseUrl}/fborder/${product.productNo}/${s.shopNo}?${utm}`,
    })),
  ];
  const links = await Promise.all(urls.map(async (l) => ({ ...l, qrSvg: await qr(l.url) })));
  return { ...product, place: q.place, campaign: q.campaign, links };
}

/** The owner leaves a product out of the catalogue feeds, or puts it back (docs/decisions/0086). */
export async function setInFeeds(db: Database, actor: Actor, productNo: number, inFeeds: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ inFeeds })
      .where(eq(products.productNo, productNo))
      .returning({ name: products.name });
    if (!row) throw notFound('product');
    await recordChange(tx, actor, {
      action: 'product.feeds',
      entity: 'product',
      entityId: productNo,
      before: { inFeeds: !inFeeds },
      after: { inFeeds },
    });
    return {
      ok: true as const,
      msg: inFeeds ? `${row.name} is in the catalogue feeds.` : `${row.name} is left out of the catalogue feeds.`,
    };
  });
}
