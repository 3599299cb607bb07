// WiPay sends the shopper back here with the payment's outcome in the query. The server checks it
// (hash, order, amount) and answers; only its 'success' counts. After a
// decline or a cancel the order still waits for its card: the browser that placed it may try the
// card again or pay another way (decision 0020).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_ORDER_FAILED, PAYMENT_ORDER_PLACED, PAYMENT_PROCESSING } from '../../../shop-rules';
import type { WipayReceiveAnswer } from '../../../shop-rules/api/orders';
import { PAY_AGAIN_PROMPT, WIPAY_RECEIVE_PATH } from '../../../shop-rules/card-payment';
import { useCart } from '../../cart/cart-store';
import { apiPost } from '../../lib/api';
import { forgetOrderKey } from '../sending/idempotency-key';
import { type PlacedOrder, successNavigation } from '../sending/placed-order';
import { cardOrderClearsCart } from '../sending/use-place-order';
import type { Route } from './+types/wipay-receive.route';
import { forgetCardPayment, heldCardOrder, heldCardPaymentToken, orderNoOfReturn } from './card-payment-token';
import { PayAgain, payAgainAction } from './pay-again';
import '../checkout.css';
import { privatePageMeta } from '../../lib/seo';

type Failed = Extract<WipayReceiveAnswer, { status: 'failed' }>;
export type PaymentReturn =
  | { kind: 'placed'; order: PlacedOrder | null }
  | { kind: 'failed'; answer: Failed | null; token?: string };

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta('Payment', matches);
}

/** Hands WiPay's query to the server, with this tab's payment token when it placed the order. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<PaymentReturn> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const token = heldCardPaymentToken(orderNoOfReturn(query.order_id ?? null));
  try {
    const answer = await apiPost<WipayReceiveAnswer>(
      WIPAY_RECEIVE_PATH,
      token ? { ...query, PaymentToken: token } : query,
    );
    if (answer?.status !== 'success') return { kind: 'failed', answer: answer ?? null, token };
    forgetOrderKey('checkout');
    forgetOrderKey('fborder');
    // What this tab knew of the order when it went to WiPay, for the success page.
    const order = heldCardOrder(answer.OrderNo);
    forgetCardPayment();
    return { kind: 'placed', order };
  } catch (err) {
    console.error('Payment return could not be checked', err);
    return { kind: 'failed', answer: null };
  }
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return payAgainAction(request);
}

// The return is handed to the server once: paying again answers through the action.
export const shouldRevalidate = () => false;

export function HydrateFallback() {
  return (
    <div className="order-result" role="status" aria-busy="true">
      <h1>{PAYMENT_PROCESSING}</h1>
    </div>
  );
}

export default function WipayReceivePage({ loaderData: stage }: Route.ComponentProps) {
  const { ready, clear } = useCart();
  const navigate = useNavigate();
  const done = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // After the cart is restored, so clearing it is not undone by the restore.
    if (stage.kind !== 'placed' || !ready || done.current) return;
    done.current = true;
    if (cardOrderClearsCart()) clear();
    void navigate('/success', stage.order ? successNavigation(stage.order) : { replace: true });
  }, [stage, ready, clear, navigate]);

  useEffect(() => {
    if (stage.kind === 'failed') heading.current?.focus();
  }, [stage.kind]);

  if (stage.kind !== 'failed') {
    return (
      <div className="order-result" role="status">
        <h1>{PAYMENT_ORDER_PLACED}</h1>
      </div>
    );
  }
  const { answer, token } = stage;
  const again = answer && token && answer.OrderNo !== undefined && (answer.CanTryAgain || answer.CanPayAnotherWay);
  return (
    <div className="order-result order-result--failed">
      <div role="alert">
        <h1 ref={heading} tabIndex={-1}>
          {PAYMENT_ORDER_FAILED}
        </h1>
        {answer?.reason ? <p>{answer.reason}</p> : null}
        {again ? <p>{PAY_AGAIN_PROMPT}</p> : null}
      </div>
      {again ? (
        <PayAgain
          orderNo={answer.OrderNo!}
          token={token}
          total={answer.TotalAmount ?? 0}
          isPickup={answer.IsPickup ?? false}
          offers={{ card: answer.CanTryAgain ?? false, other: answer.CanPayAnotherWay ?? false }}
        />
      ) : null}
    </div>
  );
}
