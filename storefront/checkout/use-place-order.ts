// Placing an order from a page: one request at a time (a ref, since a double click lands before
// React re-renders the disabled button), then the outcomes of spec points 4 and 8.
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorNotice } from '../../shop-rules';
import { useCustomer } from '../account/customer-session';
import { useCart } from '../cart/cart-store';
import { useSnackbar } from '../components/snackbar';
import { holdCardPayment } from './card-payment-token';
import { forgetOrderKey } from './idempotency-key';
import type { OrderBody } from './order-body';
import { sendOrder } from './send-order';

/** Read by the WiPay return page: whether a paid order should empty the shopper's cart. */
export const CARD_ORDER_CLEARS_CART_KEY = 'cardOrderClearsCart';

/** clearsCart: checkout orders the cart's lines, so success empties it; the direct order page does not. */
export function usePlaceOrder(page: string, { clearsCart = true }: { clearsCart?: boolean } = {}) {
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);
  const cart = useCart();
  const { sessionEnded } = useCustomer();
  const snackbar = useSnackbar();
  const navigate = useNavigate();

  const place = useCallback(
    async (body: OrderBody) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPlacing(true);
      const outcome = await sendOrder(body);
      switch (outcome.kind) {
        case 'placed':
          forgetOrderKey(page);
          if (clearsCart) cart.clear();
          void navigate('/success');
          return; // the button stays disabled as the page goes
        case 'pay-by-card':
          // The key stays: coming back from WiPay and sending again gives the same order.
          rememberCardOrder(clearsCart);
          if (outcome.orderNo !== null && outcome.token) holdCardPayment(outcome.orderNo, outcome.token);
          window.location.assign(outcome.url);
          return;
        case 'refused':
          snackbar.show(errorNotice(outcome.msg), 'alert');
          break;
        case 'session-ended':
          // The cart and the order's key stay: once signed in again, the same order is sent again.
          sessionEnded();
          snackbar.show(errorNotice(outcome.msg), 'alert');
          break;
        case 'key-conflict':
          forgetOrderKey(page);
          snackbar.show(errorNotice(outcome.msg), 'alert');
          break;
        case 'failed':
          console.error('Order could not be sent', outcome.error);
          break;
      }
      inFlight.current = false;
      setPlacing(false);
    },
    [page, clearsCart, cart, snackbar, navigate, sessionEnded],
  );

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
