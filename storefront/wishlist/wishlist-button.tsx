// The heart on product cards and the product page: adds to or removes from the wishlist.
import { useEffect, useState } from 'react';
import type { CartProduct } from '../cart/cart-types';
import { Heart } from '../components/shell/icons';
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
  // A press made then is kept, shown as taken, and carried out once the list is known (decision 0054).
  const [pressed, setPressed] = useState(false);
  const { ready, toggle } = wishlist;
  useEffect(() => {
    if (!pressed || !ready) return;
    setPressed(false);
    void toggle(product);
  }, [pressed, ready, toggle, product]);
  return (
    <button
      type="button"
      className={['wishlist-button', saved ? 'wishlist-button--saved' : '', className].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-label={`Wishlist: ${product.ProductName}`}
      aria-busy={pressed || undefined}
      data-early-tap={pressed ? '' : undefined}
      title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={() => {
        if (waiting) setPressed((was) => !was);
        else void toggle(product);
      }}
    >
      <Heart aria-hidden="true" size={20} fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}
