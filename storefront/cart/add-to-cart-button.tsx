import type { ProductVariant } from '../../server/catalogue/types';
import type { CartProduct } from './cart-types';

export interface AddToCartButtonProps {
  product: CartProduct;
  quantity?: number;
  variant?: ProductVariant | null;
  onAdded?(): void;
  className?: string;
}

export function AddToCartButton(_props: AddToCartButtonProps) {
  return null;
}
