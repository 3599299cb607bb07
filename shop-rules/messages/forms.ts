// The texts of the shop's forms (reviews, checkout, registration) and of ordering and payment,
// spelled exactly as the specification has them: the odd spellings ('requiered') and double spaces
// are part of the contract, so do not correct them. Apart from shop.ts so that pages without
// these forms do not download them.

// Review form and checkout / direct order (docs/product.md#reviews, #checkout-validation)
export const PHONE_INVALID = 'Phone Number is invalid. Please enter 7 digits.';
export const CUSTOMER_MOBILE_REQUIRED = 'Customer Mobile is required.';
export const CUSTOMER_NAME_REQUIRED = 'Customer Name is required.';
export const TITLE_REQUIRED = 'Title is required.';
export const REVIEW_REQUIRED = 'Review  is required.';
export const NO_PRODUCT_ADDED = 'No product added.';

// Registration alerts (docs/product.md#login-and-registration)
export const REGISTER_MOBILE_REQUIRED = 'CustomerMobile is requiered.';
export const REGISTER_NAME_REQUIRED = 'CustomerName is requiered.';
export const PASSWORD_REQUIRED = 'Password is requiered.';
export const CONFIRM_PASSWORD_REQUIRED = 'Confirm Password is requiered.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const CONFIRM_MOBILE_USE =
  'You need to confirm that this is your  mobile number and You agree to its use for account notifications.';
export const CUSTOMER_SAVED = 'Customer saved.';
/**
 * The same alerts in plain words, shown at the field beside the spec's own text (docs/decisions/0060):
 * the spec's spellings are a contract, but a shopper and a screen reader get a sentence they can read.
 */
export const READABLE_REGISTRATION: Readonly<Record<string, string>> = Object.freeze({
  [REGISTER_MOBILE_REQUIRED]: 'Please enter your mobile number.',
  [REGISTER_NAME_REQUIRED]: 'Please enter your name.',
  [PASSWORD_REQUIRED]: 'Please enter a password.',
  [CONFIRM_PASSWORD_REQUIRED]: 'Please enter the password again.',
});

// Orders and payment (docs/product.md#checkout, #card-return-page)
export const ORDER_PLACED = 'Your Order has been successfully placed!';
export const PAYMENT_PROCESSING = 'Processing ! Please do not go back or refresh';
export const PAYMENT_ORDER_PLACED = 'Order Placed ! Please check your mail for details.';
export const PAYMENT_ORDER_FAILED = 'Order could not be placed!';
export const PAYMENT_SCRIPT_FAILED = 'PayPal script failed to load.';
export const PLACE_ORDER = 'Place Order';
export const PLACE_ORDER_USING_WIPAY = 'Place Order Using Wipay';
export const SEND_ORDER = 'Send Order';
export const WIPAY_REDIRECT_NOTICE = 'You will be redirected to Wipay Payment Page';

// The spec gives no wording for these limits (the form inputs enforce them); ours, in the same style.
export const CUSTOMER_NAME_TOO_LONG = 'Customer Name must be at most 100 characters.';
export const REVIEW_TOO_LONG = 'Review must be at most 1000 characters.';
export const RATING_INVALID = 'Please choose a rating from 1 to 5 stars.';
