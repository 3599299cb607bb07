// Placeholder with the final interface; the real store follows.
import { createContext, useContext, type ReactNode } from 'react';
import type { CartProduct } from '../cart/cart-types';

export interface WishlistItem {
  ProductNo: number;
  ProductName: string;
  ProductStyle: string;
  Barcode: string;
  SalesPrice: number;
  IsSoldOut: number;
  Thumbnail: string;
}

export interface WishlistApi {
  items: WishlistItem[];
  count: number;
  has(productNo: number): boolean;
  add(product: CartProduct): Promise<void>;
  remove(productNo: number): Promise<void>;
  toggle(product: CartProduct): Promise<void>;
}

const empty: WishlistApi = { items: [], count: 0, has: () => false, add: async () => {}, remove: async () => {}, toggle: async () => {} };
const WishlistContext = createContext<WishlistApi>(empty);

export function WishlistProvider({ children }: { children: ReactNode }) {
  return <WishlistContext.Provider value={empty}>{children}</WishlistContext.Provider>;
}
export const useWishlist = () => useContext(WishlistContext);
