import { Link } from 'react-router';
import type { Route } from './+types/order-slip.route';
import { AdminErrorBoundary } from './admin-error';
import { OrderLinesTable } from './order-lines-table';
import { adminMeta } from './page-title';
import { numberParam } from './params';
import { PrintButton } from './print-button';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Packing slip, order ${params.orderNo}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'orders');
  return desk.orders.slip(numberParam(params.orderNo));
}

export default function AdminOrderSlip({ loaderData: slip }: Route.ComponentProps) {
  const o = slip.order;
  const s = slip.settings;
  return (
    <>
      <p className="admin-actions admin-no-print">
        <Link to={`/admin/orders/${o.orderNo}`}>Back to order {o.orderNo}</Link>
        <PrintButton />
      </p>
      <article className="admin-slip admin-panel">
        <h1>{s.shopName}: invoice and packing slip</h1>
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
          </dl>
        </div>
        <OrderLinesTable page={slip} />
        {o.remarks ? <p>Customer's notes: {o.remarks}</p> : null}
      </article>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
