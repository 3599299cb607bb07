// Texts the shopper sees, spelled exactly as the specification has them: the odd spellings
// and double spaces are part of the contract, so do not correct them.

// Cart and product page (docs/product.md#adding-to-the-cart)
export const ITEM_SOLD_OUT = 'Item is sold out. Please select other item';
export const SELECT_OPTION_FIRST = 'Please select a option before adding to cart';
export const ADD_TO_CART = 'Add To Cart';
// The spec shows a Sold Out badge but no word for the button; ours, in its style.
export const SOLD_OUT = 'Sold Out';
/** Adding what the cart already holds: the line is kept as it is (docs/decisions/0060). */
export const alreadyInCart = (name: string, quantity: number) =>
  `${name} is already in your cart (quantity ${quantity}).`;
export const setQuantityTo = (quantity: number) => `Set quantity to ${quantity}`;
export const QUANTITY_SET = 'Quantity updated in your cart.';
export const VIEW_CART = 'View Cart';
export const ITEM_ADDED_TO_CART = 'Item Added To Cart';
export const NO_PRODUCTS_IN_CART = 'No products in the cart';
export const CART_EMPTY = 'Your Cart is Empty!';
export const WISHLIST_EMPTY = 'Your WishList is Empty!';

// Login, notices, page texts (docs/product.md#notices)
export const ERROR_CONNECTING_SERVER = 'Error Connecting Server';
export const SNACKBAR_ACTION = 'Ok';
/** Ours (the spec has no such case): a tap kept before the page woke whose control was gone when it woke (docs/decisions/0054). */
export const earlyTapNotCarriedOut = (control: string) =>
  `${control ? `“${control}”` : 'Your tap'} could not be carried out: the page changed before it was ready. Please tap again.`;
export const VIDEO_NOT_SUPPORTED = 'Your browser does not support the video tag.';
export const SEARCHED_PRODUCTS = 'Searched Products';
export const LOAD_MORE_PRODUCTS = 'Load More Products...';
// Ours: said when Load More finds no page left and goes away.
export const ALL_PRODUCTS_SHOWN = 'All products are shown.';
export const BROWSE_CATEGORIES = 'Browse our Categories';
export const WHY_BUY_FROM_US = 'why buy from us?';

// The spec gives no wording for this limit (the inputs enforce it); ours, in the same style.
export const QUANTITY_INVALID = 'Quantity must be a whole number of at least 1.';

/** A server's failure message as the shop shows it: 'Error: ' plus the msg. */
export function errorNotice(message: string): string {
  return `Error: ${message}`;
}
