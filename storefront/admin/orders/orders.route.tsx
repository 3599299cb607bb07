import { Form, Link } from 'react-router';
import { bulkMoveSchema } from '../../../shop-rules/forms/orders';
import { ttCents } from '../../../shop-rules/money';
import { orderSourceName } from '../../../shop-rules/order-constants';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { Pager } from '../shared/pager';
import { StatusBadge } from '../shared/status-badge';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/orders.route';
import { BulkOrderActions, SelectAllOrders } from './bulk-order-actions';
import { OrderFiltersForm } from './order-filters-form';

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
  // The ticked orders' step is checked before it is sent; printing their slips is sent as it is.
  const bulk = useAdminForm(bulkMoveSchema, actionData, 'selected-orders');
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
        <Form
          method="post"
          aria-label="Selected orders"
          key={actionData?.ok ? actionData.msg : 'bulk'}
          {...bulk.formProps}
        >
          <CsrfField />
          <BulkOrderActions error={bulk.error} busy={bulk.busy} />
          <TableScroll label="Order list">
            {/* Cards on a phone: every column with its name, none off the screen (admin.css). */}
            <table className="admin-table admin-table--cards">
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
                  <OrderRow key={o.orderNo} o={o} />
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

function OrderRow({ o }: { o: Route.ComponentProps['loaderData']['rows'][number] }) {
  return (
    <tr>
      <td>
        <input type="checkbox" name="order" value={o.orderNo} aria-label={`Select order ${o.orderNo}`} />
      </td>
      <td data-label="Order">
        <Link to={`/admin/orders/${o.orderNo}`} aria-label={`Order ${o.orderNo}`}>
          {o.orderNo}
        </Link>
      </td>
      <td data-label="Date">{o.orderDate}</td>
      <td data-label="Customer">{o.customerName}</td>
      <td data-label="Mobile">{o.customerMobile}</td>
      <td data-label="Units" className="num">
        {o.units}
      </td>
      <td data-label="Total" className="num">
        {ttCents(o.total)}
      </td>
      <td data-label="Status">
        <StatusBadge status={o.status} />
      </td>
      <td data-label="Payment">
        {METHODS[o.pmNo] ?? o.pmNo} <StatusBadge status={o.paymentStatus} />
      </td>
      <td data-label="Delivery">
        {o.isPickup ? 'Pickup' : 'Delivery'}, {o.deliverCountryNo === 1 ? 'Trinidad' : 'Tobago'}
      </td>
      <td data-label="Source">{orderSourceName(o.source)}</td>
    </tr>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
