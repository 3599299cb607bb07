// The wish list of this browser tab: a guest's list in localStorage, a customer's on the server.
// When a customer session starts with a guest list in the browser, that list is merged into the
// account and the browser's copy cleared. A small store outside React, so the /wishlist route's
// clientLoader and every heart on the page work on the same list (WishlistProvider follows the
// session and shows its notices).
import type { ProductDetail } from '../../shop-rules/api/catalogue';
import { WISHLIST_ADDED, WISHLIST_REMOVED } from '../../shop-rules/messages/wishlist';
import type { CartProduct } from '../cart/cart-types';
import { ApiError, apiGet, apiPost, apiSend } from '../lib/api';
import {
  loadGuestWishlist,
  saveGuestWishlist,
  withItem,
  wishlistItemOf,
  withoutItem,
  type WishlistItem,
} from './wishlist-items';

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

/** The calls to the wishlist API and the catalogue; tests give their own. */
export interface WishlistCalls {
  serverList(): Promise<WishlistItem[]>;
  merge(productNos: number[]): Promise<WishlistItem[]>;
  add(productNo: number): Promise<WishlistItem[]>;
  remove(productNo: number): Promise<WishlistItem[]>;
  /** The product as the catalogue has it now; null when it is no longer sold. */
  product(productNo: number): Promise<ProductDetail | null>;
}

export interface GuestShelf {
  load(): WishlistItem[];
  save(items: readonly WishlistItem[]): void;
}

interface ListAnswer {
  success: boolean;
  msg?: string;
  items: WishlistItem[];
}

const API_CALLS: WishlistCalls = {
  serverList: () => apiGet<WishlistItem[]>('/api/customer/wishlist'),
  merge: async (ProductNos) => (await apiPost<ListAnswer>('/api/customer/wishlist/merge', { ProductNos })).items,
  add: async (ProductNo) => (await apiPost<ListAnswer>('/api/customer/wishlist', { ProductNo })).items,
  remove: async (productNo) => (await apiSend<ListAnswer>('DELETE', `/api/customer/wishlist/${productNo}`)).items,
  async product(ProductNo) {
    try {
      return await apiGet<ProductDetail>('/api/Product/loadproduct', { ProductNo });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
};

const GUEST_STORAGE: GuestShelf = { load: loadGuestWishlist, save: saveGuestWishlist };

export type TabWishlist = ReturnType<typeof createTabWishlist>;

export function createTabWishlist(calls: WishlistCalls = API_CALLS, guest: GuestShelf = GUEST_STORAGE) {
  let state: WishlistState = { ready: false, items: [] };
  /** The customer whose list this is; null for a guest, undefined until a session is followed. */
  let owner: number | null | undefined;
  let following: Promise<void> = Promise.resolve();
  let reporter: WishlistReporter | null = null;
  // Notices from before the page could show them (a clientLoader runs before the shell's effects).
  let unreported: ((r: WishlistReporter) => void)[] = [];
  const listeners = new Set<() => void>();

  function set(next: Partial<WishlistState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }
  const put = (items: WishlistItem[], asGuest: boolean) => {
    set({ items });
    if (asGuest) guest.save(items);
  };
  const report = (tell: (r: WishlistReporter) => void) => (reporter ? tell(reporter) : unreported.push(tell));
  const fail = (err: unknown) => {
    console.error('Wishlist call failed', err);
    report((r) => r.failed(err));
  };
  const isGuest = () => owner === null || owner === undefined;

  async function readList(customerNo: number | null): Promise<WishlistItem[]> {
    if (customerNo === null) return guest.load();
    const stored = guest.load();
    if (!stored.length) return calls.serverList();
    const merged = await calls.merge(stored.map((i) => i.ProductNo));
    guest.save([]);
    return merged;
  }

  /** A guest's stored cards may be stale: each product read again, null when it is no longer sold. */
  async function freshGuestItems(items: WishlistItem[]): Promise<Map<number, WishlistItem | null>> {
    const fresh = new Map<number, WishlistItem | null>();
    await Promise.all(
      items.map(async (item) => {
        try {
          const product = await calls.product(item.ProductNo);
          fresh.set(item.ProductNo, product && wishlistItemOf(product));
        } catch {
          // not answered now: the stored card stays
        }
      }),
    );
    return fresh;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    reportTo(next: WishlistReporter) {
      reporter = next;
      const waiting = unreported;
      unreported = [];
      for (const tell of waiting) tell(next);
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
        .finally(() => {
          if (owner === mine) set({ ready: true });
        });
      return following;
    },

    /** Reads the list again so stock and prices are current. */
    async refresh(): Promise<void> {
      const mine = owner;
      try {
        if (mine !== null && mine !== undefined) {
          const items = await calls.serverList();
          if (owner === mine) put(items, false);
          return;
        }
        const fresh = await freshGuestItems(state.items);
        // Applied to the list as it is now, so an add made meanwhile is kept.
        const next = state.items
          .map((i) => (fresh.has(i.ProductNo) ? fresh.get(i.ProductNo) : i))
          .filter((i): i is WishlistItem => !!i);
        if (owner === mine) put(next, true);
      } catch (err) {
        fail(err);
      }
    },

    async add(product: CartProduct): Promise<void> {
      const before = state.items;
      const asGuest = isGuest();
      put(withItem(before, product), asGuest);
      if (!asGuest) {
        try {
          put(await calls.add(product.ProductNo), false);
        } catch (err) {
          put(before, false);
          return fail(err);
        }
      }
      report((r) => r.notice(WISHLIST_ADDED));
    },

    async remove(productNo: number): Promise<void> {
      const before = state.items;
      const asGuest = isGuest();
      put(withoutItem(before, productNo), asGuest);
      if (!asGuest) {
        try {
          put(await calls.remove(productNo), false);
        } catch (err) {
          put(before, false);
          return fail(err);
        }
      }
      report((r) => r.notice(WISHLIST_REMOVED));
    },
  };
}

/** The one list of this tab. The server never changes it: it draws every page with an empty list. */
export const tabWishlist = createTabWishlist();
