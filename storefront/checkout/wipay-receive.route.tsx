// WiPay sends the shopper back here with the payment's outcome in the query. The server checks it
// (hash, order, amount) and answers; only its 'success' counts. After a
// decline or a cancel the order still waits for its card: the browser that placed it may try the
// card again or pay another way (decision 0020).
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_ORDER_FAILED, PAYMENT_ORDER_PLACED, PAYMENT_PROCESSING } from '../../shop-rules';
import { PAY_AGAIN_PROMPT, WIPAY_RECEIVE_PATH, type WipayReceiveAnswer } from '../../shop-rules/card-payment';
import { useCart } from '../cart/cart-store';
import { apiPost } from '../lib/api';
import { forgetCardPayment, heldCardPaymentToken, orderNoOfReturn } from './card-payment-token';
import { forgetOrderKey } from './idempotency-key';
import { PayAgain } from './pay-again';
import { cardOrderClearsCart } from './use-place-order';
import './checkout.css';

type Failed = Extract<WipayReceiveAnswer, { status: 'failed' }>;
type Stage = { kind: 'processing' } | { kind: 'placed' } | { kind: 'failed'; answer: Failed | null; token?: string };

export function WipayReceivePage() {
  const [stage, setStage] = useState<Stage>({ kind: 'processing' });
  const cart = useCart();
  const navigate = useNavigate();
  const sent = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { ready, clear } = cart;

  useEffect(() => {
    // After the cart is restored, so clearing it is not undone by the restore.
    if (!ready || sent.current) return;
    sent.current = true;
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    const token = heldCardPaymentToken(orderNoOfReturn(query.order_id ?? null));
    apiPost<WipayReceiveAnswer>(WIPAY_RECEIVE_PATH, token ? { ...query, PaymentToken: token } : query)
      .then((answer) => {
        if (answer?.status !== 'success') return setStage({ kind: 'failed', answer: answer ?? null, token });
        setStage({ kind: 'placed' });
        forgetOrderKey('checkout');
        forgetOrderKey('fborder');
        forgetCardPayment();
        if (cardOrderClearsCart()) clear();
        void navigate('/success', { replace: true });
      })
      .catch((err) => {
        console.error('Payment return could not be checked', err);
        setStage({ kind: 'failed', answer: null });
      });
  }, [ready, clear, navigate]);

  useEffect(() => {
    if (stage.kind === 'failed') heading.current?.focus();
  }, [stage.kind]);

  if (stage.kind !== 'failed') {
    return (
      <div className="order-result" role="status" aria-busy={stage.kind === 'processing'}>
        <h1>{stage.kind === 'placed' ? PAYMENT_ORDER_PLACED : PAYMENT_PROCESSING}</h1>
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

export const meta = () => [{ title: 'Payment' }, { name: 'robots', content: 'noindex' }];

export default WipayReceivePage;
