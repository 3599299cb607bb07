// /orderdetail?orderId=N and /orderdetail/N: one of the customer's orders from the database, laid out
// as spec point 2 shows it, with Reorder and Return.
import { Link } from 'react-router';
import { ACCOUNT_CRUMB, AccountLayout } from './account-layout';
import type { OrderDetail } from '../../shop-rules/api/account';
import { CustomerOnly } from './customer-only';
import { LoadedView } from './loaded-view';
import { OrderAddress } from './order-address';
import { OrderLines } from './order-lines';
import { OrderStatusHistory } from './order-status-history';
import { OrderSummary } from './order-summary';
import { useAccountData } from './use-account-data';
import { useParams, useSearchParams } from 'react-router';
import type { Route } from './+types/order-detail.route';
import { accountMeta } from './account-meta';
import { orderIdFrom } from './order-id';
import './account.css';

const HISTORY_CRUMB = { label: 'Order History', to: '/orderhistory' };

export function OrderDetailPage({ orderId }: { orderId: number | null }) {
  return (
    <AccountLayout title="Order Information" trail={[ACCOUNT_CRUMB, HISTORY_CRUMB, { label: 'Order Information' }]}>
      <CustomerOnly>
        {orderId === null ? (
          <p className="empty-note">
            No order was chosen. Pick one from your <Link to="/orderhistory">order history</Link>.
          </p>
        ) : (
          <OrderLoader orderId={orderId} />
        )}
      </CustomerOnly>
      <div className="form-buttons form-buttons--end">
        <Link to="/orderhistory" className="button button--primary">
          Continue
        </Link>
      </div>
    </AccountLayout>
  );
}

function OrderLoader({ orderId }: { orderId: number }) {
  const { state, reload } = useAccountData<OrderDetail>(`/api/customer/orders/${orderId}`);
  return (
    <LoadedView state={state} reload={reload} label="Loading your order">
      {(order) => <OrderView order={order} />}
    </LoadedView>
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

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Order Information', matches);
}

// /orderdetail?orderId=N and /orderdetail/N
export default function OrderDetailRoute() {
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const id = orderIdFrom(orderId, params);
  return <OrderDetailPage key={id ?? 0} orderId={id} />;
}
