// /success (docs/product.md#success-page). After an order: its number, its total and what happens next
// for its payment method; it stays until the shopper leaves. A plain visit goes home after 3 seconds.

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatTT, ORDER_PLACED, PAYMENT_METHOD_BANK_TRANSFER, PAYMENT_METHOD_CARD, toCents } from '../../shop-rules';
import { bankReference } from '../../shop-rules/messages/orders';
import { CARD_CHARGED_LABEL, CARD_FEE_LABEL } from '../../shop-rules/messages/payments';
import { whatsappLink } from '../../shop-rules/whatsapp';
import { authHeader } from '../lib/api';
import { privatePageMeta } from '../lib/seo';
import { useShopSettings } from '../lib/settings';
import { SUCCESS_REDIRECT_MS } from '../lib/ui-timing-and-layout';
import type { Route } from './+types/success.route';
import { ReceiptUpload } from './payment/receipt-upload';
import { type PlacedOrder, placedOrderOf } from './sending/placed-order';
import '../cart/cart.css';
import './checkout.css';
import { BankDetails, BankLine } from './payment/bank-details';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta('Order placed', matches);
}

const noChange = () => () => {};

/** A signed-in customer's order is theirs by token; a guest's by its mobile. */
const hasCustomerToken = () => 'Authorization' in authHeader();

/** False while hydrating a server render (the server never sees the history entry's state), else true. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

export default function SuccessPage() {
  const navigate = useNavigate();
  const state = useLocation().state;
  const inBrowser = useInBrowser();
  const order = inBrowser ? placedOrderOf(state) : null;
  const orderNo = order?.orderNo ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!inBrowser) return;
    heading.current?.focus();
    if (orderNo !== null) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, orderNo, inBrowser]);
  if (!order) {
    return (
      <div className="order-result" role="status">
        <h1 ref={heading} tabIndex={-1}>
          {ORDER_PLACED}
        </h1>
        <Link to="/home" className="cart-action">
          Continue
        </Link>
      </div>
    );
  }
  return (
    <div className="order-result order-result--placed">
      <h1 ref={heading} tabIndex={-1}>
        {ORDER_PLACED}
      </h1>
      <dl className="order-result__facts">
        <div>
          <dt>Order number</dt>
          <dd data-testid="order-number">{order.orderNo}</dd>
        </div>
        {order.total !== null ? (
          <div>
            <dt>Total</dt>
            <dd data-testid="order-total">{formatTT(toCents(order.total))}</dd>
          </div>
        ) : null}
        {/* Paid by card with a fee: the fee and what the card was charged (decision 0060). */}
        {order.total !== null && order.charged !== undefined && order.charged > order.total ? (
          <>
            <div>
              <dt>{CARD_FEE_LABEL}</dt>
              <dd>{formatTT(toCents(order.charged) - toCents(order.total))}</dd>
            </div>
            <div>
              <dt>{CARD_CHARGED_LABEL}</dt>
              <dd data-testid="order-charged">{formatTT(toCents(order.charged))}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <NextSteps order={order} />
      {order.pmNo === PAYMENT_METHOD_BANK_TRANSFER ? (
        <ReceiptUpload orderNo={order.orderNo} mobile={hasCustomerToken() ? undefined : order.mobile} />
      ) : null}
      <p>
        Keep your order number: with it and your mobile number you can <Link to="/ordertrack">track your order</Link>.
        We have also sent the details by mail.
      </p>
      <Link to="/home" className="cart-action">
        Continue Shopping
      </Link>
    </div>
  );
}

/** What the shopper does next, for the order's payment method. */
function NextSteps({ order }: { order: PlacedOrder }) {
  const settings = useShopSettings();
  const amount = order.total !== null ? formatTT(toCents(order.total)) : 'the order total';
  if (order.pmNo === PAYMENT_METHOD_CARD) {
    return <p>Your card payment is received. We will let you know when your order is on its way.</p>;
  }
  if (order.pmNo !== PAYMENT_METHOD_BANK_TRANSFER) {
    return (
      <p>
        {order.isPickup
          ? `Pay ${amount} when you collect your order.`
          : `Pay ${amount} in cash when your order is delivered.`}
      </p>
    );
  }
  const receipt = `Receipt for order ${order.orderNo}${order.total !== null ? `, ${amount}` : ''}`;
  return (
    <section className="order-result__next" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">Pay by bank transfer</h2>
      <p>
        Please transfer {amount} to the account below. {bankReference(order.orderNo)} Your order is sent once the
        payment has cleared.
      </p>
      <BankDetails settings={settings}>
        <BankLine label="Payment reference" testId="bank-reference">
          {order.orderNo}
        </BankLine>
        <BankLine label="Amount">{amount}</BankLine>
      </BankDetails>
      <p>
        Then send the receipt of your transfer by WhatsApp to {settings.whatsappNumber}:{' '}
        <a href={whatsappLink(settings.whatsappNumber, receipt)} target="_blank" rel="noopener noreferrer">
          Send the receipt by WhatsApp
        </a>
      </p>
    </section>
  );
}
