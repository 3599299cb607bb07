// A new delivery day chosen by the customer after a failed attempt (docs/product.md#runs-and-attempts,
// docs/decisions/0091): the link's shape, how long it lasts, and what the page says.
import { MAX_ATTEMPTS } from './attempts';

/** The page's address; the rest is a random token that holds no personal data. */
export const NEW_DAY_PATH = '/delivery-day/';
/** 32 random bytes in base64url. */
export const NEW_DAY_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** How long a link may be used after the attempt that sent it. */
export const NEW_DAY_LINK_DAYS = 14;

export const newDayLink = (publicBaseUrl: string, token: string) =>
  `${publicBaseUrl.replace(/\/$/, '')}${NEW_DAY_PATH}${token}`;

export const NEW_DAY_HEADING = 'Choose a new delivery day';
export const NEW_DAY_BUTTON = 'Deliver on this day';
export const newDaySaved = (orderNo: number, dayWords: string) =>
  `Thank you: we will bring order ${orderNo} on ${dayWords}.`;

export const NEW_DAY_UNKNOWN =
  'We do not know this link. Please open the link in our message again, or call or WhatsApp us.';
export const NEW_DAY_EXPIRED = 'This link has expired. Please call or WhatsApp us to choose a new delivery day.';
export const newDayUsed = (dayWords: string) =>
  `You already chose ${dayWords}. To change it, please call or WhatsApp us.`;
export const NEW_DAY_STALE =
  'This link was for an earlier delivery attempt. Please use the link in our latest message, or call us.';
export const NEW_DAY_NO_MORE_ATTEMPTS = `Your order has had its ${MAX_ATTEMPTS} delivery attempts and is coming back to our shop. Please call us.`;
export const NEW_DAY_NOT_WAITING = 'This order is no longer waiting for a delivery day.';
export const newDayOnARun = (dayWords: string) =>
  `Your order is already planned for delivery on ${dayWords}. To change it, please call or WhatsApp us.`;
export const NEW_DAY_NOT_OFFERED = 'That day is not offered. Please choose one of the days listed.';
export const NEW_DAY_NO_DAYS = 'No delivery day is open in your area right now. Please call or WhatsApp us.';
