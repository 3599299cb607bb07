// The heart on product cards and the product page: adds to or removes from the wishlist.
import type { CartProduct } from '../cart/cart-types';
import { Heart } from '../components/icons';
import { useWishlist } from './wishlist-store';

export interface WishlistButtonProps {
  product: CartProduct;
  className?: string;
}

export function WishlistButton({ product, className }: WishlistButtonProps) {
  const wishlist = useWishlist();
  const saved = wishlist.has(product.ProductNo);
  // Until the stored or the account's list is read, a click could not know whether to add or remove.
  const waiting = !wishlist.ready;
  return (
    <button
      type="button"
      className={['wishlist-button', saved ? 'wishlist-button--saved' : '', className].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-label={`Wishlist: ${product.ProductName}`}
      aria-disabled={waiting || undefined}
      title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={() => {
        if (!waiting) void wishlist.toggle(product);
      }}
    >
      <Heart aria-hidden="true" size={20} fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}
