// /orderhistory: the customer's orders, newest first (docs/product.md#order-history-and-detail).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderHistoryRow } from '../../../shop-rules/api/account';
import { ttDollars as tt } from '../../../shop-rules/money';
import { Eye } from '../../components/shell/more-icons';
import { apiGet } from '../../lib/api';
import { ACCOUNT_CRUMB, AccountLayout } from '../account-layout';
import { accountMeta } from '../account-meta';
import { loadForCustomer } from '../customer-data';
import { AccountLoading, ForCustomer } from '../for-customer';
import type { Route } from './+types/order-history.route';
import { orderDetailPath, statusText } from './order-status';
import '../account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/shell/route-error';

const TITLE = 'Order History';
const TRAIL = [ACCOUNT_CRUMB, { label: 'Order History' }];

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(TITLE, matches);
}

export async function clientLoader() {
  return loadForCustomer(() => apiGet<OrderHistoryRow[]>('/api/customer/orders'));
}

export function HydrateFallback() {
  return (
    <OrderHistoryLayout>
      <AccountLoading />
    </OrderHistoryLayout>
  );
}

export default function OrderHistoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <OrderHistoryLayout>
      <ForCustomer load={loaderData} label="Loading your orders">
        {(rows) =>
          rows.length ? (
            <OrderHistoryTable rows={rows} />
          ) : (
            <p className="empty-note">You have not made any previous orders!</p>
          )
        }
      </ForCustomer>
    </OrderHistoryLayout>
  );
}

function OrderHistoryLayout({ children }: { children: ReactNode }) {
  return (
    <AccountLayout title={TITLE} trail={TRAIL}>
      {children}
      <div className="form-buttons form-buttons--end">
        <Link to="/account" className="button button--primary">
          Continue
        </Link>
      </div>
    </AccountLayout>
  );
}

function OrderHistoryTable({ rows }: { rows: OrderHistoryRow[] }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby="order-history-caption" tabIndex={0}>
      <table className="account-table account-table--cards">
        <caption id="order-history-caption" className="visually-hidden">
          Your orders, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Order ID</th>
            <th scope="col">Customer</th>
            <th scope="col" className="num">
              No. of Products
            </th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Date Added</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.OrderId}>
              <th scope="row" data-label="Order ID">
                #{row.OrderId}
              </th>
              <td data-label="Customer">{row.Customer}</td>
              <td data-label="No. of Products" className="num">
                {row.NoofProduct}
              </td>
              <td data-label="Status">{statusText(row.Status, row.PaymentStatus)}</td>
              <td data-label="Total" className="num">
                {tt(row.Total)}
              </td>
              <td data-label="Date Added">{row.DateAdded}</td>
              <td className="account-table__actions">
                <ViewLink orderId={row.OrderId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The eye icon with its 'View' tooltip, shown on hover and on keyboard focus. */
function ViewLink({ orderId }: { orderId: number }) {
  return (
    <Link to={orderDetailPath(orderId)} className="icon-button has-tooltip" aria-label={`View order ${orderId}`}>
      <Eye aria-hidden="true" size={20} />
      <span className="tooltip" aria-hidden="true">
        View
      </span>
    </Link>
  );
}
