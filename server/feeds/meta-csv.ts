// Meta's CSV data feed (Commerce Manager, "data feed"): one header line, then one line per item, with
// the columns Meta requires (id, title, description, availability, condition, price, link, image_link,
// brand) and those it uses when present (docs/product.md#catalogue-feeds).
import Papa from 'papaparse';
import { feedPrice } from '../../shop-rules/feeds';
import type { FeedItem } from './feed-items';

export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'gtin',
  'item_group_id',
  'color',
  'size',
  'product_type',
] as const;

export function metaHeader(): string {
  return `${Papa.unparse([[...META_COLUMNS]], { newline: '\n' })}\n`;
}

export function metaLines(items: FeedItem[]): string {
  if (items.length === 0) return '';
  const rows = items.map((i) => [
    i.id,
    i.title,
    i.description,
    i.availability,
    'new',
    feedPrice(i.priceCents),
    i.salePriceCents === null ? '' : feedPrice(i.salePriceCents),
    i.link,
    i.imageLink,
    // Meta reads several additional images from one cell, separated by commas.
    i.additionalImageLinks.join(','),
    i.brand,
    i.gtin ?? '',
    i.groupId ?? '',
    i.color ?? '',
    i.size ?? '',
    i.productType,
  ]);
  return `${Papa.unparse(rows, { newline: '\n' })}\n`;
}
