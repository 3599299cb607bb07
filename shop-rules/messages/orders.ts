// What the order API says to shoppers, beyond the shared form messages of forms.ts.
// The spec words none of these; they follow the shop's short, plain style (docs/decisions/0007).
import { ORDER_STATUSES } from '../order-constants';

export const ORDER_SAVED = 'Order saved.';
export const ORDER_SENT_WITH_OTHER_DETAILS = 'This order was already sent with different details.';
export const ORDER_STILL_BEING_SENT = 'This order is still being sent. Please wait a moment and try again.';
export const CARD_ORDERS_USE_WIPAY = 'Card payment orders are sent to /api/shop/GetWipayUrl.';
export const WIPAY_IS_FOR_CARD = 'GetWipayUrl is for card payment (PMNo 1).';
export const PAYMENT_METHOD_UNAVAILABLE = 'This payment method is not available. Please choose another.';
export const CITY_UNKNOWN = 'Please choose a city from the list.';
export const PICKUP_POINT_UNKNOWN = 'Please choose a pickup point from the list.';
/** The city fixes the island: a Scarborough order with Trinidad ticked is refused (docs/product.md#checkout). */
export const cityOnOtherIsland = (city: string, island: string) =>
  `${city} is in ${island}. Please choose ${island} as the island, or another city.`;
export const ORDER_TOO_LARGE = 'This order is too large to be placed online. Please call the shop.';

// Moving an order along, cancelling it, confirming a bank transfer: the back office shows these.
export const NO_SUCH_ORDER = 'No such order.';
export const STATUS_UNKNOWN = `The status must be one of ${ORDER_STATUSES.join(', ')}.`;
export const STATUS_BACKWARDS = 'An order status can only move forward.';
export const ORDER_IS_CANCELLED = 'This order is cancelled.';
export const STATUS_CHANGED_MEANWHILE = 'The order was changed by someone else meanwhile. Reload it and try again.';
export const CANCEL_REFUSED = 'Only a Pending or Processed order can be cancelled.';
export const SHIP_BLOCKED_CARD_UNPAID = 'The card payment for this order has not been received.';
export const SHIP_BLOCKED_TRANSFER_UNPAID = 'The bank transfer for this order has not been confirmed.';
export const NOT_A_BANK_TRANSFER = 'This order is not paid by bank transfer.';
export const TRANSFER_ALREADY_CONFIRMED = 'This bank transfer is already confirmed, or the order is cancelled.';
export const NOT_CASH = 'This order is not paid in cash.';
export const PAYMENT_ALREADY_RECORDED = 'This order is already paid, or it is cancelled.';
/** The staff record the whole total once it is in hand (docs/decisions/0033). */
export const amountIsNotTheTotal = (total: string) =>
  `The amount must be the order's total, ${total}. Record the payment once all of it has arrived.`;
export const RECEIVED_IN_THE_FUTURE = 'The time cannot be in the future.';
export const RECEIVED_BEFORE_ORDER = 'The time cannot be before the order was placed.';

// Shown by the checkout pages before an order is sent.
export const ADDRESS_REQUIRED = 'Address is required.';
export const SOLD_OUT_BLOCKS_CHECKOUT = 'Some items in your cart are sold out. Please remove them to check out.';

export const soldOut = (item: string) => `${item} is sold out.`;
export const onlyLeft = (left: number, item: string) => `Only ${left} left of ${item}.`;
export const productUnavailable = (productNo: number) => `Product ${productNo} is not available.`;
export const noLongerAvailable = (item: string) => `${item} is no longer available.`;
export const tooManyOfItem = (max: number, item: string) => `At most ${max} of ${item} can be ordered at once.`;
export const chooseOption = (item: string) => `Please choose a colour or size for ${item}.`;
export const optionUnavailable = (item: string) =>
  `That colour or size of ${item} is not available. Please choose another.`;

// A bank transfer's reference is the order number: checkout, the success page and the order mail say so
// in these words (docs/product.md#success-page).
export const BANK_REFERENCE_AT_CHECKOUT =
  'Please use your order number as the payment reference: it is shown as soon as the order is placed ' +
  'and is in your order mail.';
export const bankReference = (orderNo: number) => `Please use your order number, ${orderNo}, as the payment reference.`;

// Staff changing an order's lines before it ships (docs/product.md#changing-an-order).
export const EDIT_ONLY_BEFORE_SHIPPING = 'Only a Pending or Processed order can be changed.';
export const EDIT_CARD_AWAITING = 'This card order is waiting for its payment: it cannot be changed now.';
export const EDIT_NOTHING_CHANGED = 'Nothing was changed.';
export const EDIT_HAS_DISCOUNT_CODE =
  'This order used a discount code, so its lines cannot be changed here: cancel it and enter the order again.';
export const EDIT_KEEP_ONE_LINE = 'An order keeps at least one product. To drop them all, cancel the order.';

// Orders the staff enter themselves, and lines added to an order (docs/product.md#phone-orders).
export const PHONE_ORDER_NO_CARD =
  'A card payment is made by the customer on the shop: choose cash on delivery or bank transfer.';
export const PHONE_ORDER_PRODUCT_INVALID = 'Choose a product from the list, or type its product number.';
export const ADD_LINE_QUANTITY_INVALID = 'Quantity must be a whole number from 1.';
