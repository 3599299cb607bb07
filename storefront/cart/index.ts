// Public face of the cart module. Other parts of the storefront import only this.
export { CartProvider, useCart, useCartPanel } from './cart-store';
export { CartPanel, preloadCartPanel } from './cart-panel-loader';
export { AddToCartButton, isSoldOut, type AddToCartButtonProps } from './add-to-cart-button';
export type { CartLine, CartApi, CartPanelApi, AddResult, AddOptions, CartProduct } from './cart-types';
export { WishlistButton, useWishlist } from '../wishlist';
