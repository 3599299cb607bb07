import { Link } from 'react-router';
import { PAYMENT_METHOD_BANK_TRANSFER } from '../../../shop-rules/constants';
import { shopTimeValue } from '../../../shop-rules/shop-time';
import { invoiceLabel } from '../../../shop-rules/vat';
import { OrderReceipts } from '../channels/order-receipts';
import { DeliveryAttempts } from '../delivery/delivery-attempts';
import { FlaggedReturns } from '../payments/flagged-returns';
import { CancelPaidOrder, RefundsSection } from '../payments/order-refunds';
import { PaymentRecords } from '../payments/payment-records';
import { BankTransferForm, CashForm } from '../payments/received-payment-forms';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { FormMessage } from '../shared/form-message';
import { when } from '../shared/money';
import { adminMeta } from '../shared/page-title';
import { numberParam } from '../shared/params';
import { StatusBadge } from '../shared/status-badge';
import type { Route } from './+types/order.route';
import { OrderEditForm } from './order-edit-form';
import { OrderLinesTable } from './order-lines-table';
import { OrderStatusForm } from './order-status-form';
import { StatusHistory } from './status-history';
import { WhatsappButton } from './whatsapp-button';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Order ${params.orderNo}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'orders');
  const orderNo = numberParam(params.orderNo);
  const [{ settings, ...page }, refunds, receipts] = await Promise.all([
    desk.orders.slip(orderNo),
    desk.orders.refunds(orderNo),
    desk.receipts.list(orderNo),
  ]);
  // What a line added in the edit can be; only read while the order can still change.
  const productChoices = page.canEdit ? await desk.orders.productChoices() : [];
  // A paid order is cancelled with its refund (order-refunds.tsx), not through the status form.
  const cancelNeedsRefund = refunds.refundable > 0 && page.nextStatuses.includes('Cancelled');
  return {
    ...page,
    nextStatuses: cancelNeedsRefund ? page.nextStatuses.filter((s) => s !== 'Cancelled') : page.nextStatuses,
    refunds,
    receipts,
    productChoices,
    cancelNeedsRefund,
    shopName: settings.shopName,
    maxQuantity: settings.maxQuantityPerLine,
    staffName: desk.staff.name,
    now: shopTimeValue(new Date()),
    mayConfirmTransfer: desk.staff.areas.includes('payments'),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const orderNo = numberParam(params.orderNo);
  return answer(
    await context.shop.backoffice.act(request, 'orders', (desk, form) => {
      // Recording or refunding money needs the payments area: desk.payments answers 403 to a clerk.
      const intent = form.get('intent');
      if (intent === 'transfer') return desk.payments.confirmBankTransfer(orderNo, form);
      if (intent === 'cash') return desk.payments.recordCash(orderNo, form);
      if (intent === 'refund') return desk.payments.refund(orderNo, form);
      if (intent === 'cancel-refund') return desk.payments.cancelWithRefund(orderNo, form);
      if (intent === 'edit') return desk.orders.editLines(orderNo, form);
      return desk.orders.changeStatus(orderNo, form);
    }),
  );
}

type Page = Route.ComponentProps['loaderData'];

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
          <OrderFacts o={o} />
          <section className="admin-panel" aria-labelledby="lines-heading">
            <h2 id="lines-heading">Products and totals</h2>
            <OrderLinesTable page={page} />
          </section>
          <section className="admin-panel" aria-labelledby="payments-heading">
            <h2 id="payments-heading">Payments</h2>
            {page.balance ? (
              <p className="admin-note admin-note--info" data-testid="payment-balance">
                The order changed after it was paid. {page.balance}
              </p>
            ) : null}
            <FlaggedReturns flags={page.flaggedReturns} />
            <PaymentRecords payments={page.payments} caption="Payment records of this order" />
          </section>
          <RefundsSection
            refunds={page.refunds}
            mayRefund={page.mayConfirmTransfer}
            pmNo={o.pmNo}
            result={actionData ?? undefined}
          />
          {/* Below the refund of a part, never above it: cancelling the whole order is the rarer step. */}
          {page.cancelNeedsRefund ? (
            <CancelPaidOrder
              refunds={page.refunds}
              mayRefund={page.mayConfirmTransfer}
              pmNo={o.pmNo}
              result={actionData ?? undefined}
            />
          ) : null}
          <DeliveryAttempts page={page} />
          <section className="admin-panel" aria-labelledby="history-heading">
            <h2 id="history-heading">History</h2>
            <StatusHistory history={page.history} />
          </section>
        </div>
        <div>
          <OrderStatusForm page={page} result={actionData ?? undefined} />
          {page.canEdit ? (
            <OrderEditForm
              page={page}
              choices={page.productChoices}
              maxQuantity={page.maxQuantity}
              result={actionData ?? undefined}
            />
          ) : null}
          {o.pmNo === PAYMENT_METHOD_BANK_TRANSFER || page.receipts.length > 0 ? (
            <OrderReceipts orderNo={o.orderNo} receipts={page.receipts} />
          ) : null}
          {page.canConfirmTransfer && page.mayConfirmTransfer ? (
            <BankTransferForm total={o.total} now={page.now} result={actionData ?? undefined} />
          ) : null}
          {page.canRecordCash && page.mayConfirmTransfer ? (
            <CashForm total={o.total} now={page.now} staffName={page.staffName} result={actionData ?? undefined} />
          ) : null}
          <OrderCustomer page={page} />
          <OrderReturns returns={page.returns} />
        </div>
      </div>
    </>
  );
}

function OrderFacts({ o }: { o: Page['order'] }) {
  return (
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
        {o.invoiceNo !== null ? (
          <Link to={`/admin/orders/${o.orderNo}/invoice`} className="admin-button admin-button--quiet">
            VAT invoice {invoiceLabel(o.invoiceNo)}
          </Link>
        ) : null}
      </p>
    </section>
  );
}

function OrderCustomer({ page }: { page: Page }) {
  const o = page.order;
  return (
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
          {o.isPickup ? `Pickup at the outlet (${o.island})` : [o.address, o.city, o.island].filter(Boolean).join(', ')}
        </dd>
      </dl>
      <p className="admin-actions">
        <WhatsappButton {...o} shopName={page.shopName} />
      </p>
    </section>
  );
}

function OrderReturns({ returns }: { returns: Page['returns'] }) {
  return (
    <>
      {returns.length ? (
        <section className="admin-panel" aria-labelledby="returns-heading">
          <h2 id="returns-heading">Return requests</h2>
          <ul>
            {returns.map((r) => (
              <li key={r.rmaNo}>
                <Link to={`/admin/returns/${r.rmaNo}`}>RMA {r.rmaNo}</Link>: {r.quantity} × {r.productName}{' '}
                <StatusBadge status={r.status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
