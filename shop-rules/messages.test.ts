import { describe, expect, it } from 'vitest';
import * as formMessages from './messages/forms';
import * as shownMessages from './messages/shop';

const messages = { ...shownMessages, ...formMessages };

describe('messages, spelled as the spec has them', () => {
  it.each([
    ['ITEM_SOLD_OUT', 'Item is sold out. Please select other item'],
    ['SELECT_OPTION_FIRST', 'Please select a option before adding to cart'],
    ['ADD_TO_CART', 'Add To Cart'],
    ['ITEM_ADDED_TO_CART', 'Item Added To Cart'],
    ['NO_PRODUCTS_IN_CART', 'No products in the cart'],
    ['CART_EMPTY', 'Your Cart is Empty!'],
    ['WISHLIST_EMPTY', 'Your WishList is Empty!'],
    ['PHONE_INVALID', 'Phone Number is invalid. Please enter 7 digits.'],
    ['CUSTOMER_MOBILE_REQUIRED', 'Customer Mobile is required.'],
    ['CUSTOMER_NAME_REQUIRED', 'Customer Name is required.'],
    ['TITLE_REQUIRED', 'Title is required.'],
    ['REVIEW_REQUIRED', 'Review  is required.'],
    ['NO_PRODUCT_ADDED', 'No product added.'],
    ['REGISTER_MOBILE_REQUIRED', 'CustomerMobile is requiered.'],
    ['REGISTER_NAME_REQUIRED', 'CustomerName is requiered.'],
    ['PASSWORD_REQUIRED', 'Password is requiered.'],
    ['CONFIRM_PASSWORD_REQUIRED', 'Confirm Password is requiered.'],
    ['PASSWORDS_DO_NOT_MATCH', 'Passwords do not match.'],
    ['CONFIRM_MOBILE_USE', 'You need to confirm that this is your  mobile number and You agree to its use for account notifications.'],
    ['CUSTOMER_SAVED', 'Customer saved.'],
    ['ORDER_PLACED', 'Your Order has been successfully placed!'],
    ['PAYMENT_PROCESSING', 'Processing ! Please do not go back or refresh'],
    ['PAYMENT_ORDER_PLACED', 'Order Placed ! Please check your mail for details.'],
    ['PAYMENT_ORDER_FAILED', 'Order could not be placed!'],
    ['PAYMENT_SCRIPT_FAILED', 'PayPal script failed to load.'],
    ['PLACE_ORDER_USING_WIPAY', 'Place Order Using Wipay'],
    ['SEND_ORDER', 'Send Order'],
    ['WIPAY_REDIRECT_NOTICE', 'You will be redirected to Wipay Payment Page'],
    ['ERROR_CONNECTING_SERVER', 'Error Connecting Server'],
    ['SNACKBAR_ACTION', 'Ok'],
    ['VIDEO_NOT_SUPPORTED', 'Your browser does not support the video tag.'],
    ['SEARCHED_PRODUCTS', 'Searched Products'],
    ['LOAD_MORE_PRODUCTS', 'Load More Products...'],
    ['BROWSE_CATEGORIES', 'Browse our Categories'],
    ['WHY_BUY_FROM_US', 'why buy from us?'],
  ] as const)('%s', (name, text) => {
    expect(messages[name]).toBe(text);
  });

  it('keeps the double spaces', () => {
    expect(messages.REVIEW_REQUIRED.split('  ')).toEqual(['Review', 'is required.']);
    expect(messages.CONFIRM_MOBILE_USE.split('  ')).toEqual(['You need to confirm that this is your', 'mobile number and You agree to its use for account notifications.']);
  });

  it('prefixes server messages with Error:', () => {
    expect(messages.errorNotice('Out of stock')).toBe('Error: Out of stock');
  });
});
