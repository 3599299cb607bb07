// The order waiting on this phone (waiting-order-store.ts, docs/decisions/0055), shown on every page
// of the shop while it waits: sent when the link is back (at once, on the browser's online event, and
// every 20 s while the page is open), priced again first, and never sent at a changed total before
// the shopper agrees to it. Cancelled by the shopper only while it has surely not reached the shop.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorNotice, IS_PICKUP_PICKUP, type PaymentMethodNo } from '../../../shop-rules';
import {
  CANCEL_WAITING_ORDER,
  ORDER_MAY_HAVE_GONE,
  ORDER_NOT_PLACED,
  ORDER_WAITING,
  orderWaitingNote,
  priceChanged,
  SEND_AT_NEW_TOTAL,
  WAITING_ORDER_CANCELLED,
} from '../../../shop-rules/messages/waiting-order';
import { formatTT, toCents } from '../../../shop-rules/money';
import { useCustomer } from '../../account/session/customer-session';
import { applyCatalogueAnswers, fetchCatalogueAnswers } from '../../cart/cart-refresh';
import { type CartState, priceCartState } from '../../cart/cart-state';
import { useCart } from '../../cart/cart-store';
import { useFreightRates } from '../../cart/freight-rates';
import { useSnackbar } from '../../components/shell/snackbar';
import { forgetOrderKey } from './idempotency-key';
import { forgetCheckoutForm } from './kept-checkout-form';
import type { OrderBody } from './order-body';
import { successNavigation } from './placed-order';
import { sendOrder } from './send-order';
import {
  forgetWaitingOrder,
  keepWaitingOrder,
  rememberLastOrder,
  WAITING_ORDER_EVENT,
  type WaitingOrder,
  waitingOrder,
} from './waiting-order-store';

const RETRY_MS = 20_000;

/**
 * Kept on the phone by an order page (checkout, or a direct order page: page names its idempotency
 * key, and a direct order leaves the shopper's cart alone): offline, or when a sent order's answer
 * never came.
 */
export function keepOrderToSend(
  body: OrderBody,
  cart: CartState,
  shownTotal: number,
  state: WaitingOrder['state'],
  { page = 'checkout', clearsCart = true }: { page?: string; clearsCart?: boolean } = {},
) {
  keepWaitingOrder({ body, cart, shownTotal, state, page, clearsCart, at: Date.now() });
}

export default function WaitingOrderPanel() {
  // Read after hydration: the server draws no waiting order (checkout draws this panel too).
  const [order, setOrder] = useState<WaitingOrder | null>(null);
  const [online, setOnline] = useState(true);
  const [newTotal, setNewTotal] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const cart = useCart();
  const rates = useFreightRates();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { sessionEnded } = useCustomer();

  useEffect(() => {
    const read = () => setOrder(waitingOrder());
    read();
    setOnline(navigator.onLine);
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    addEventListener(WAITING_ORDER_EVENT, read);
    addEventListener('storage', read);
    addEventListener('online', on);
    addEventListener('offline', off);
    return () => {
      removeEventListener(WAITING_ORDER_EVENT, read);
      removeEventListener('storage', read);
      removeEventListener('online', on);
      removeEventListener('offline', off);
    };
  }, []);

  const send = useCallback(async () => {
    const kept = waitingOrder();
    if (!kept || busy.current || navigator.onLine === false) return;
    busy.current = true;
    setSending(true);
    try {
      // The prices as the catalogue has them now; without an answer, the link is not back yet.
      const answers = await fetchCatalogueAnswers(kept.cart.lines.map((l) => l.ProductNo));
      if (answers.size === 0 && kept.cart.lines.length > 0) return;
      const before = toCents(priceCartState(kept.cart, rates).totals.ItemGrandTotal);
      const now = toCents(priceCartState(applyCatalogueAnswers(kept.cart, answers), rates).totals.ItemGrandTotal);
      const total = kept.shownTotal + (now - before);
      if (total !== kept.shownTotal && total !== kept.agreedTotal) return setNewTotal(total);
      setNewTotal(null);
      const sentOnline = navigator.onLine;
      const outcome = await sendOrder(kept.body);
      switch (outcome.kind) {
        case 'placed': {
          forgetWaitingOrder();
          forgetOrderKey(kept.page);
          forgetCheckoutForm();
          if (kept.clearsCart) cart.clear();
          if (outcome.orderNo === null) return void navigate('/success');
          rememberLastOrder(outcome.orderNo);
          const placed = {
            orderNo: outcome.orderNo,
            total: outcome.total,
            pmNo: kept.body.PMNo as PaymentMethodNo,
            isPickup: kept.body.IsPickup === IS_PICKUP_PICKUP,
          };
          return void navigate('/success', successNavigation(placed));
        }
        case 'refused':
        case 'key-conflict':
          forgetWaitingOrder();
          if (outcome.kind === 'key-conflict') forgetOrderKey(kept.page);
          return snackbar.show(`${ORDER_NOT_PLACED} ${errorNotice(outcome.msg)}`, 'alert');
        case 'session-ended':
          return sessionEnded();
        case 'pay-by-card':
          // Never kept: a card order needs the link (checkout says so).
          return forgetWaitingOrder();
        case 'failed':
          // Sent on a link that looked alive: it may have reached the shop.
          if (sentOnline && kept.state === 'waiting') keepWaitingOrder({ ...kept, state: 'unsure' });
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [cart, rates, snackbar, navigate, sessionEnded]);

  useEffect(() => {
    if (!order || !online) return;
    void send();
    const again = setInterval(() => void send(), RETRY_MS);
    return () => clearInterval(again);
  }, [order, online, send]);

  if (!order) return null;
  const unsure = order.state === 'unsure';
  const cancel = () => {
    forgetWaitingOrder();
    snackbar.show(WAITING_ORDER_CANCELLED);
  };
  const agree = () => {
    if (newTotal === null) return;
    keepWaitingOrder({ ...order, agreedTotal: newTotal });
    setNewTotal(null);
  };
  return (
    <section className="waiting-order" aria-labelledby="waiting-order-title" data-testid="waiting-order">
      <h2 id="waiting-order-title">{unsure ? 'Your order may have gone through' : ORDER_WAITING}</h2>
      <p role="status">{unsure ? ORDER_MAY_HAVE_GONE : orderWaitingNote(online && sending)}</p>
      {newTotal !== null ? (
        <>
          <p role="alert">{priceChanged(formatTT(order.shownTotal), formatTT(newTotal))}</p>
          <button type="button" className="button button--primary" onClick={agree}>
            {SEND_AT_NEW_TOTAL}
          </button>
        </>
      ) : null}
      {unsure ? null : (
        <button type="button" className="button" onClick={cancel} disabled={sending}>
          {CANCEL_WAITING_ORDER}
        </button>
      )}
    </section>
  );
}
