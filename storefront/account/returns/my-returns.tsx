// /productreturn?list: the customer's return requests (RMAs), newest first, with the shop's decision
// (Requested, Approved or Refused) and the staff's comment.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CustomerReturn } from '../../../shop-rules/api/account';
import type { ReturnStatus } from '../../../shop-rules/order-constants';
import { ACCOUNT_CRUMB, AccountLayout } from '../account-layout';
import type { CustomerLoad } from '../customer-data';
import { ForCustomer } from '../for-customer';
import { orderDetailPath } from '../orders/order-status';

const STATUS_TEXT: Record<ReturnStatus, string> = {
  Requested: 'Requested: waiting for the shop',
  Approved: 'Approved',
  Refused: 'Refused',
};

export const MY_RETURNS_TITLE = 'My Returns';
const TRAIL = [ACCOUNT_CRUMB, { label: 'My Returns' }];

/** The list, or what stands for it: the request to log in, a failure, or the loader while it is read. */
export function MyReturnsPage({ children }: { children: ReactNode }) {
  return (
    <AccountLayout title={MY_RETURNS_TITLE} trail={TRAIL}>
      {children}
      <div className="form-buttons form-buttons--end">
        <Link to="/orderhistory" className="button">
          Return a product from an order
        </Link>
        <Link to="/account" className="button button--primary">
          Continue
        </Link>
      </div>
    </AccountLayout>
  );
}

export function MyReturns({ load }: { load: CustomerLoad<CustomerReturn[]> }) {
  return (
    <MyReturnsPage>
      <ForCustomer load={load} label="Loading your returns">
        {(rows) =>
          rows.length ? (
            <MyReturnsTable rows={rows} />
          ) : (
            <p className="empty-note">You have not asked to return any products.</p>
          )
        }
      </ForCustomer>
    </MyReturnsPage>
  );
}

export function MyReturnsTable({ rows }: { rows: CustomerReturn[] }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby="my-returns-caption" tabIndex={0}>
      <table className="account-table account-table--cards my-returns">
        <caption id="my-returns-caption" className="visually-hidden">
          Your return requests, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">RMA No.</th>
            <th scope="col">Date Added</th>
            <th scope="col">Order ID</th>
            <th scope="col">Product</th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col">Reason</th>
            <th scope="col">Status</th>
            <th scope="col">Comment from the shop</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.RmaNo} className={`my-returns__row my-returns__row--${row.Status.toLowerCase()}`}>
              <th scope="row" data-label="RMA No.">
                #{row.RmaNo}
              </th>
              <td data-label="Date Added">{row.DateAdded}</td>
              <td data-label="Order ID">
                <Link to={orderDetailPath(row.OrderId)}>#{row.OrderId}</Link>
              </td>
              <td data-label="Product">{row.ProductName}</td>
              <td data-label="Quantity" className="num">
                {row.Quantity}
              </td>
              <td data-label="Reason">{row.ReturnReason}</td>
              <td data-label="Status">
                <strong className="my-returns__status">{STATUS_TEXT[row.Status] ?? row.Status}</strong>
              </td>
              <td data-label="Comment from the shop" className="my-returns__comment">
                {row.StaffComment || <span className="muted">None yet</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
