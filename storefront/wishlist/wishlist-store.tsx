// The wishlist in React (docs/product.md#wishlist): the provider follows the customer session and
// shows the list's notices; useWishlist reads the tab's list (tab-wishlist.ts).
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { OFFLINE_TRY_AGAIN } from '../../shop-rules/messages/offline';
import { errorNotice } from '../../shop-rules/messages/shop';
import { useCustomer } from '../account';
import type { CartProduct } from '../cart/cart-types';
import { useSnackbar } from '../components/shell/snackbar';
import { ApiError } from '../lib/api';
import { tabWishlist, type WishlistState } from './tab-wishlist';
import type { WishlistItem } from './wishlist-items';

export type { WishlistItem };

export interface WishlistApi {
  /** False until the list has been read (the server renders an empty list). */
  ready: boolean;
  items: WishlistItem[];
  has(productNo: number): boolean;
  add(product: CartProduct): Promise<void>;
  remove(productNo: number): Promise<void>;
  toggle(product: CartProduct): Promise<void>;
}

export function WishlistProvider({ children }: { children: ReactNode }) {
  const session = useCustomer();
  const { sessionEnded } = session;
  // Until the session is read nobody is known to be a guest, so nothing is loaded or merged yet.
  const sessionReady = session.ready;
  const customerNo = session.customer?.CustomerNo ?? null;
  const snackbar = useSnackbar();

  useEffect(
    () =>
      tabWishlist.reportTo({
        notice: (text) => snackbar.show(text),
        failed(err) {
          if (err instanceof ApiError && err.status === 401) return sessionEnded();
          // No answer at all (no connection): the shop's words for it, not the browser's.
          if (!(err instanceof ApiError)) return snackbar.show(OFFLINE_TRY_AGAIN, 'alert');
          snackbar.show(errorNotice(err instanceof Error ? err.message : String(err)), 'alert');
        },
      }),
    [snackbar, sessionEnded],
  );

  useEffect(() => {
    if (sessionReady) void tabWishlist.follow(customerNo);
  }, [sessionReady, customerNo]);

  return <>{children}</>;
}

// What the server draws, and the browser's first render with it, so hydration matches.
const DRAWN_BY_SERVER: WishlistState = { ready: false, items: [] };

export function useWishlist(): WishlistApi {
  // Reading the stored list redraws only what shows it (decision 17).
  const { ready, items } = useSyncExternalStore(tabWishlist.subscribe, tabWishlist.getState, () => DRAWN_BY_SERVER);
  const has = (productNo: number) => items.some((i) => i.ProductNo === productNo);
  const { add, remove } = tabWishlist;
  return {
    ready,
    items,
    has,
    add,
    remove,
    toggle: (product) => (has(product.ProductNo) ? remove(product.ProductNo) : add(product)),
  };
}
