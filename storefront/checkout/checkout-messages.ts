// Checkout notices the spec does not word (docs/decisions/0011-cart-wishlist-and-checkout-in-the-browser.md). The
// spec's own messages come from shop-rules; the e-mail wording is the account forms' own.
export { EMAIL_INVALID, EMAIL_REQUIRED } from '../../shop-rules/messages/account';
export { SOLD_OUT_BLOCKS_CHECKOUT } from '../cart/sold-out-note';
export const ADDRESS_REQUIRED = 'Address is required.';
export const CITY_REQUIRED = 'Please choose a city from the list.';
