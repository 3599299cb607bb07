// The VAT invoice of one order and the credit notes of its refunds, to print or save as PDF from the
// browser's print view (docs/decisions/0041): the print stylesheet in admin.css leaves the back office out.
import { Link } from 'react-router';
import { formatTT } from '../../shop-rules/money';
import type { Route } from './+types/order-invoice.route';
import { AdminErrorBoundary } from './admin-error';
import { OrderLinesTable } from './order-lines-table';
import { adminMeta } from './page-title';
import { numberParam } from './params';
import { PrintButton } from './print-button';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`VAT invoice, order ${params.orderNo}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'orders');
  return desk.orders.invoice(numberParam(params.orderNo));
}

export default function AdminOrderInvoice({ loaderData: inv }: Route.ComponentProps) {
  const o = inv.order;
  const s = inv.settings;
  return (
    <>
      <p className="admin-actions admin-no-print">
        <Link to={`/admin/orders/${o.orderNo}`}>Back to order {o.orderNo}</Link>
        <PrintButton />
      </p>
      <article className="admin-slip admin-panel" aria-labelledby="invoice-heading">
        <h1 id="invoice-heading">
          {s.shopName}: VAT invoice {inv.invoiceLabel}
        </h1>
        <p>
          {s.postalAddress}
          <br />
          Phone {s.contactPhone} · {s.ordersEmail}
          <br />
          VAT registration number {inv.vatNumber}
        </p>
        <div className="admin-grid">
          <dl className="admin-dl">
            <dt>Invoice number</dt>
            <dd>{inv.invoiceLabel}</dd>
            <dt>Order</dt>
            <dd>{o.orderNo}</dd>
            <dt>Order date</dt>
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
        <OrderLinesTable page={inv} />
        <p>
          <strong>Total {formatTT(inv.total)}</strong>
        </p>
        <p>
          VAT included at {inv.vatRate}: {formatTT(inv.vat)}
        </p>
        <p className="admin-hint">Prices include VAT.</p>
      </article>
      {inv.creditNotes.map((n) => (
        <article
          key={n.label}
          className="admin-slip admin-panel admin-credit-note"
          aria-label={`Credit note ${n.label}`}
        >
          <h2>
            {s.shopName}: credit note {n.label}
          </h2>
          <p>VAT registration number {inv.vatNumber}</p>
          <dl className="admin-dl">
            <dt>Credit note number</dt>
            <dd>{n.label}</dd>
            <dt>For invoice</dt>
            <dd>
              {inv.invoiceLabel}, order {o.orderNo}
            </dd>
            <dt>Date</dt>
            <dd>{new Date(n.at).toISOString().slice(0, 10)}</dd>
            <dt>Customer</dt>
            <dd>{o.customerName}</dd>
            <dt>Reason</dt>
            <dd>{n.reason || '—'}</dd>
          </dl>
          <p>
            <strong>Refunded {formatTT(n.amount)}</strong>
          </p>
          <p>
            VAT included at {n.vatRate}: {formatTT(n.vat)}
          </p>
        </article>
      ))}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
