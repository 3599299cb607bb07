// The wishlist (decisions.md section 3): a guest's list in localStorage, a customer's on the server.
// When a customer session starts with a guest list in the browser, that list is merged into the
// account and the browser's copy cleared.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { WISHLIST_ADDED, WISHLIST_REMOVED } from '../../shop-rules/messages/wishlist';
import type { ProductDetail } from '../../shop-rules/api/catalogue';
import { errorNotice } from '../../shop-rules/messages/shop';
import { useCustomer } from '../account';
import type { CartProduct } from '../cart/cart-types';
import { useSnackbar } from '../components/snackbar';
import { ApiError, apiGet, apiPost, apiSend } from '../lib/api';
import { createSteadyContext } from '../lib/steady-context';
import { loadGuestWishlist, saveGuestWishlist, withItem, wishlistItemOf, withoutItem, type WishlistItem } from './wishlist-items';

export type { WishlistItem };

export interface WishlistApi {
  /** False until the list has been read (the server renders an empty list). */
  ready: boolean;
  items: WishlistItem[];
  count: number;
  has(productNo: number): boolean;
  add(product: CartProduct): Promise<void>;
  remove(productNo: number): Promise<void>;
  toggle(product: CartProduct): Promise<void>;
  /** Re-reads the list so stock and prices are current. */
  refresh(): Promise<void>;
}

interface ListAnswer {
  success: boolean;
  msg?: string;
  items: WishlistItem[];
}

function fetchServerList(): Promise<WishlistItem[]> {
  return apiGet<WishlistItem[]>('/api/customer/wishlist');
}

async function mergeGuestList(guest: WishlistItem[]): Promise<WishlistItem[]> {
  const answer = await apiPost<ListAnswer>('/api/customer/wishlist/merge', { ProductNos: guest.map((i) => i.ProductNo) });
  saveGuestWishlist([]);
  return answer.items;
}

/** A guest's stored cards may be stale: each product re-read, null when it is no longer sold. */
async function freshGuestItems(items: WishlistItem[]): Promise<Map<number, WishlistItem | null>> {
  const fresh = new Map<number, WishlistItem | null>();
  await Promise.all(
    items.map(async (item) => {
      try {
        fresh.set(item.ProductNo, wishlistItemOf(await apiGet<ProductDetail>('/api/Product/loadproduct', { ProductNo: item.ProductNo })));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) fresh.set(item.ProductNo, null);
      }
    }),
  );
  return fresh;
}

export function WishlistProvider({ children }: { children: ReactNode }) {
  const session = useCustomer();
  const { sessionEnded } = session;
  // Until the session is read nobody is known to be a guest, so nothing is loaded or merged yet.
  const sessionReady = session.ready;
  const customerNo = session.customer?.CustomerNo ?? null;
  const snackbar = useSnackbar();
  const [items, setItems] = useState<WishlistItem[]>([]);
  const [ready, setReady] = useState(false);
  const latest = useRef(items);
  const put = useCallback((next: WishlistItem[], asGuest: boolean) => {
    latest.current = next;
    setItems(next);
    if (asGuest) saveGuestWishlist(next);
  }, []);
  const fail = useCallback(
    (err: unknown) => {
      console.error('Wishlist call failed', err);
      if (err instanceof ApiError && err.status === 401) return sessionEnded();
      snackbar.show(errorNotice(err instanceof Error ? err.message : String(err)), 'alert');
    },
    [snackbar, sessionEnded],
  );

  useEffect(() => {
    let live = true;
    setReady(false);
    if (!sessionReady) return;
    if (customerNo === null) {
      put(loadGuestWishlist(), false);
      setReady(true);
      return;
    }
    const guest = loadGuestWishlist();
    (guest.length ? mergeGuestList(guest) : fetchServerList())
      .then((list) => live && put(list, false))
      .catch((err) => live && fail(err))
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [sessionReady, customerNo, put, fail]);

  const refresh = useCallback(async () => {
    try {
      if (customerNo !== null) return put(await fetchServerList(), false);
      const fresh = await freshGuestItems(latest.current);
      // Applied to the list as it is now, so an add made meanwhile is kept.
      const next = latest.current.map((i) => (fresh.has(i.ProductNo) ? fresh.get(i.ProductNo) : i)).filter((i): i is WishlistItem => !!i);
      put(next, true);
    } catch (err) {
      fail(err);
    }
  }, [customerNo, put, fail]);

  const add = useCallback(
    async (product: CartProduct) => {
      const before = latest.current;
      put(withItem(before, product), customerNo === null);
      if (customerNo !== null) {
        try {
          put((await apiPost<ListAnswer>('/api/customer/wishlist', { ProductNo: product.ProductNo })).items, false);
        } catch (err) {
          put(before, false);
          return fail(err);
        }
      }
      snackbar.show(WISHLIST_ADDED);
    },
    [customerNo, put, fail, snackbar],
  );

  const remove = useCallback(
    async (productNo: number) => {
      const before = latest.current;
      put(withoutItem(before, productNo), customerNo === null);
      if (customerNo !== null) {
        try {
          put((await apiSend<ListAnswer>('DELETE', `/api/customer/wishlist/${productNo}`)).items, false);
        } catch (err) {
          put(before, false);
          return fail(err);
        }
      }
      snackbar.show(WISHLIST_REMOVED);
    },
    [customerNo, put, fail, snackbar],
  );

  const api = useMemo<WishlistApi>(() => {
    const has = (productNo: number) => items.some((i) => i.ProductNo === productNo);
    return {
      ready,
      items,
      count: items.length,
      has,
      add,
      remove,
      toggle: (product) => (has(product.ProductNo) ? remove(product.ProductNo) : add(product)),
      refresh,
    };
  }, [ready, items, add, remove, refresh]);

  return <WishlistContext.Provider value={api}>{children}</WishlistContext.Provider>;
}

const INERT_WISHLIST: WishlistApi = {
  ready: false, items: [], count: 0, has: () => false, add: async () => {}, remove: async () => {}, toggle: async () => {}, refresh: async () => {},
};

// A steady context: reading the stored list redraws only what shows it (decision 17).
const WishlistContext = createSteadyContext(INERT_WISHLIST);

export const useWishlist = (): WishlistApi => WishlistContext.useValue();
