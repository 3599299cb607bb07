// What the card payment endpoints say to shoppers. The failure text of the return page is the spec's.
export { PAYMENT_ORDER_FAILED } from '../../shop-rules/form-messages';

export const REDIRECTING_TO_WIPAY = 'Order saved. Redirecting to the WiPay payment page.';
export const WIPAY_UNREACHABLE = 'The card payment service could not be reached. Please try again, or choose another payment method.';
export const wipayRefused = (message: string) => `The card payment could not be started: ${message}`;
export const PAID_AFTER_CANCELLATION =
  'Your card payment arrived after the order was cancelled. We will contact you about a refund.';
