// The wishlist's rows and the guest's copy in localStorage. Plain functions, tested without a DOM.
import type { ProductCard } from '../../shop-rules/api/catalogue';
import type { CartProduct } from '../cart/cart-types';

/** A product card as the wishlist shows it; the server's rows carry the same fields. */
export type WishlistItem = ProductCard;

export const GUEST_WISHLIST_KEY = 'wishList';

const CARD_FIELDS = [
  'ProductNo', 'ProductName', 'ProductDescription', 'ProductCategoryNo', 'ProductCategoryName', 'NewCategoryName', 'StyleName', 'ProductStyle',
  'Barcode', 'SalesPrice', 'Price', 'SalesPrice2', 'SalesPrice3', 'SalesPrice5', 'DiscountPercent', 'FreeDelivery', 'FreeDeliveryQuantity', 'RibbonText',
  'Thumbnail', 'ImageFilePathThumbnail', 'ImageFilePath', 'ImageWidth', 'ImageHeight', 'ThumbnailWidth', 'ThumbnailHeight', 'VideoFileName', 'IsSoldOut',
  'ProductSKUCount', 'ProductSKUNo', 'Total', 'Rating',
] as const satisfies readonly (keyof WishlistItem)[];
// The compiler checks that the list names every field of a card.
export const LISTS_EVERY_CARD_FIELD: [Exclude<keyof WishlistItem, (typeof CARD_FIELDS)[number]>] extends [never] ? true : never = true;

/** Keeps the card fields only, so a product page's detail (images, reviews) is not stored. */
export function wishlistItemOf(product: CartProduct): WishlistItem {
  return Object.fromEntries(CARD_FIELDS.map((field) => [field, product[field]])) as unknown as WishlistItem;
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

export const stockText = (item: Pick<WishlistItem, 'IsSoldOut'>) => (item.IsSoldOut ? 'Out Of Stock' : 'In Stock');
