// /orderdetail/{n}/invoice: the VAT invoice of one of the customer's orders and its credit notes, laid
// out to print (docs/product.md#vat-invoices): the back office's document (components/vat-invoice.tsx);
// 'Print' opens the browser's print view, which leaves the shop around it out (account.css).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { VatInvoice } from '../../../shop-rules/api/invoice';
import { ORDER_NOT_FOUND } from '../../../shop-rules/messages/account';
import { PrintButton } from '../../components/print-button';
import { Breadcrumbs } from '../../components/shell/breadcrumbs';
import { VatInvoiceDocument } from '../../components/vat-invoice';
import { apiGet } from '../../lib/api';
import { ACCOUNT_CRUMB } from '../account-layout';
import { accountMeta } from '../account-meta';
import { loadForCustomer } from '../customer-data';
import { AccountLoading, ForCustomer } from '../for-customer';
import type { Route } from './+types/vat-invoice.route';
import { orderIdFrom } from './order-id';
import '../account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/shell/route-error';

const TITLE = 'VAT invoice';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(TITLE, matches);
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const orderId = orderIdFrom(params.orderId, new URLSearchParams());
  return loadForCustomer(async () =>
    orderId === null ? null : apiGet<VatInvoice>(`/api/customer/orders/${orderId}/invoice`),
  );
}

export function HydrateFallback({ params }: Route.HydrateFallbackProps) {
  return (
    <InvoicePage orderId={params.orderId}>
      <AccountLoading />
    </InvoicePage>
  );
}

export default function VatInvoicePage({ loaderData, params }: Route.ComponentProps) {
  return (
    <InvoicePage orderId={params.orderId}>
      <ForCustomer load={loaderData} label="Loading your invoice">
        {(invoice) =>
          invoice ? (
            <>
              <p className="invoice-page__actions">
                <Link to={`/orderdetail/${invoice.OrderId}`} className="button">
                  Back to order {invoice.OrderId}
                </Link>
                <PrintButton className="button button--primary" />
              </p>
              <VatInvoiceDocument invoice={invoice} />
            </>
          ) : (
            <p className="empty-note">{ORDER_NOT_FOUND}</p>
          )
        }
      </ForCustomer>
    </InvoicePage>
  );
}

function InvoicePage({ orderId, children }: { orderId: string; children: ReactNode }) {
  const trail = [
    ACCOUNT_CRUMB,
    { label: 'Order History', to: '/orderhistory' },
    { label: 'Order Information', to: `/orderdetail/${orderId}` },
    { label: TITLE },
  ];
  return (
    <div className="invoice-page">
      <Breadcrumbs trail={trail} />
      {children}
    </div>
  );
}
