// The wishlist's notices: the API answers them and the storefront shows them after a change. Their
// own file, so the storefront's first load does not carry every account message with them.
export const WISHLIST_ADDED = 'Added to your wishlist.';
export const WISHLIST_REMOVED = 'Removed from your wishlist.';
