// The customer list (docs/product.md#customers): search by name, mobile or e-mail, newest first.
import { Form, Link } from 'react-router';
import { formatTT } from '../../../shop-rules/money';
import { AdminErrorBoundary } from '../shared/admin-error';
import { TextField } from '../shared/field';
import { when } from '../shared/money';
import { adminMeta } from '../shared/page-title';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/customers.route';

export const meta = () => adminMeta('Customers');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'customers');
  return desk.customers.list(new URL(request.url).searchParams);
}

export default function AdminCustomers({ loaderData: list }: Route.ComponentProps) {
  return (
    <>
      <h1>Customers</h1>
      <Form method="get" className="admin-panel admin-actions" role="search" aria-label="Customers">
        <TextField
          label="Name, mobile or e-mail"
          name="q"
          type="search"
          defaultValue={list.query.q}
          maxLength={100}
          hint="Part of it is enough, like 555 or @gmail."
        />
        <button type="submit" className="admin-button">
          Search
        </button>
      </Form>
      {list.rows.length === 0 ? (
        <p role="status">{list.query.q ? `No customer matches “${list.query.q}”.` : 'No customers yet.'}</p>
      ) : (
        <TableScroll label="Customer list" cards>
          <table className="admin-table">
            <caption>
              {list.total} {list.total === 1 ? 'customer' : 'customers'}, newest first. Orders: placed while signed in,
              not cancelled; spent: those orders that are paid.
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Mobile</th>
                <th scope="col">E-mail</th>
                <th scope="col">Registered</th>
                <th scope="col" className="num">
                  Orders
                </th>
                <th scope="col" className="num">
                  Spent
                </th>
                <th scope="col">Account</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((c) => (
                <tr key={c.customerNo}>
                  <td>
                    <Link to={`/admin/customers/${c.customerNo}`}>{c.name}</Link>
                  </td>
                  <td>{c.mobile}</td>
                  <td>{c.email}</td>
                  <td>{when(c.registered)}</td>
                  <td className="num">{c.orders}</td>
                  <td className="num">{formatTT(c.spentCents)}</td>
                  <td>{c.blocked ? <span className="admin-badge admin-badge--Cancelled">Blocked</span> : 'Active'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Customer list" />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
