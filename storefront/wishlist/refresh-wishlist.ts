// The wish list read again when its page opens, so stock and prices are current. Only the /wishlist
// page does this, so the code comes with that page, not with every page's first load.
import type { ProductDetail } from '../../shop-rules/api/catalogue';
import { ApiError, apiGet } from '../lib/api';
import { type TabWishlist, tabWishlist } from './tab-wishlist';
import { type WishlistItem, wishlistItemOf } from './wishlist-items';

/** A guest's stored cards may be stale: each product read again, null when it is no longer sold. */
async function freshGuestItems(items: WishlistItem[]): Promise<Map<number, WishlistItem | null>> {
  const fresh = new Map<number, WishlistItem | null>();
  await Promise.all(
    items.map(async ({ ProductNo }) => {
      try {
        fresh.set(ProductNo, wishlistItemOf(await apiGet<ProductDetail>('/api/Product/loadproduct', { ProductNo })));
      } catch (err) {
        // Not answered now: the stored card stays.
        if (err instanceof ApiError && err.status === 404) fresh.set(ProductNo, null);
      }
    }),
  );
  return fresh;
}

export async function refreshWishlist(list: TabWishlist = tabWishlist): Promise<void> {
  const owner = list.owner();
  try {
    if (owner != null) {
      const items = await apiGet<WishlistItem[]>('/api/customer/wishlist');
      list.update(owner, () => items);
      return;
    }
    const fresh = await freshGuestItems(list.getState().items);
    // Applied to the list as it is now, so an add made meanwhile is kept.
    list.update(owner, (items) =>
      items.map((i) => (fresh.has(i.ProductNo) ? fresh.get(i.ProductNo) : i)).filter((i): i is WishlistItem => !!i),
    );
  } catch (err) {
    list.failed(err);
  }
}
