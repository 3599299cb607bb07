import type { OrderPage } from '../../../server/storefront-context';
import { dayInWords } from '../../../shop-rules/delivery/delivery-days';
import type { ShopSettings } from '../../../shop-rules/settings';
import { OrderLinesTable } from './order-lines-table';

/** One order's invoice and packing slip, as printed; the heading level follows the page it is on. */
export function PackingSlip({ slip, settings: s, level }: { slip: OrderPage; settings: ShopSettings; level: 1 | 2 }) {
  const o = slip.order;
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <article className="admin-slip admin-panel" aria-label={`Packing slip, order ${o.orderNo}`}>
      <Heading>
        {s.shopName}: invoice and packing slip{level === 2 ? `, order ${o.orderNo}` : ''}
      </Heading>
      <p>
        {s.postalAddress}
        <br />
        Phone {s.contactPhone} · WhatsApp {s.whatsappNumber} · {s.ordersEmail}
      </p>
      <div className="admin-grid">
        <dl className="admin-dl">
          <dt>Order</dt>
          <dd>{o.orderNo}</dd>
          <dt>Date</dt>
          <dd>{o.orderDate}</dd>
          <dt>Payment</dt>
          <dd>
            {o.paymentMethod} ({o.paymentStatus})
          </dd>
        </dl>
        <dl className="admin-dl">
          <dt>Customer</dt>
          <dd>{o.customerName}</dd>
          <dt>Mobile</dt>
          <dd>+1(868) {o.customerMobile}</dd>
          <dt>{o.isPickup ? 'Pickup at' : 'Deliver to'}</dt>
          <dd>{o.isPickup ? s.pickupAddress : [o.address, o.city, o.island].filter(Boolean).join(', ')}</dd>
          {!o.isPickup && o.deliveryDate ? (
            <>
              <dt>Delivery day</dt>
              <dd>{dayInWords(o.deliveryDate)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <OrderLinesTable page={slip} />
      {o.remarks ? <p>Customer's notes: {o.remarks}</p> : null}
    </article>
  );
}
