// Placeholder interface, replaced by the cart module's real store.
import { createContext, useContext, useState, type ReactNode } from 'react';

interface CartApi {
  count: number;
}
interface PanelApi {
  open: boolean;
  toggle(): void;
  close(): void;
}
const CartContext = createContext<CartApi>({ count: 0 });
const PanelContext = createContext<PanelApi>({ open: false, toggle() {}, close() {} });

export function CartProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <CartContext.Provider value={{ count: 0 }}>
      <PanelContext.Provider value={{ open, toggle: () => setOpen((o) => !o), close: () => setOpen(false) }}>{children}</PanelContext.Provider>
    </CartContext.Provider>
  );
}
export const useCart = () => useContext(CartContext);
export const useCartPanel = () => useContext(PanelContext);
