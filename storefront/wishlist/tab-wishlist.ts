// The wish list of this browser tab: a guest's list in localStorage, a customer's on the server.
// When a customer session starts with a guest list in the browser, that list is merged into the
// account and the browser's copy cleared. A small store outside React, so the /wishlist route's
// clientLoader and every heart on the page work on the same list (WishlistProvider follows the
// session and shows its notices).
import type { WishlistAnswer as ListAnswer } from '../../shop-rules/api/account';
import { WISHLIST_ADDED, WISHLIST_REMOVED } from '../../shop-rules/messages/wishlist';
import type { CartProduct } from '../cart/cart-types';
import { apiGet, apiPost, apiSend } from '../lib/api';
import { loadGuestWishlist, saveGuestWishlist, type WishlistItem, withItem, withoutItem } from './wishlist-items';

export interface WishlistState {
  /** False until the list of the session being followed has been read. */
  ready: boolean;
  items: WishlistItem[];
}

/** Where the list's notices and failures go: the snackbar, or the end of a refused session. */
export interface WishlistReporter {
  notice(text: string): void;
  failed(err: unknown): void;
}

const serverList = () => apiGet<WishlistItem[]>('/api/customer/wishlist');

async function readList(customerNo: number | null): Promise<WishlistItem[]> {
  const stored = loadGuestWishlist();
  if (customerNo === null) return stored;
  if (!stored.length) return serverList();
  const merged = await apiPost<ListAnswer>('/api/customer/wishlist/merge', {
    ProductNos: stored.map((i) => i.ProductNo),
  });
  saveGuestWishlist([]);
  return merged.items;
}

export type TabWishlist = ReturnType<typeof createTabWishlist>;

export function createTabWishlist() {
  let state: WishlistState = { ready: false, items: [] };
  /** The customer whose list this is; null for a guest, undefined until a session is followed. */
  let owner: number | null | undefined;
  let following: Promise<void> = Promise.resolve();
  let reporter: WishlistReporter | null = null;
  // The last notice from before the page could show it (a clientLoader runs before the shell's effects).
  let unreported: ((r: WishlistReporter) => void) | undefined;
  const listeners = new Set<() => void>();

  function set(next: Partial<WishlistState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }
  const put = (items: WishlistItem[], asGuest: boolean) => {
    set({ items });
    if (asGuest) saveGuestWishlist(items);
  };
  const report = (tell: (r: WishlistReporter) => void) => (reporter ? tell(reporter) : (unreported = tell));
  const fail = (err: unknown) => {
    console.error('Wishlist call failed', err);
    report((r) => r.failed(err));
  };

  /** Shows the change at once; a customer's list then takes the account's answer, or goes back if refused. */
  async function change(next: WishlistItem[], send: () => Promise<ListAnswer>, notice: string) {
    const before = state.items;
    const asGuest = owner == null;
    put(next, asGuest);
    if (!asGuest) {
      try {
        put((await send()).items, false);
      } catch (err) {
        put(before, false);
        return fail(err);
      }
    }
    report((r) => r.notice(notice));
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    reportTo(next: WishlistReporter) {
      reporter = next;
      unreported?.(next);
      unreported = undefined;
      return () => {
        if (reporter === next) reporter = null;
      };
    },

    /** Reads the list of this session (merging a guest list into the account); once per session. */
    follow(customerNo: number | null): Promise<void> {
      if (owner === customerNo) return following;
      owner = customerNo;
      set({ ready: false });
      const mine = customerNo;
      following = readList(customerNo)
        .then(
          (items) => {
            if (owner === mine) put(items, false);
          },
          (err: unknown) => {
            if (owner === mine) fail(err);
          },
        )
        .then(() => {
          if (owner === mine) set({ ready: true });
        });
      return following;
    },

    /** The customer whose list this is; null for a guest, undefined until a session is followed. */
    owner: () => owner,

    /** A list read again for the session being followed; dropped when the session changed meanwhile. */
    update(forOwner: number | null | undefined, next: (items: WishlistItem[]) => WishlistItem[]) {
      if (owner === forOwner) put(next(state.items), forOwner == null);
    },

    failed: fail,

    add: (product: CartProduct) =>
      change(
        withItem(state.items, product),
        () => apiPost<ListAnswer>('/api/customer/wishlist', { ProductNo: product.ProductNo }),
        WISHLIST_ADDED,
      ),

    remove: (productNo: number) =>
      change(
        withoutItem(state.items, productNo),
        () => apiSend<ListAnswer>('DELETE', `/api/customer/wishlist/${productNo}`),
        WISHLIST_REMOVED,
      ),
  };
}

/** The one list of this tab. The server never changes it: it draws every page with an empty list. */
export const tabWishlist = createTabWishlist();
