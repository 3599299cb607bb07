// Google Merchant Center's RSS 2.0 feed with the g: namespace: one <item> per product or variant, with
// the attributes Google requires (id, title, description, link, image_link, availability, price,
// condition, brand, gtin or identifier_exists) and the variant ones (item_group_id, color, size).
import { feedPrice } from '../../shop-rules/feeds';
import type { FeedItem, FeedPlaces } from './feed-items';

const XML_TEXT = /[<>&"']/g;
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };
/** Characters XML 1.0 does not allow at all. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 allows, to drop the others
const NOT_XML = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

function x(text: string): string {
  return text.replace(NOT_XML, '').replace(XML_TEXT, (c) => ENTITIES[c]!);
}

export function googleHead(places: FeedPlaces): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `<title>${x(places.shopName)}</title>\n<link>${x(places.publicBaseUrl)}/</link>\n` +
    `<description>${x(`The catalogue of ${places.shopName}`)}</description>\n`
  );
}

export const GOOGLE_TAIL = '</channel>\n</rss>\n';

export function googleItems(items: FeedItem[]): string {
  let out = '';
  for (const i of items) {
    const tag = (name: string, value: string | null) => (value ? `<g:${name}>${x(value)}</g:${name}>` : '');
    out +=
      '<item>' +
      tag('id', i.id) +
      tag('title', i.title) +
      tag('description', i.description) +
      tag('link', i.link) +
      tag('image_link', i.imageLink) +
      i.additionalImageLinks.map((l) => tag('additional_image_link', l)).join('') +
      // Google's words use an underscore where Meta's use a space.
      tag('availability', i.availability.replace(' ', '_')) +
      tag('price', feedPrice(i.priceCents)) +
      tag('sale_price', i.salePriceCents === null ? null : feedPrice(i.salePriceCents)) +
      tag('condition', 'new') +
      tag('brand', i.brand) +
      (i.gtin ? tag('gtin', i.gtin) : tag('identifier_exists', 'no')) +
      tag('item_group_id', i.groupId) +
      tag('color', i.color) +
      tag('size', i.size) +
      tag('product_type', i.productType) +
      '</item>\n';
  }
  return out;
}
