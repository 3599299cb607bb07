// The heart on product cards and the product page: adds to or removes from the wishlist.
import Heart from 'lucide-react/icons/heart';
import type { CartProduct } from '../cart/cart-types';
import { useWishlist } from './wishlist-store';

export interface WishlistButtonProps {
  product: CartProduct;
  className?: string;
}

export function WishlistButton({ product, className }: WishlistButtonProps) {
  const wishlist = useWishlist();
  const saved = wishlist.has(product.ProductNo);
  return (
    <button
      type="button"
      className={['wishlist-button', saved ? 'wishlist-button--saved' : '', className].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-label={`Wishlist: ${product.ProductName}`}
      title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={() => void wishlist.toggle(product)}
    >
      <Heart aria-hidden="true" size={20} fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}
