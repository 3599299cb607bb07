// The catalogue as the feeds list it, read in pages of FEED_PAGE products by product number (keyset),
// so a feed of any size streams without the catalogue in memory (docs/decisions/0086). One item per
// product, or one per variant with the product as its group. Price and sale price are the product
// page's (shop-rules/pricing.ts, one unit); availability is the stock the checkout enforces
// (server/orders/placing/price-order.ts: the variant's stock, else the product's, and never when marked sold out).
import { sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { type FeedAvailability, feedItemId, isValidGtin } from '../../shop-rules/feeds';
import { type Cents, toCents } from '../../shop-rules/money';
import { priceLine } from '../../shop-rules/pricing';

export const FEED_PAGE = 500;
/** Google takes up to 10 additional images, Meta up to 20: the stricter. */
const MAX_ADDITIONAL_IMAGES = 10;
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;

export interface FeedItem {
  id: string;
  groupId: string | null;
  title: string;
  description: string;
  availability: FeedAvailability;
  priceCents: Cents;
  /** The page's price after its percent discount, when there is one. */
  salePriceCents: Cents | null;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  brand: string;
  gtin: string | null;
  color: string | null;
  size: string | null;
  productType: string;
}

export interface FeedPlaces {
  publicBaseUrl: string;
  mediaBaseUrl: string;
  shopName: string;
}

interface FeedRow {
  product_no: number;
  name: string;
  description: string;
  brand: string;
  barcode: string;
  sales_price: string;
  discount_percent: string;
  stock: number;
  is_sold_out: boolean;
  category: string;
  parent_category: string | null;
  images: string[] | string | null;
  variants: { skuNo: number; color: string | null; size: string | null; stock: number }[] | string | null;
}

function pageOfProducts(db: Database, after: number) {
  return db.execute(sql`
    SELECT p.product_no, p.name, p.description, p.brand, p.barcode, p.sales_price::text AS sales_price,
      p.discount_percent::text AS discount_percent, p.stock, p.is_sold_out,
      c.name AS category, pc.name AS parent_category,
      (SELECT coalesce(json_agg(i.path ORDER BY i.sort_order, i.image_no), '[]'::json)
        FROM product_images i WHERE i.product_no = p.product_no) AS images,
      (SELECT coalesce(json_agg(json_build_object('skuNo', v.sku_no, 'color', v.color, 'size', v.size,
        'stock', v.stock) ORDER BY v.sort_order, v.sku_no), '[]'::json)
        FROM product_variants v WHERE v.product_no = p.product_no) AS variants
    FROM products p
    JOIN categories c ON c.category_no = p.category_no
    LEFT JOIN categories pc ON pc.category_no = c.parent_no
    WHERE p.is_active AND p.in_feeds AND p.product_no > ${after}
    ORDER BY p.product_no
    LIMIT ${FEED_PAGE}`);
}

/** Every item of the feeds, a page of products at a time. */
export async function* feedItems(db: Database, places: FeedPlaces): AsyncGenerator<FeedItem[]> {
  let after = 0;
  for (;;) {
    const result = await pageOfProducts(db, after);
    const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as FeedRow[];
    if (rows.length === 0) return;
    yield rows.flatMap((row) => itemsOfRow(row, places));
    if (rows.length < FEED_PAGE) return;
    after = rows[rows.length - 1]!.product_no;
  }
}

function parsed<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export function itemsOfRow(row: FeedRow, places: FeedPlaces): FeedItem[] {
  const images = (parsed(row.images) ?? []).map((p) => absoluteMediaUrl(places, p));
  const variants = parsed(row.variants) ?? [];
  const price = priceLine({ SalesPrice: Number(row.sales_price), DiscountPercent: Number(row.discount_percent) }, 1);
  const priceCents = toCents(Number(row.sales_price));
  const base = {
    title: plainText(row.name).slice(0, MAX_TITLE),
    description: plainText(row.description || row.name).slice(0, MAX_DESCRIPTION),
    priceCents,
    salePriceCents: price.total < priceCents ? price.total : null,
    link: `${places.publicBaseUrl}/productdetails/${row.product_no}`,
    imageLink: images[0] ?? '',
    additionalImageLinks: images.slice(1, 1 + MAX_ADDITIONAL_IMAGES),
    brand: plainText(row.brand) || places.shopName,
    gtin: isValidGtin(row.barcode) ? row.barcode.trim() : null,
    productType: [row.parent_category, row.category].filter(Boolean).join(' > '),
  };
  const available = (stock: number): FeedAvailability => (!row.is_sold_out && stock > 0 ? 'in stock' : 'out of stock');
  if (variants.length === 0) {
    return [
      {
        ...base,
        id: feedItemId({ productNo: row.product_no, skuNo: null }),
        groupId: null,
        availability: available(row.stock),
        color: null,
        size: null,
      },
    ];
  }
  return variants.map((v) => ({
    ...base,
    id: feedItemId({ productNo: row.product_no, skuNo: v.skuNo }),
    groupId: String(row.product_no),
    availability: available(v.stock),
    // A variant's barcode is not kept apart from its product's: one GTIN cannot name several variants.
    gtin: null,
    color: v.color,
    size: v.size,
  }));
}

function absoluteMediaUrl(places: FeedPlaces, file: string): string {
  if (/^https?:\/\//.test(file)) return file;
  const base = places.mediaBaseUrl.replace(/\/$/, '');
  const url = `${base}/${file.replace(/^\//, '')}`;
  return /^https?:\/\//.test(url) ? url : `${places.publicBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Text without markup or control characters, on one line: both feeds want plain text. */
export function plainText(text: string): string {
  return (
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this takes out
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
