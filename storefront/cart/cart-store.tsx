// The cart for the whole storefront. The server renders an empty cart; the tab's stored cart is
// restored after hydration so the first client render matches the server HTML.
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { createSteadyContext } from '../lib/first-load/steady-context';
import { WishlistProvider } from '../wishlist/wishlist-store';
import { lineKey } from './cart-line';
import {
  addProduct,
  type CartState,
  changeQuantity,
  clearCart,
  EMPTY_CART,
  priceCartState,
  removeLine,
} from './cart-state';
import { loadCart, saveCart } from './cart-storage';
import type { CartApi, CartPanelApi } from './cart-types';
import { useFreightRates } from './freight-rates';
import { useQuantityCap } from './quantity-cap';

function useCartState(): CartApi {
  const [state, setState] = useState<CartState>(EMPTY_CART);
  const [restored, setRestored] = useState(false);
  // add() answers at once, so it works on the latest state, not the last rendered one. A change
  // made before the restoring effect ran (a child's effect runs first) still starts from storage.
  const latest = useRef(state);
  const loaded = useRef(false);
  const current = useCallback((): CartState => {
    if (!loaded.current) {
      loaded.current = true;
      latest.current = loadCart();
    }
    return latest.current;
  }, []);
  const commit = useCallback((next: CartState) => {
    latest.current = next;
    setState(next);
  }, []);
  const freightRates = useFreightRates();
  const cap = useQuantityCap();
  const view = useMemo(() => priceCartState(state, freightRates), [state, freightRates]);

  useEffect(() => {
    if (restored) saveCart(view);
  }, [view, restored]);

  useEffect(() => {
    // Not a transition: the panel and the counters must show the stored cart as soon as the page
    // answers clicks (decision 0017).
    commit(current());
    setRestored(true);
  }, [commit, current]);

  const refresh = useCallback(async () => {
    if (current().lines.length === 0) return;
    // Only the cart views check the lines: the check's code comes with the first of them, not with every page.
    const { applyCatalogueAnswers, fetchCatalogueAnswers } = await import('./cart-refresh');
    const answers = await fetchCatalogueAnswers(current().lines.map((l) => l.ProductNo));
    commit(applyCatalogueAnswers(current(), answers));
  }, [commit, current]);

  return useMemo<CartApi>(
    () => ({
      lines: view.lines,
      totals: view.totals,
      count: view.totals.ItemQuantity,
      ready: restored,
      add(product, options) {
        const { state: next, result } = addProduct(current(), product, options, cap);
        if (result === 'added') commit(next);
        return result;
      },
      remove: (key) => commit(removeLine(current(), key)),
      setQuantity: (key, quantity) => commit(changeQuantity(current(), key, quantity, cap)),
      clear: () => commit(clearCart(current())),
      deliveryCountryNo: state.deliveryCountryNo,
      setDeliveryCountryNo: (no) => commit({ ...current(), deliveryCountryNo: no }),
      isPickup: state.isPickup,
      setPickup: (pickup) => commit({ ...current(), isPickup: pickup }),
      refresh,
    }),
    [view, restored, state.deliveryCountryNo, state.isPickup, commit, current, refresh, cap],
  );
}

function usePanelState(): CartPanelApi {
  const [open, setOpenState] = useState(false);
  // The header's cart button is not a Radix trigger, so the panel hands focus back to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const onCartPage = /^\/cart(\/|$)/i.test(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the panel on each new page.
  useEffect(() => setOpenState(false), [pathname]);
  return useMemo(() => {
    const setOpen = (next: boolean) => {
      if (next && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null;
      setOpenState(next);
    };
    return {
      open,
      setOpen,
      // On /cart the cart is already in view, so the header's cart button only ever closes the panel.
      toggle: () => setOpen(onCartPage ? false : !open),
      close: () => setOpenState(false),
      opener,
    };
  }, [open, onCartPage]);
}

export function CartProvider({ children }: { children: ReactNode }) {
  const cart = useCartState();
  const panel = usePanelState();
  return (
    <CartContext.Provider value={cart}>
      <PanelContext.Provider value={panel}>
        <WishlistProvider>{children}</WishlistProvider>
      </PanelContext.Provider>
    </CartContext.Provider>
  );
}

// Outside the provider (an error page drawn without the shell) the cart reads as empty and inert.
const INERT_CART: CartApi = {
  ready: false,
  lines: [],
  totals: priceCartState(EMPTY_CART).totals,
  count: 0,
  add: () => 'sold-out',
  remove() {},
  setQuantity() {},
  clear() {},
  deliveryCountryNo: EMPTY_CART.deliveryCountryNo,
  setDeliveryCountryNo() {},
  isPickup: false,
  setPickup() {},
  refresh: async () => {},
};
const INERT_PANEL: CartPanelApi = { open: false, toggle() {}, close() {}, setOpen() {}, opener: { current: null } };

// Steady contexts: restoring the stored cart redraws only what shows the cart (decision 17).
const CartContext = createSteadyContext(INERT_CART);
const PanelContext = createSteadyContext(INERT_PANEL);

export const useCart = (): CartApi => CartContext.useValue();
export const useCartPanel = (): CartPanelApi => PanelContext.useValue();

export { lineKey };
