// Public face of the wishlist. The CartProvider mounts the WishlistProvider, so the shell needs nothing more.

export { WishlistButton, type WishlistButtonProps } from './wishlist-button';
export { useWishlist, type WishlistApi, type WishlistItem, WishlistProvider } from './wishlist-store';
