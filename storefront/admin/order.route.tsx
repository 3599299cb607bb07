import { Form, Link } from 'react-router';
import type { Route } from './+types/order.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { TextField } from './field';
import { FlaggedReturns } from './flagged-returns';
import { FormMessage, fieldError } from './form-message';
import { when } from './money';
import { OrderLinesTable } from './order-lines-table';
import { CancelPaidOrder, RefundsSection } from './order-refunds';
import { OrderStatusForm } from './order-status-form';
import { adminMeta } from './page-title';
import { numberParam } from './params';
import { PaymentRecords } from './payment-records';
import { StatusBadge } from './status-badge';
import { StatusHistory } from './status-history';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Order ${params.orderNo}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'orders');
  const orderNo = numberParam(params.orderNo);
  const [page, refunds] = await Promise.all([desk.orders.page(orderNo), desk.orders.refunds(orderNo)]);
  // A paid order is cancelled with its refund (order-refunds.tsx), not through the status form.
  const cancelNeedsRefund = refunds.refundable > 0 && page.nextStatuses.includes('Cancelled');
  return {
    ...page,
    nextStatuses: cancelNeedsRefund ? page.nextStatuses.filter((s) => s !== 'Cancelled') : page.nextStatuses,
    refunds,
    cancelNeedsRefund,
    mayConfirmTransfer: desk.staff.areas.includes('payments'),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const orderNo = numberParam(params.orderNo);
  return answer(
    await context.shop.backoffice.act(request, 'orders', (desk, form) => {
      // Confirming or refunding money needs the payments area: desk.payments answers 403 to a clerk.
      const intent = form.get('intent');
      if (intent === 'transfer') return desk.payments.confirmBankTransfer(orderNo, form);
      if (intent === 'refund') return desk.payments.refund(orderNo, form);
      if (intent === 'cancel-refund') return desk.payments.cancelWithRefund(orderNo, form);
      return desk.orders.changeStatus(orderNo, form);
    }),
  );
}

export default function AdminOrder({ loaderData: page, actionData }: Route.ComponentProps) {
  const o = page.order;
  return (
    <>
      <p className="admin-no-print">
        <Link to="/admin/orders">All orders</Link>
      </p>
      <h1>
        Order {o.orderNo} <StatusBadge status={o.status} />
      </h1>
      <FormMessage result={actionData} />
      <div className="admin-columns">
        <div>
          <section className="admin-panel" aria-labelledby="order-heading">
            <h2 id="order-heading">The order</h2>
            <dl className="admin-dl">
              <dt>Placed</dt>
              <dd>
                {when(o.placedAt)} (order date {o.orderDate})
              </dd>
              <dt>Source</dt>
              <dd>
                {o.source}, shop {o.shopNo} {o.shopName}
              </dd>
              <dt>Payment</dt>
              <dd>
                {o.paymentMethod} <StatusBadge status={o.paymentStatus} />
              </dd>
              <dt>Notes</dt>
              <dd>{o.remarks || '—'}</dd>
            </dl>
            <p className="admin-actions">
              <Link to={`/admin/orders/${o.orderNo}/slip`} className="admin-button admin-button--quiet">
                Packing slip and invoice
              </Link>
            </p>
          </section>
          <section className="admin-panel" aria-labelledby="lines-heading">
            <h2 id="lines-heading">Products and totals</h2>
            <OrderLinesTable page={page} />
          </section>
          <section className="admin-panel" aria-labelledby="payments-heading">
            <h2 id="payments-heading">Payments</h2>
            <FlaggedReturns flags={page.flaggedReturns} />
            <PaymentRecords payments={page.payments} caption="Payment records of this order" />
          </section>
          <RefundsSection
            refunds={page.refunds}
            mayRefund={page.mayConfirmTransfer}
            pmNo={o.pmNo}
            result={actionData ?? undefined}
          />
          <section className="admin-panel" aria-labelledby="history-heading">
            <h2 id="history-heading">History</h2>
            <StatusHistory history={page.history} />
          </section>
        </div>
        <div>
          <OrderStatusForm page={page} result={actionData ?? undefined} />
          {page.cancelNeedsRefund ? (
            <CancelPaidOrder
              refunds={page.refunds}
              mayRefund={page.mayConfirmTransfer}
              pmNo={o.pmNo}
              result={actionData ?? undefined}
            />
          ) : null}
          {page.canConfirmTransfer && page.mayConfirmTransfer ? (
            <section className="admin-panel" aria-labelledby="transfer-heading">
              <h2 id="transfer-heading">Bank transfer</h2>
              <p>Mark the order paid once the customer's receipt has arrived.</p>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="transfer" />
                <TextField
                  label="Receipt reference"
                  name="reference"
                  required
                  maxLength={200}
                  error={fieldError(actionData, 'reference')}
                />
                <button type="submit" className="admin-button">
                  Mark paid
                </button>
              </Form>
            </section>
          ) : null}
          <section className="admin-panel" aria-labelledby="customer-heading">
            <h2 id="customer-heading">Customer</h2>
            <dl className="admin-dl">
              <dt>Name</dt>
              <dd>{o.customerName}</dd>
              <dt>Mobile</dt>
              <dd>+1(868) {o.customerMobile}</dd>
              <dt>E-mail</dt>
              <dd>{o.customerEmail || '—'}</dd>
              <dt>Account</dt>
              <dd>{o.customerNo === null ? 'Guest' : `Customer ${o.customerNo}`}</dd>
              <dt>{o.isPickup ? 'Pickup' : 'Deliver to'}</dt>
              <dd>
                {o.isPickup
                  ? `Pickup at the outlet (${o.island})`
                  : [o.address, o.city, o.island].filter(Boolean).join(', ')}
              </dd>
            </dl>
          </section>
          {page.returns.length ? (
            <section className="admin-panel" aria-labelledby="returns-heading">
              <h2 id="returns-heading">Return requests</h2>
              <ul>
                {page.returns.map((r) => (
                  <li key={r.rmaNo}>
                    <Link to={`/admin/returns/${r.rmaNo}`}>RMA {r.rmaNo}</Link>: {r.quantity} × {r.productName}{' '}
                    <StatusBadge status={r.status} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
