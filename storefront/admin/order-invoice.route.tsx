// The VAT invoice of one order and the credit notes of its refunds, to print or save as PDF from the
// browser's print view (docs/decisions/0041): the print stylesheet in admin.css leaves the back office
// out. The document is the one the customer prints from their account (components/vat-invoice.tsx).
import { Link } from 'react-router';
import { PrintButton } from '../components/print-button';
import { VatInvoiceDocument } from '../components/vat-invoice';
import type { Route } from './+types/order-invoice.route';
import { AdminErrorBoundary } from './admin-error';
import { adminMeta } from './page-title';
import { numberParam } from './params';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`VAT invoice, order ${params.orderNo}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'orders');
  return desk.orders.invoice(numberParam(params.orderNo));
}

export default function AdminOrderInvoice({ loaderData: invoice }: Route.ComponentProps) {
  return (
    <>
      <p className="admin-actions admin-no-print">
        <Link to={`/admin/orders/${invoice.OrderId}`}>Back to order {invoice.OrderId}</Link>
        <PrintButton className="admin-button" />
      </p>
      <VatInvoiceDocument invoice={invoice} className="admin-slip admin-panel" />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
