// What the card payment's return page and the server agree on (docs/decisions/0020): the endpoints
// that let the shopper who placed a card order pay it again or another way, and the plain words the
// return page shows. Their answers' types are in api/orders.ts. Apart from the shell's modules: only the payment pages load it.
import { PAYMENT_METHOD_BANK_TRANSFER, PAYMENT_METHOD_CASH_ON_DELIVERY } from './constants';

export const WIPAY_RECEIVE_PATH = '/api/shop/WipayReceive';
export const RETRY_WIPAY_PAYMENT_PATH = '/api/shop/RetryWipayPayment';
export const CHANGE_PAYMENT_METHOD_PATH = '/api/shop/ChangePaymentMethod';

/** The methods a card order may switch to. */
export const OTHER_PAYMENT_METHODS = Object.freeze([
  PAYMENT_METHOD_BANK_TRANSFER,
  PAYMENT_METHOD_CASH_ON_DELIVERY,
] as const);
export type OtherPaymentMethod = (typeof OTHER_PAYMENT_METHODS)[number];

/** How many WiPay pages one order may ask for: each one holds the stock for another while. */
export const MAX_CARD_ATTEMPTS = 5;

/** Why a return did not pay the order, in words for the shopper. */
export const CARD_RETURN_REASONS = Object.freeze({
  declined: 'Your card was declined, so no money was taken.',
  cancelled: 'The card payment was cancelled, so no money was taken.',
  error: 'The card payment could not be completed, so no money was taken.',
  unverified: 'We could not confirm a card payment for this order.',
  checking: 'We could not confirm the amount of your card payment. The shop will check it with WiPay and contact you.',
  cancelledOrder: 'Your card payment arrived after the order was cancelled. We will contact you about a refund.',
  paidTwice: 'This order was already paid. We will contact you about refunding the second card payment.',
} as const);
export type CardReturnReason = keyof typeof CARD_RETURN_REASONS;

export const PAY_AGAIN_PROMPT = 'Your order is kept for you. Try the card again, or pay another way.';
export const TRY_AGAIN = 'Try again';
export const PAY_ANOTHER_WAY = 'Pay another way';

// The answers' own messages (the shop's plain style, docs/decisions/0007).
export const NOT_YOUR_ORDER = 'This order can only be paid again from the browser that placed it.';
export const ORDER_NOT_AWAITING_PAYMENT = 'This order is no longer waiting for a card payment.';
export const ORDER_ALREADY_PAID = 'This order is already paid.';
export const TOO_MANY_CARD_ATTEMPTS = `The card was tried ${MAX_CARD_ATTEMPTS} times for this order. Please pay another way.`;
export const PAYMENT_BEING_CHECKED = 'A card payment for this order is being checked by the shop. We will contact you.';
export const PAYMENT_METHOD_CHANGED = 'Your order is placed with the payment method you chose.';
