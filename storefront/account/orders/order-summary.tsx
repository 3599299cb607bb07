import { Link } from 'react-router';
import type { OrderDetail } from '../../../shop-rules/api/account';
import { statusText } from './order-status';

/** Order id, date added, payment and shipping methods, status. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-details" className="account-section">
      <h2 id="order-details" className="account-section__title">
        Order Details
      </h2>
      <dl className="order-facts">
        <div>
          <dt>Order ID:</dt>
          <dd>#{order.OrderId}</dd>
        </div>
        <div>
          <dt>Date Added:</dt>
          <dd>{order.DateAdded}</dd>
        </div>
        <div>
          <dt>Payment Method:</dt>
          <dd>{order.PaymentMethod}</dd>
        </div>
        <div>
          <dt>Shipping Method:</dt>
          <dd>{order.ShippingMethod}</dd>
        </div>
        {order.DeliveryDay ? (
          <div>
            <dt>Delivery Day:</dt>
            <dd>{order.DeliveryDay}</dd>
          </div>
        ) : null}
        <div>
          <dt>Status:</dt>
          <dd>
            {statusText(order.Status, order.PaymentStatus)} (
            <Link to={`/ordertrack?orderId=${order.OrderId}`} className="tap-target">
              track this order
            </Link>
            )
          </dd>
        </div>
      </dl>
    </section>
  );
}
