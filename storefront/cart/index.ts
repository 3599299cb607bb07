// Public face of the cart module. Other parts of the storefront import only this.

export { useWishlist, WishlistButton } from '../wishlist';
export { AddToCartButton, type AddToCartButtonProps, isSoldOut } from './add-to-cart-button';
export { CartPanel, preloadCartPanel } from './cart-panel-loader';
export { CartProvider, useCart, useCartPanel } from './cart-store';
export type { AddOptions, AddResult, CartApi, CartLine, CartPanelApi, CartProduct } from './cart-types';
