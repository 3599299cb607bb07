// The wishlist's rows and the guest's copy in localStorage. Plain functions, tested without a DOM.
import type { ProductCard, ProductDetail } from '../../shop-rules/api/catalogue';
import type { CartProduct } from '../cart/cart-types';

/** A product card as the wishlist shows it; the server's rows carry the same fields. */
export type WishlistItem = ProductCard;

export const GUEST_WISHLIST_KEY = 'wishList';

// What a product page's product has beyond its card. The list is shorter than the card's fields,
// so every page's first load carries less; the compiler checks it names every such field.
const DETAIL_FIELDS = [
  'ProductImageList',
  'ProductSKUList',
  'ProductReviewList',
  'ReviewCount',
  'Stock',
  'CountryOfOrigin',
] as const satisfies readonly Exclude<keyof ProductDetail, keyof ProductCard>[];
export const LISTS_EVERY_DETAIL_FIELD: [
  Exclude<Exclude<keyof ProductDetail, keyof ProductCard>, (typeof DETAIL_FIELDS)[number]>,
] extends [never]
  ? true
  : never = true;

/** Keeps the card fields only, so a product page's detail (images, variants, reviews) is not stored. */
export function wishlistItemOf(product: CartProduct): WishlistItem {
  const card: Partial<ProductDetail> = { ...product };
  for (const field of DETAIL_FIELDS) delete card[field];
  return card as WishlistItem;
}

/** Newest first, like the server's list; adding a product already there changes nothing. */
export function withItem(items: readonly WishlistItem[], product: CartProduct): WishlistItem[] {
  if (items.some((i) => i.ProductNo === product.ProductNo)) return [...items];
  return [wishlistItemOf(product), ...items];
}

export function withoutItem(items: readonly WishlistItem[], productNo: number): WishlistItem[] {
  return items.filter((i) => i.ProductNo !== productNo);
}

function isItem(value: unknown): value is WishlistItem {
  const v = value as Partial<WishlistItem> | null;
  return !!v && typeof v === 'object' && Number.isSafeInteger(v.ProductNo) && typeof v.ProductName === 'string';
}

export function parseGuestWishlist(text: string | null): WishlistItem[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadGuestWishlist(): WishlistItem[] {
  return parseGuestWishlist(local()?.getItem(GUEST_WISHLIST_KEY) ?? null);
}

export function saveGuestWishlist(items: readonly WishlistItem[]): void {
  try {
    if (items.length) local()?.setItem(GUEST_WISHLIST_KEY, JSON.stringify(items));
    else local()?.removeItem(GUEST_WISHLIST_KEY);
  } catch {
    // storage full or blocked: the list lasts for this page only
  }
}
