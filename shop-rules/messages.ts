// Texts the shopper sees, spelled exactly as the specification has them: the odd spellings
// ('requiered') and double spaces are part of the contract, so do not correct them.

// Cart and product page (spec points 4, 5, 8)
export const ITEM_SOLD_OUT = 'Item is sold out. Please select other item';
export const SELECT_OPTION_FIRST = 'Please select a option before adding to cart';
export const ADD_TO_CART = 'Add To Cart';
export const ITEM_ADDED_TO_CART = 'Item Added To Cart';
export const NO_PRODUCTS_IN_CART = 'No products in the cart';
export const CART_EMPTY = 'Your Cart is Empty!';
export const WISHLIST_EMPTY = 'Your WishList is Empty!';

// Review form and checkout / direct order (spec point 5)
export const PHONE_INVALID = 'Phone Number is invalid. Please enter 7 digits.';
export const CUSTOMER_MOBILE_REQUIRED = 'Customer Mobile is required.';
export const CUSTOMER_NAME_REQUIRED = 'Customer Name is required.';
export const TITLE_REQUIRED = 'Title is required.';
export const REVIEW_REQUIRED = 'Review  is required.';
export const NO_PRODUCT_ADDED = 'No product added.';

// Registration alerts (spec point 5)
export const REGISTER_MOBILE_REQUIRED = 'CustomerMobile is requiered.';
export const REGISTER_NAME_REQUIRED = 'CustomerName is requiered.';
export const PASSWORD_REQUIRED = 'Password is requiered.';
export const CONFIRM_PASSWORD_REQUIRED = 'Confirm Password is requiered.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const CONFIRM_MOBILE_USE =
  'You need to confirm that this is your  mobile number and You agree to its use for account notifications.';
export const CUSTOMER_SAVED = 'Customer saved.';

// Orders and payment (spec points 2, 8)
export const ORDER_PLACED = 'Your Order has been successfully placed!';
export const PAYMENT_PROCESSING = 'Processing ! Please do not go back or refresh';
export const PAYMENT_ORDER_PLACED = 'Order Placed ! Please check your mail for details.';
export const PAYMENT_ORDER_FAILED = 'Order could not be placed!';
export const PAYMENT_SCRIPT_FAILED = 'PayPal script failed to load.';
export const PLACE_ORDER = 'Place Order';
export const PLACE_ORDER_USING_WIPAY = 'Place Order Using Wipay';
export const SEND_ORDER = 'Send Order';
export const WIPAY_REDIRECT_NOTICE = 'You will be redirected to Wipay Payment Page';

// Login, notices, page texts (spec points 2, 8)
export const ERROR_CONNECTING_SERVER = 'Error Connecting Server';
export const SNACKBAR_ACTION = 'Ok';
export const VIDEO_NOT_SUPPORTED = 'Your browser does not support the video tag.';
export const SEARCHED_PRODUCTS = 'Searched Products';
export const LOAD_MORE_PRODUCTS = 'Load More Products...';
export const BROWSE_CATEGORIES = 'Browse our Categories';
export const WHY_BUY_FROM_US = 'why buy from us?';

// The spec gives no wording for these limits (the form inputs enforce them); ours, in the same style.
export const CUSTOMER_NAME_TOO_LONG = 'Customer Name must be at most 100 characters.';
export const REVIEW_TOO_LONG = 'Review must be at most 1000 characters.';
export const RATING_INVALID = 'Please choose a rating from 1 to 5 stars.';
export const QUANTITY_INVALID = 'Quantity must be a whole number of at least 1.';

/** A server's failure message as the shop shows it: 'Error: ' plus the msg. */
export function errorNotice(message: string): string {
  return 'Error: ' + message;
}
