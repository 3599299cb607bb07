// After a declined or cancelled card: the same order again by card (a new WiPay page for the same
// total), or by bank transfer or cash on delivery, then the success page (decision 0020). Only the
// browser that placed the order holds its token, so only it is offered this.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_METHOD_BANK_TRANSFER, PLACE_ORDER, toCents, type PaymentMethodNo } from '../../shop-rules';
import {
  CHANGE_PAYMENT_METHOD_PATH,
  PAY_ANOTHER_WAY,
  RETRY_WIPAY_PAYMENT_PATH,
  TRY_AGAIN,
} from '../../shop-rules/card-payment';
import type { ChangePaymentAnswer, RetryWipayAnswer } from '../../shop-rules/api/orders';
import { useCart } from '../cart/cart-store';
import { ApiError, apiPost } from '../lib/api';
import { useShopSettings } from '../lib/settings';
import { forgetCardPayment } from './card-payment-token';
import { forgetOrderKey } from './idempotency-key';
import { PaymentChoice } from './payment-choice';
import { cardOrderClearsCart } from './use-place-order';
import '../cart/cart.css';

const NOT_SENT = 'The request could not be sent. Please check your connection and try again.';

export function PayAgain({
  orderNo,
  token,
  total,
  isPickup,
  offers,
}: {
  orderNo: number;
  token: string;
  /** The order's total in TT dollars, as the API gives it. */
  total: number;
  isPickup: boolean;
  offers: { card: boolean; other: boolean };
}) {
  const settings = useShopSettings();
  const { clear } = useCart();
  const navigate = useNavigate();
  const formId = useId();
  const [choosing, setChoosing] = useState(false);
  const [pmNo, setPmNo] = useState<PaymentMethodNo>(PAYMENT_METHOD_BANK_TRANSFER);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  async function send<T extends { success: boolean; msg?: string }>(path: string, body: object): Promise<T | null> {
    setBusy(true);
    setProblem('');
    try {
      const answer = await apiPost<T>(path, { OrderNo: orderNo, PaymentToken: token, ...body });
      if (answer.success) return answer;
      setProblem(answer.msg ?? NOT_SENT);
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : NOT_SENT);
    }
    setBusy(false);
    return null;
  }

  async function tryAgain() {
    const answer = await send<RetryWipayAnswer>(RETRY_WIPAY_PAYMENT_PATH, {});
    // The button stays disabled as the page goes.
    if (answer?.success) window.location.assign(answer.url);
  }

  async function payAnotherWay(event: FormEvent) {
    event.preventDefault();
    const answer = await send<ChangePaymentAnswer>(CHANGE_PAYMENT_METHOD_PATH, { PMNo: pmNo });
    if (!answer?.success) return;
    forgetOrderKey('checkout');
    forgetOrderKey('fborder');
    forgetCardPayment();
    if (cardOrderClearsCart()) clear();
    void navigate('/success', { replace: true });
  }

  return (
    <div className="pay-again">
      <div className="pay-again__actions">
        {offers.card ? (
          <button type="button" className="cart-action" onClick={() => void tryAgain()} disabled={busy}>
            {TRY_AGAIN}
          </button>
        ) : null}
        {offers.other ? (
          <button
            type="button"
            className="cart-action cart-action--secondary"
            aria-expanded={choosing}
            aria-controls={formId}
            onClick={() => setChoosing((v) => !v)}
            disabled={busy}
          >
            {PAY_ANOTHER_WAY}
          </button>
        ) : null}
      </div>
      {choosing ? (
        <form id={formId} className="pay-again__other" onSubmit={(e) => void payAnotherWay(e)} aria-busy={busy}>
          <PaymentChoice
            value={pmNo}
            onChange={setPmNo}
            cardOffered={false}
            settings={settings}
            isPickup={isPickup}
            total={toCents(total)}
          />
          <button type="submit" className="cart-action" disabled={busy}>
            {PLACE_ORDER}
          </button>
        </form>
      ) : null}
      {problem ? (
        <p role="alert" className="pay-again__problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
