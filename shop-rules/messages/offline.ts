// What the storefront says when a call finds no connection (docs/product.md#offline): Load More, Login
// and the wishlist. The spec words none of it; one short text, since every page carries it.

export const OFFLINE_TRY_AGAIN = 'No connection. Try again when you are back online.';
