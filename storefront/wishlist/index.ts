// Public face of the wishlist. The CartProvider mounts the WishlistProvider, so the shell needs nothing more.
export { WishlistProvider, useWishlist, type WishlistApi, type WishlistItem } from './wishlist-store';
export { WishlistButton, type WishlistButtonProps } from './wishlist-button';
