// The wishlist's notices: the API answers them and the storefront shows them after a change. Their
// own file, so the storefront's first load does not carry every account message with them.
export const WISHLIST_ADDED = 'Added to your wishlist.';
export const WISHLIST_REMOVED = 'Removed from your wishlist.';
export const PRODUCT_NOT_FOUND = 'No such product.';
export const WISHLIST_MERGE_TOO_MANY = 'At most 200 products can be added at once.';
