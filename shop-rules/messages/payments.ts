// What the card payment endpoints say to shoppers. The failure text of the return page is the
// specification's (forms.ts); the words shared with the return page are in ../card-payment.ts.
import { CARD_RETURN_REASONS } from '../card-payment';

export const REDIRECTING_TO_WIPAY = 'Order saved. Redirecting to the WiPay payment page.';
export const WIPAY_UNREACHABLE =
  'The card payment service could not be reached. Please try again, or choose another payment method.';
export const wipayRefused = (message: string) => `The card payment could not be started: ${message}`;
export const PAID_AFTER_CANCELLATION = CARD_RETURN_REASONS.cancelledOrder;
