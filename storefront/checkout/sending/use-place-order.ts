// Placing an order from a page: the order body goes to the page's clientAction (usePageForm), which
// sends it with the customer's token (docs/decisions/0026-one-way-to-load-data.md), then the
// outcomes in docs/product.md#placing-the-order. One request at a time: a ref, since a double click lands before
// React re-renders the disabled button.
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorNotice, IS_PICKUP_PICKUP, type PaymentMethodNo } from '../../../shop-rules';
import { OFFLINE_GENERIC } from '../../../shop-rules/messages/waiting-order';
import { failureText } from '../../account/api-failure';
import { useCustomer } from '../../account/session/customer-session';
import { useCart } from '../../cart/cart-store';
import { useSnackbar } from '../../components/shell/snackbar';
import { ApiError } from '../../lib/api';
import { noConnection } from '../../lib/connection';
import { sentJson, useOnAnswer, usePageForm } from '../../lib/page-forms';
import { holdCardPayment } from '../payment/card-payment-token';
import { forgetOrderKey } from './idempotency-key';
import { forgetCheckoutForm } from './kept-checkout-form';
import type { OrderBody } from './order-body';
import { type PlacedOrder, successNavigation } from './placed-order';
import { type OrderOutcome, sendOrder } from './send-order';
import { rememberLastOrder } from './waiting-order-store';

/** Read by the WiPay return page: whether a paid order should empty the shopper's cart. */
export const CARD_ORDER_CLEARS_CART_KEY = 'cardOrderClearsCart';

/** What the page learns of its order: the outcome, less a failure's error (logged here); a placed order also
 * carries what the success page tells about it. */
export type PlaceOrderAnswer =
  | Exclude<OrderOutcome, { kind: 'failed' | 'placed' }>
  | (Extract<OrderOutcome, { kind: 'placed' }> & { order: PlacedOrder | null })
  /** offline: no answer came for want of a connection (the order may or may not have reached the shop). */
  | { kind: 'failed'; offline: boolean; msg: string };

/**
 * The order pages' clientAction. page names the page's idempotency key; clearsCart: checkout orders
 * the cart's lines, so a card order paid later empties it; the direct order pages do not.
 */
export async function placeOrderAction(
  request: Request,
  page: string,
  { clearsCart = true }: { clearsCart?: boolean } = {},
  send: typeof sendOrder = sendOrder,
): Promise<PlaceOrderAnswer> {
  const body = await sentJson<OrderBody>(request);
  const outcome = await send(body);
  const placed = (orderNo: number | null, total: number | null): PlacedOrder | null =>
    orderNo === null
      ? null
      : {
          orderNo,
          total,
          pmNo: body.PMNo as PaymentMethodNo,
          isPickup: body.IsPickup === IS_PICKUP_PICKUP,
          // A guest's receipt upload names the order's mobile (docs/product.md#transfer-receipts).
          mobile: body.CustomerMobile,
        };
  switch (outcome.kind) {
    case 'placed':
      forgetOrderKey(page);
      return { ...outcome, order: placed(outcome.orderNo, outcome.total) };
    case 'pay-by-card': {
      // The key stays: coming back from WiPay and sending again gives the same order.
      rememberCardOrder(clearsCart);
      const order = placed(outcome.orderNo, outcome.total);
      if (order && outcome.charged !== null) order.charged = outcome.charged;
      if (order && outcome.token) holdCardPayment(order.orderNo, outcome.token, order);
      window.location.assign(outcome.url);
      return outcome;
    }
    case 'key-conflict':
      forgetOrderKey(page);
      return outcome;
    case 'refused':
    case 'session-ended':
      // A refused session keeps the cart and the order's key: signed in again, the same order is sent.
      return outcome;
    case 'failed':
      console.error('Order could not be sent', outcome.error);
      return {
        kind: 'failed',
        offline: noConnection(outcome.error),
        msg: outcome.error instanceof ApiError ? outcome.error.message : '',
      };
  }
}

/**
 * clearsCart: checkout orders the cart's lines, so success empties it; the direct order page does not.
 * onNoAnswer: an order sent without an answer for want of a connection (checkout keeps it to send again);
 * without it the shopper is told the connection failed.
 */
export function usePlaceOrder({
  clearsCart = true,
  onNoAnswer,
}: {
  clearsCart?: boolean;
  onNoAnswer?(body: OrderBody): void;
} = {}) {
  const lastBody = useRef<OrderBody | null>(null);
  const { send, sending, answer } = usePageForm<PlaceOrderAnswer>();
  const inFlight = useRef(false);
  const cart = useCart();
  const { sessionEnded } = useCustomer();
  const snackbar = useSnackbar();
  const navigate = useNavigate();

  useOnAnswer(answer, (outcome) => {
    if (outcome.kind === 'placed') {
      if (clearsCart) cart.clear();
      forgetCheckoutForm();
      if (outcome.order) rememberLastOrder(outcome.order.orderNo);
      void (outcome.order ? navigate('/success', successNavigation(outcome.order)) : navigate('/success'));
      return;
    }
    // On the way to WiPay: the button stays disabled as the page goes.
    if (outcome.kind === 'pay-by-card') return;
    if (outcome.kind === 'session-ended') sessionEnded();
    if (outcome.kind === 'failed' && outcome.offline && onNoAnswer && lastBody.current) onNoAnswer(lastBody.current);
    else if (outcome.kind === 'failed')
      snackbar.show(
        outcome.msg ? errorNotice(outcome.msg) : outcome.offline ? OFFLINE_GENERIC : failureText(null),
        'alert',
      );
    else snackbar.show(errorNotice(outcome.msg), 'alert');
    inFlight.current = false;
  });

  const place = (body: OrderBody) => {
    if (inFlight.current) return;
    inFlight.current = true;
    lastBody.current = body;
    send(body);
  };
  const placing = sending || answer?.kind === 'placed' || answer?.kind === 'pay-by-card';
  return { placing, place };
}

function rememberCardOrder(clearsCart: boolean) {
  try {
    sessionStorage.setItem(CARD_ORDER_CLEARS_CART_KEY, clearsCart ? '1' : '0');
  } catch {
    // without storage the return page clears the cart, as the spec has it
  }
}

export function cardOrderClearsCart(): boolean {
  try {
    return sessionStorage.getItem(CARD_ORDER_CLEARS_CART_KEY) !== '0';
  } catch {
    return true;
  }
}
