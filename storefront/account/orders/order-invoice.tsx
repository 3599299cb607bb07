import { Link } from 'react-router';
import type { OrderDetail } from '../../../shop-rules/api/account';

/** The customer's copy of the order's VAT invoice (docs/product.md#vat-invoices); nothing before it has one. */
export function OrderInvoice({ order }: { order: OrderDetail }) {
  if (!order.Invoice) return null;
  return (
    <section aria-labelledby="order-invoice" className="account-section">
      <h2 id="order-invoice" className="account-section__title">
        VAT invoice {order.Invoice.Number}
      </h2>
      <p>{order.Invoice.VatIncluded}</p>
      <p>VAT registration number {order.Invoice.VatNumber}. Prices include VAT.</p>
      <p>
        <Link className="tap-target" to={`/orderdetail/${order.OrderId}/invoice`}>
          Open the invoice to print it or save it as PDF
        </Link>
      </p>
    </section>
  );
}
