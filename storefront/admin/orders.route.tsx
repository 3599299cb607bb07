import { Form, Link } from 'react-router';
import { ttCents } from '../../shop-rules/money';
import { orderSourceName } from '../../shop-rules/order-constants';
import type { Route } from './+types/orders.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { BulkOrderActions, SelectAllOrders } from './bulk-order-actions';
import { CsrfField } from './csrf-field';
import { FormMessage } from './form-message';
import { OrderFiltersForm } from './order-filters-form';
import { adminMeta } from './page-title';
import { Pager } from './pager';
import { StatusBadge } from './status-badge';
import { TableScroll } from './table-scroll';

export const meta = () => adminMeta('Orders');

const METHODS: Record<number, string> = { 1: 'Card', 2: 'Bank transfer', 3: 'Cash' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'orders');
  const query = new URL(request.url).searchParams;
  const list = await desk.orders.list(query);
  // Every page of what the filters find; personal data in bulk: owners and managers only (decision 0037).
  const filters = new URLSearchParams(query);
  filters.delete('page');
  const exportHref = desk.staff.areas.includes('exports') ? `/admin/orders.csv?${filters}` : null;
  return { ...list, exportHref };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'orders', (desk, form) =>
      form.get('intent') === 'print' ? desk.orders.printSlips(form) : desk.orders.moveOrders(form),
    ),
  );
}

export default function AdminOrders({ loaderData: list, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Orders</h1>
      <p>
        <Link to="/admin/orders/new" className="admin-button admin-button--quiet">
          Enter a phone order
        </Link>
      </p>
      <FormMessage result={actionData} />
      {list.problems.map((p) => (
        <p key={p} className="admin-note admin-note--error" role="alert">
          {p} This filter was left out.
        </p>
      ))}
      <OrderFiltersForm filters={list.filters} />
      {list.exportHref ? (
        <p>
          <a href={list.exportHref}>Download these orders (CSV)</a>
        </p>
      ) : null}
      {list.rows.length === 0 ? (
        <p role="status">No orders match.</p>
      ) : (
        // The ticked orders go to a status or to their packing slips (docs/product.md#orders-several-at-once).
        <Form method="post" aria-label="Selected orders" key={actionData?.ok ? actionData.msg : 'bulk'}>
          <CsrfField />
          <BulkOrderActions result={actionData ?? undefined} />
          <TableScroll label="Order list">
            <table className="admin-table">
              <caption>
                {list.total} {list.total === 1 ? 'order' : 'orders'}, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <SelectAllOrders />
                  </th>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Mobile</th>
                  <th scope="col" className="num">
                    Units
                  </th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Delivery</th>
                  <th scope="col">Source</th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((o) => (
                  <tr key={o.orderNo}>
                    <td>
                      <input type="checkbox" name="order" value={o.orderNo} aria-label={`Select order ${o.orderNo}`} />
                    </td>
                    <td>
                      <Link to={`/admin/orders/${o.orderNo}`} aria-label={`Order ${o.orderNo}`}>
                        {o.orderNo}
                      </Link>
                    </td>
                    <td>{o.orderDate}</td>
                    <td>{o.customerName}</td>
                    <td>{o.customerMobile}</td>
                    <td className="num">{o.units}</td>
                    <td className="num">{ttCents(o.total)}</td>
                    <td>
                      <StatusBadge status={o.status} />
                    </td>
                    <td>
                      {METHODS[o.pmNo] ?? o.pmNo} <StatusBadge status={o.paymentStatus} />
                    </td>
                    <td>
                      {o.isPickup ? 'Pickup' : 'Delivery'}, {o.deliverCountryNo === 1 ? 'Trinidad' : 'Tobago'}
                    </td>
                    <td>{orderSourceName(o.source)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Form>
      )}
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Order list" />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
