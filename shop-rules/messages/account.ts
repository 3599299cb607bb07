// What the account APIs answer and the account pages show when something is wrong. The registration
// alerts the specification words are in forms.ts; these are the shop's own words for the rest.

// Sign-in and registration
export const LOGIN_INCORRECT = 'Mobile or password is incorrect.';
export const LOGIN_FIELDS_REQUIRED = 'Please enter your mobile number and password.';
export const MOBILE_TAKEN = 'An account with this mobile number already exists. Please log in instead.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const EMAIL_INVALID = 'Email is not a valid e-mail address.';
export const EMAIL_TOO_LONG = 'Email must be at most 100 characters.';
export const ADDRESS_TOO_LONG = 'Address must be at most 300 characters.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters.';
export const PASSWORD_TOO_LONG = 'Password must be at most 128 characters.';

// The token
export const LOGIN_NEEDED = 'Please log in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const SESSION_INVALID = 'Your session is no longer valid. Please log in again.';
/** An owner blocked the account (docs/product.md#customers); said only after the right password. */
export const ACCOUNT_BLOCKED = 'This account has been blocked. Please contact the shop.';

// Edit account information
export const FIRST_NAME_REQUIRED = 'First Name is required.';
export const FIRST_NAME_TOO_LONG = 'First Name must be at most 32 characters.';
export const LAST_NAME_REQUIRED = 'Last Name is required.';
export const LAST_NAME_TOO_LONG = 'Last Name must be at most 32 characters.';
export const PROFILE_SAVED = 'Your account information has been saved.';

// Change password
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';
export const NEW_PASSWORD_REQUIRED = 'Please enter a new password.';
export const NEW_PASSWORD_CONFIRM_REQUIRED = 'Please confirm your new password.';
export const NEW_PASSWORD_SAME = 'The new password must be different from the current one.';
export const PASSWORD_CHANGED = 'Your password has been changed.';

// Orders and tracking
export const ORDER_NOT_FOUND = 'No order found with that order id.';
export const GUEST_ORDER_NOT_FOUND = 'No order found with that order id and mobile.';
/** An order without an invoice number asks for its invoice (docs/product.md#vat-invoices). */
export const NO_INVOICE_YET =
  'This order has no VAT invoice: it is given when the order is paid or shipped while the shop is VAT registered.';

// Product returns
export const EMAIL_REQUIRED = 'Email is required.';
export const TELEPHONE_REQUIRED = 'Telephone is required.';
export const ORDER_ID_REQUIRED = 'Order ID is required.';
export const ORDER_ID_INVALID = 'Order ID must be a whole number of 1 or more.';
export const ORDER_DATE_INVALID = 'Order Date must be a date (yyyy-mm-dd).';
export const PRODUCT_NAME_REQUIRED = 'Product Name is required.';
export const PRODUCT_CODE_REQUIRED = 'Product Code is required.';
export const PRODUCT_TEXT_TOO_LONG = 'Product Name and Product Code must be at most 255 characters.';
export const RETURN_REASON_REQUIRED = 'Please choose a reason for return.';
export const RETURN_DETAILS_REQUIRED = 'Please supply details of the fault or the reason for return.';
export const RETURN_DETAILS_TOO_LONG = 'Details must be at most 1000 characters.';
export const RETURN_TERMS_REQUIRED = 'You must agree to the Terms & Conditions.';
export const RETURN_PRODUCT_NOT_IN_ORDER = 'That product is not in this order.';
export const RETURN_ORDER_CANCELLED = 'This order was cancelled, so there is nothing to return.';
/** Returns open once the order has arrived (docs/decisions/0058). */
export const RETURNS_OPEN_ON_ARRIVAL = 'Returns open once your order has arrived.';
export const returnNotArrived = (status: string) =>
  `${RETURNS_OPEN_ON_ARRIVAL} This order is ${status}: please ask again when it has arrived.`;
export const returnQuantityTooHigh = (max: number) =>
  max === 0
    ? 'A return has already been requested for every unit of this product in this order.'
    : `You can return at most ${max} of this product from this order.`;
export const returnSaved = (rmaNo: number) => `Your return request has been received. Your RMA number is ${rmaNo}.`;
