// The checkout link (Meta's checkout URL contract): `/checkout-link?products=ID:qty,ID:qty&coupon=CODE`,
// the ids being the feeds' (shop-rules/feeds.ts). What the page reads from it, and the words it uses
// for an item it could not put in the cart as asked (docs/product.md#checkout-links).
import { type FeedItemId, parseFeedItemId } from './feeds';

export const CHECKOUT_LINK_PATH = '/checkout-link';
/** More items than a post would ever hold is not a cart: the rest are named as refused. */
export const MAX_LINK_ITEMS = 50;

export interface LinkItem {
  /** The id as the link wrote it. */
  text: string;
  item: FeedItemId | null;
  quantity: number;
}

/** Each `ID:qty` of the products parameter, in order; a missing or broken quantity is 1. */
export function parseLinkProducts(products: string | null): LinkItem[] {
  if (!products) return [];
  return products
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [id = '', qty] = part.split(':');
      const n = Number(qty);
      return {
        text: id,
        item: parseFeedItemId(id),
        quantity: qty !== undefined && Number.isSafeInteger(n) && n >= 1 ? n : 1,
      };
    });
}

/** A checkout link for items of the feeds, with UTM tags for where it is posted. */
export function checkoutLink(
  base: string,
  items: { id: string; quantity: number }[],
  tags: { source: string; medium: string; campaign: string },
  coupon?: string,
): string {
  const query = new URLSearchParams();
  query.set('products', items.map((i) => `${i.id}:${i.quantity}`).join(','));
  if (coupon) query.set('coupon', coupon);
  query.set('utm_source', tags.source);
  query.set('utm_medium', tags.medium);
  query.set('utm_campaign', tags.campaign);
  return `${base.replace(/\/$/, '')}${CHECKOUT_LINK_PATH}?${query.toString()}`;
}

export const LINK_EMPTY = 'This link names no products. Browse the shop to fill your cart.';
export const LINK_HEADING = 'Your cart from the link';
export const linkUnknown = (id: string) => `Item ${id} is not in the shop (any more), so it was not added.`;
export const linkSoldOut = (name: string) => `${name} is sold out, so it was not added.`;
export const linkNeedsOption = (name: string) => `${name} comes in several options: choose one on its page to add it.`;
export const linkOverLimit = (name: string, asked: number, added: number, why: 'stock' | 'cap') =>
  why === 'stock'
    ? `Only ${added} of ${name} ${added === 1 ? 'is' : 'are'} in stock, so ${added} went into your cart instead of ${asked}.`
    : `An order may hold at most ${added} of ${name}, so ${added} went into your cart instead of ${asked}.`;
export const linkTooMany = (count: number) => `This link names more items than a cart takes; ${count} were left out.`;
export const LINK_ADDED = 'Added to your cart';
export const LINK_NOT_ADDED = 'Not added';
export const LINK_CONTINUE = 'Continue to checkout';
