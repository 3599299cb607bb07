// /orderdetail?orderId=N and /orderdetail/N: one of the customer's orders from the database, laid out
// as docs/product.md#order-history-and-detail shows it, with Reorder and Return.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderDetail } from '../../../shop-rules/api/account';
import { apiGet } from '../../lib/api';
import { ACCOUNT_CRUMB, AccountLayout } from '../account-layout';
import { accountMeta } from '../account-meta';
import { loadForCustomer } from '../customer-data';
import { AccountLoading, ForCustomer } from '../for-customer';
import type { Route } from './+types/order-detail.route';
import { OrderAddress } from './order-address';
import { orderIdFrom } from './order-id';
import { OrderInvoice } from './order-invoice';
import { OrderLines } from './order-lines';
import { OrderRefunds } from './order-refunds';
import { OrderStatusHistory } from './order-status-history';
import { OrderSummary } from './order-summary';
import '../account.css';
import { PAYMENT_METHOD_BANK_TRANSFER } from '../../../shop-rules/constants';
import { ReceiptUpload } from '../../checkout/payment/receipt-upload';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/shell/route-error';

const HISTORY_CRUMB = { label: 'Order History', to: '/orderhistory' };
const TITLE = 'Order Information';
const TRAIL = [ACCOUNT_CRUMB, HISTORY_CRUMB, { label: 'Order Information' }];

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(TITLE, matches);
}

// /orderdetail?orderId=N and /orderdetail/N; no order chosen reads nothing.
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const orderId = orderIdFrom(params.orderId, new URL(request.url).searchParams);
  return loadForCustomer(async () =>
    orderId === null ? null : apiGet<OrderDetail>(`/api/customer/orders/${orderId}`),
  );
}

export function HydrateFallback() {
  return (
    <OrderDetailLayout>
      <AccountLoading />
    </OrderDetailLayout>
  );
}

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <OrderDetailLayout>
      <ForCustomer load={loaderData} label="Loading your order">
        {(order) =>
          order ? (
            <OrderView order={order} />
          ) : (
            <p className="empty-note">
              No order was chosen. Pick one from your <Link to="/orderhistory">order history</Link>.
            </p>
          )
        }
      </ForCustomer>
    </OrderDetailLayout>
  );
}

function OrderDetailLayout({ children }: { children: ReactNode }) {
  return (
    <AccountLayout title={TITLE} trail={TRAIL}>
      {children}
      <div className="form-buttons form-buttons--end">
        <Link to="/orderhistory" className="button button--primary">
          Continue
        </Link>
      </div>
    </AccountLayout>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  return (
    <>
      <OrderSummary order={order} />
      <OrderAddresses order={order} />
      <OrderLines order={order} />
      {order.Remarks ? (
        <section aria-labelledby="order-notes" className="account-section">
          <h2 id="order-notes" className="account-section__title">
            Order Notes
          </h2>
          <p>{order.Remarks}</p>
        </section>
      ) : null}
      {order.PMNo === PAYMENT_METHOD_BANK_TRANSFER ? <ReceiptUpload orderNo={order.OrderId} /> : null}
      <OrderInvoice order={order} />
      <OrderRefunds order={order} />
      <OrderStatusHistory order={order} />
    </>
  );
}

function OrderAddresses({ order }: { order: OrderDetail }) {
  return (
    <div className="order-addresses">
      <section aria-labelledby="payment-address" className="account-section">
        <h2 id="payment-address" className="account-section__title">
          Payment Address
        </h2>
        <OrderAddress address={order.PaymentAddress} />
      </section>
      {order.ShippingAddress ? (
        <section aria-labelledby="shipping-address" className="account-section">
          <h2 id="shipping-address" className="account-section__title">
            Shipping Address
          </h2>
          <OrderAddress address={order.ShippingAddress} />
        </section>
      ) : order.PickupAddress ? (
        <section aria-labelledby="pickup-address" className="account-section">
          <h2 id="pickup-address" className="account-section__title">
            Pickup Address
          </h2>
          <address className="order-address">
            {order.PickupAddress.Address}
            <br />
            {order.PickupAddress.Phone}
          </address>
        </section>
      ) : null}
    </div>
  );
}
