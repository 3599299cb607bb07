// WiPay sends the shopper back here with the payment's outcome in the query. The server checks it
// (hash, order, amount) and answers; only its 'success' counts (spec points 2, 4 and 7).
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_ORDER_FAILED, PAYMENT_ORDER_PLACED, PAYMENT_PROCESSING } from '../../shop-rules';
import { useCart } from '../cart/cart-store';
import { apiPost } from '../lib/api';
import { forgetOrderKey } from './idempotency-key';
import { cardOrderClearsCart } from './use-place-order';
import './checkout.css';

type Stage = 'processing' | 'placed' | 'failed';
const TEXT: Record<Stage, string> = { processing: PAYMENT_PROCESSING, placed: PAYMENT_ORDER_PLACED, failed: PAYMENT_ORDER_FAILED };

export function WipayReceivePage() {
  const [stage, setStage] = useState<Stage>('processing');
  const cart = useCart();
  const navigate = useNavigate();
  const sent = useRef(false);
  const { ready, clear } = cart;

  useEffect(() => {
    // After the cart is restored, so clearing it is not undone by the restore.
    if (!ready || sent.current) return;
    sent.current = true;
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    apiPost<{ status?: string }>('/api/shop/WipayReceive', query)
      .then((answer) => {
        if (answer?.status !== 'success') return setStage('failed');
        setStage('placed');
        forgetOrderKey('checkout');
        forgetOrderKey('fborder');
        if (cardOrderClearsCart()) clear();
        void navigate('/success', { replace: true });
      })
      .catch((err) => {
        console.error('Payment return could not be checked', err);
        setStage('failed');
      });
  }, [ready, clear, navigate]);

  return (
    <div className="order-result" role={stage === 'failed' ? 'alert' : 'status'} aria-busy={stage === 'processing'}>
      <h1>{TEXT[stage]}</h1>
    </div>
  );
}
