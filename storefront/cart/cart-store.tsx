// Placeholder with the final interface; the real store follows.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { cartTotalsInDollars, emptyCartTotals } from '../../shop-rules';
import type { CartApi, CartPanelApi } from './cart-types';
import { WishlistProvider } from '../wishlist/wishlist-store';

const emptyCart: CartApi = {
  lines: [],
  totals: cartTotalsInDollars(emptyCartTotals()),
  count: 0,
  add: () => 'added',
  remove() {},
  setQuantity() {},
  clear() {},
  deliveryCountryNo: 1,
  setDeliveryCountryNo() {},
  isPickup: false,
  setPickup() {},
  refresh: async () => {},
};
const CartContext = createContext<CartApi>(emptyCart);
const PanelContext = createContext<CartPanelApi>({ open: false, toggle() {}, close() {}, setOpen() {} });

export function CartProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <CartContext.Provider value={emptyCart}>
      <PanelContext.Provider value={{ open, setOpen, toggle: () => setOpen((o) => !o), close: () => setOpen(false) }}>
        <WishlistProvider>{children}</WishlistProvider>
      </PanelContext.Provider>
    </CartContext.Provider>
  );
}
export const useCart = () => useContext(CartContext);
export const useCartPanel = () => useContext(PanelContext);
