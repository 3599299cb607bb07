// Public face of the cart module (issue 4 completes it). Other parts of the storefront import only this.
export { CartProvider, useCart, useCartPanel } from './cart-store';
export { CartPanel } from './cart-panel';
export { AddToCartButton } from './add-to-cart-button';
