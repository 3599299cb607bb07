// What checkout and the waiting order say about an order and the connection (docs/product.md#offline).
// A file apart from offline.ts: only the checkout's files carry these texts.

export const OFFLINE_CARD =
  'Paying by card needs a connection. Choose cash on delivery or bank transfer, or try again when your signal is back.';
export const OFFLINE_GENERIC = 'No connection: please try again when your signal is back.';

export const ORDER_WAITING = 'Your order is waiting to be sent';
export const orderWaitingNote = (online: boolean) =>
  online
    ? 'Sending it now…'
    : 'It is kept on this phone and goes by itself as soon as your signal is back, while the shop is open on this phone.';
export const ORDER_MAY_HAVE_GONE =
  'Your order may have gone through, but the answer did not reach your phone. We are checking with the shop; you will not be charged twice.';
export const ORDER_NOT_PLACED = 'Your order was not placed.';
export const CANCEL_WAITING_ORDER = 'Cancel this order';
export const WAITING_ORDER_CANCELLED = 'The waiting order was cancelled: nothing was sent.';
export const priceChanged = (was: string, now: string) =>
  `The prices changed since you placed this order: the total is now ${now} (was ${was}). Send it at the new total?`;
export const SEND_AT_NEW_TOTAL = 'Send at the new total';
