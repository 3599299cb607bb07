// After a declined or cancelled card: the same order again by card (a new WiPay page for the same
// total), or by bank transfer or cash on delivery, then the success page (decision 0020). Only the
// browser that placed the order holds its token, so only it is offered this.
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_METHOD_BANK_TRANSFER, type PaymentMethodNo, PLACE_ORDER, toCents } from '../../../shop-rules';
import type { ChangePaymentAnswer, RetryWipayAnswer } from '../../../shop-rules/api/orders';
import {
  CHANGE_PAYMENT_METHOD_PATH,
  PAY_ANOTHER_WAY,
  RETRY_WIPAY_PAYMENT_PATH,
  TRY_AGAIN,
} from '../../../shop-rules/card-payment';
import { useCart } from '../../cart/cart-store';
import { ApiError, apiPost } from '../../lib/api';
import { sentJson, useOnAnswer, usePageForm } from '../../lib/page-forms';
import { useShopSettings } from '../../lib/settings';
import { forgetOrderKey } from '../sending/idempotency-key';
import { type PlacedOrder, successNavigation } from '../sending/placed-order';
import { cardOrderClearsCart } from '../sending/use-place-order';
import { forgetCardPayment, heldCardOrder } from './card-payment-token';
import { PaymentChoice } from './payment-choice';
import '../../cart/cart.css';

const NOT_SENT = 'The request could not be sent. Please check your connection and try again.';

/** What the payment return page's form sends: the card again, or another method. */
export type PayAgainRequest = { OrderNo: number; PaymentToken: string } & (
  | { again: 'card' }
  | { again: 'other'; PMNo: PaymentMethodNo }
);
export type PayAgainAnswer = { problem: string } | { going: 'card' } | { paid: true; order: PlacedOrder };

/** The payment return page's clientAction: asks the server, then goes to WiPay or forgets the card order. */
export async function payAgainAction(request: Request, post: typeof apiPost = apiPost): Promise<PayAgainAnswer> {
  const sent = await sentJson<PayAgainRequest>(request);
  const order = { OrderNo: sent.OrderNo, PaymentToken: sent.PaymentToken };
  try {
    if (sent.again === 'card') {
      const answer = await post<RetryWipayAnswer>(RETRY_WIPAY_PAYMENT_PATH, order);
      if (!answer.success) return { problem: answer.msg ?? NOT_SENT };
      window.location.assign(answer.url);
      return { going: 'card' };
    }
    const answer = await post<ChangePaymentAnswer>(CHANGE_PAYMENT_METHOD_PATH, { ...order, PMNo: sent.PMNo });
    if (!answer.success) return { problem: answer.msg ?? NOT_SENT };
    forgetOrderKey('checkout');
    forgetOrderKey('fborder');
    const held = heldCardOrder(answer.OrderNo);
    forgetCardPayment();
    const isPickup = held?.isPickup ?? false;
    return { paid: true, order: { orderNo: answer.OrderNo, total: answer.TotalAmount, pmNo: answer.PMNo, isPickup } };
  } catch (err) {
    return { problem: err instanceof ApiError ? err.message : NOT_SENT };
  }
}

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
  const { send: sendForm, sending, answer } = usePageForm<PayAgainAnswer>();
  const [choosing, setChoosing] = useState(false);
  const [pmNo, setPmNo] = useState<PaymentMethodNo>(PAYMENT_METHOD_BANK_TRANSFER);

  useOnAnswer(answer, (a) => {
    if (!('paid' in a)) return;
    if (cardOrderClearsCart()) clear();
    void navigate('/success', successNavigation({ ...a.order, isPickup }));
  });

  const send = (request: PayAgainRequest) => sendForm(request);
  const tryAgain = () => send({ OrderNo: orderNo, PaymentToken: token, again: 'card' });
  function payAnotherWay(event: FormEvent) {
    event.preventDefault();
    send({ OrderNo: orderNo, PaymentToken: token, again: 'other', PMNo: pmNo });
  }

  // After a success the button stays disabled as the page goes.
  const busy = sending || (answer !== undefined && !('problem' in answer));
  const problem = answer && 'problem' in answer ? answer.problem : '';
  return (
    <div className="pay-again">
      <div className="pay-again__actions">
        {offers.card ? (
          <button type="button" className="cart-action" onClick={tryAgain} disabled={busy}>
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
        <form method="post" id={formId} className="pay-again__other" onSubmit={payAnotherWay} aria-busy={busy}>
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
