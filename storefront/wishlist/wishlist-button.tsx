import type { CartProduct } from '../cart/cart-types';

export interface WishlistButtonProps {
  product: CartProduct;
  className?: string;
}

export function WishlistButton(_props: WishlistButtonProps) {
  return null;
}
