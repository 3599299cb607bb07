import { Form, Link } from 'react-router';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SelectField } from '../shared/field';
import { adminMeta } from '../shared/page-title';
import { Pager } from '../shared/pager';
import { StatusBadge } from '../shared/status-badge';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/returns.route';

export const meta = () => adminMeta('Returns');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'returns');
  return desk.returns.list(new URL(request.url).searchParams);
}

export default function AdminReturns({ loaderData: list }: Route.ComponentProps) {
  return (
    <>
      <h1>Return requests</h1>
      {list.problem ? (
        <p className="admin-note admin-note--error" role="alert">
          {list.problem}
        </p>
      ) : null}
      <Form method="get" className="admin-panel admin-actions" role="search" aria-label="Return requests">
        <SelectField label="Status" name="status" defaultValue={list.query.status ?? ''}>
          <option value="">Any</option>
          <option value="Requested">Requested (to decide)</option>
          <option value="Approved">Approved</option>
          <option value="Refused">Refused</option>
        </SelectField>
        <button type="submit" className="admin-button">
          Show
        </button>
      </Form>
      {list.rows.length === 0 ? (
        <p role="status">No return requests.</p>
      ) : (
        <TableScroll label="Return list" cards>
          <table className="admin-table">
            <caption>{list.total} return requests, newest first</caption>
            <thead>
              <tr>
                <th scope="col">RMA</th>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Product</th>
                <th scope="col" className="num">
                  Quantity
                </th>
                <th scope="col">Reason</th>
                <th scope="col">Opened</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((r) => (
                <tr key={r.rmaNo}>
                  <td>
                    <Link to={`/admin/returns/${r.rmaNo}`} aria-label={`Return ${r.rmaNo}`}>
                      {r.rmaNo}
                    </Link>
                  </td>
                  <td>
                    <Link to={`/admin/orders/${r.orderNo}`}>{r.orderNo}</Link>
                  </td>
                  <td>{r.name}</td>
                  <td>
                    {r.productName} ({r.productCode})
                  </td>
                  <td className="num">{r.quantity}</td>
                  <td>{r.reason}</td>
                  <td>{r.opened ? 'Yes' : 'No'}</td>
                  <td>
                    <StatusBadge status={r.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Return list" />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
