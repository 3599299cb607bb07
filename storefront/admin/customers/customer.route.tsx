// One customer (docs/product.md#customers): details, orders, returns, wishlist size, the mails the
// shop wrote to them, and for an owner the block and unblock button.
import { Link } from 'react-router';
import { formatTT } from '../../../shop-rules/money';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { ButtonForm, SaveButton } from '../shared/admin-form';
import { FormMessage } from '../shared/form-message';
import { when } from '../shared/money';
import { adminMeta } from '../shared/page-title';
import { numberParam } from '../shared/params';
import { StatusBadge } from '../shared/status-badge';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/customer.route';

export const meta = ({ data }: Route.MetaArgs) => adminMeta(data ? `Customer ${data.page.customer.name}` : 'Customer');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'customers');
  return { page: await desk.customers.one(numberParam(params.customerNo)), mayBlock: desk.customers.mayBlock };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const customerNo = numberParam(params.customerNo);
  return answer(
    await context.shop.backoffice.act(request, 'customers', (desk, form) =>
      desk.customers.setBlocked(customerNo, form.get('intent') === 'block'),
    ),
  );
}

type Page = Route.ComponentProps['loaderData']['page'];

export default function AdminCustomer({ loaderData: { page, mayBlock }, actionData }: Route.ComponentProps) {
  const c = page.customer;
  return (
    <>
      <p>
        <Link to="/admin/customers">All customers</Link>
      </p>
      <h1>{c.name}</h1>
      <FormMessage result={actionData} />
      <CustomerDetails page={page} mayBlock={mayBlock} />
      <CustomerOrders page={page} />
      <CustomerReturns page={page} />
      <CustomerMails page={page} />
    </>
  );
}

function CustomerDetails({ page, mayBlock }: { page: Page; mayBlock: boolean }) {
  const c = page.customer;
  return (
    <section className="admin-panel" aria-labelledby="customer-details">
      <h2 id="customer-details">Details</h2>
      <dl className="admin-dl">
        <dt>Mobile</dt>
        <dd>{c.mobile}</dd>
        <dt>E-mail</dt>
        <dd>{c.email || '—'}</dd>
        <dt>Telephone</dt>
        <dd>{c.telephone || '—'}</dd>
        <dt>Address</dt>
        <dd>{c.address || '—'}</dd>
        <dt>Registered</dt>
        <dd>{when(c.registered)}</dd>
        <dt>Orders</dt>
        <dd>{c.orders} (placed while signed in, not cancelled)</dd>
        <dt>Spent</dt>
        <dd>{formatTT(c.spentCents)} (paid orders)</dd>
        <dt>Wishlist</dt>
        <dd>
          {page.wishlistSize} {page.wishlistSize === 1 ? 'product' : 'products'}
        </dd>
        <dt>Account</dt>
        <dd>{c.blockedAt ? `Blocked since ${when(c.blockedAt)}` : 'Active'}</dd>
      </dl>
      {mayBlock ? (
        <ButtonForm id="block-customer" fields={{ intent: c.blockedAt ? 'unblock' : 'block' }}>
          {(busy) => (
            <>
              {c.blockedAt ? (
                <SaveButton busy={busy}>Unblock this account</SaveButton>
              ) : (
                <SaveButton busy={busy} className="admin-button admin-button--danger">
                  Block this account
                </SaveButton>
              )}
              <p className="admin-hint">
                A blocked customer cannot log in, and any device where they are logged in is signed out. Their orders
                stay as they are.
              </p>
            </>
          )}
        </ButtonForm>
      ) : null}
    </section>
  );
}

function CustomerOrders({ page }: { page: Page }) {
  return (
    <section className="admin-panel" aria-labelledby="customer-orders">
      <h2 id="customer-orders">Orders</h2>
      {page.orders.length === 0 ? (
        <p>No orders placed while signed in.</p>
      ) : (
        <TableScroll label="Their orders" cards>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {page.orders.map((o) => (
                <tr key={o.orderNo}>
                  <td>
                    <Link to={`/admin/orders/${o.orderNo}`}>{o.orderNo}</Link>
                  </td>
                  <td>{o.orderDate}</td>
                  <td>
                    <StatusBadge status={o.status} />
                  </td>
                  <td>
                    <StatusBadge status={o.paymentStatus} />
                  </td>
                  <td className="num">{formatTT(o.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function CustomerReturns({ page }: { page: Page }) {
  return (
    <section className="admin-panel" aria-labelledby="customer-returns">
      <h2 id="customer-returns">Return requests</h2>
      {page.returns.length === 0 ? (
        <p>No return requests.</p>
      ) : (
        <TableScroll label="Their return requests" cards>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">RMA</th>
                <th scope="col">Order</th>
                <th scope="col">Product</th>
                <th scope="col" className="num">
                  Quantity
                </th>
                <th scope="col">Status</th>
                <th scope="col">Requested</th>
              </tr>
            </thead>
            <tbody>
              {page.returns.map((r) => (
                <tr key={r.rmaNo}>
                  <td>
                    <Link to={`/admin/returns/${r.rmaNo}`}>{r.rmaNo}</Link>
                  </td>
                  <td>{r.orderNo}</td>
                  <td>{r.productName}</td>
                  <td className="num">{r.quantity}</td>
                  <td>
                    <StatusBadge status={r.status} />
                  </td>
                  <td>{when(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function CustomerMails({ page }: { page: Page }) {
  return (
    <section className="admin-panel" aria-labelledby="customer-mails">
      <h2 id="customer-mails">Mails sent to them</h2>
      {page.mails.length === 0 ? (
        <p>No mails.</p>
      ) : (
        <TableScroll label="Mails to this customer" cards>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Written</th>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Delivery</th>
              </tr>
            </thead>
            <tbody>
              {page.mails.map((m) => (
                <tr key={m.mailNo}>
                  <td>{when(m.createdAt)}</td>
                  <td>{m.subject}</td>
                  <td>{m.to}</td>
                  <td>{m.sentAt ? `Sent ${when(m.sentAt)}` : m.status === 'given-up' ? 'Given up' : 'Not sent yet'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
