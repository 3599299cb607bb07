// The VAT invoice of one order and the credit notes of its refunds, to print or save as PDF from the
// browser's print view (docs/decisions/0041): the print stylesheet in admin.css leaves the back office
// out. The document is the one the customer prints from their account (components/vat-invoice.tsx).
import { Link } from 'react-router';
import { VAT_REGISTRATION_OFF } from '../../../shop-rules/messages/backoffice';
import { PrintButton } from '../../components/print-button';
import { VatInvoiceDocument } from '../../components/vat-invoice';
import { AdminErrorBoundary } from '../shared/admin-error';
import { adminMeta } from '../shared/page-title';
import { numberParam } from '../shared/params';
import type { Route } from './+types/order-invoice.route';

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

/** No invoice: why (VAT registration off, or not paid or shipped yet) and where VAT is switched on. */
export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  return (
    <AdminErrorBoundary
      title="No VAT invoice"
      back={{ to: `/admin/orders/${params.orderNo}`, label: `Back to order ${params.orderNo}` }}
      next={(said) =>
        said === VAT_REGISTRATION_OFF ? { to: '/admin/settings#vat-heading', label: 'Open the VAT settings' } : null
      }
    />
  );
}
