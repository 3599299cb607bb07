import { Form, Link } from 'react-router';
import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { transferSchema } from '../../../shop-rules/forms/orders';
import { centsToDecimal, ttCents } from '../../../shop-rules/money';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { SelectField, TextField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { Pager } from '../shared/pager';
import { CardRow, TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/payments.route';
import { FlaggedReturns } from './flagged-returns';
import { PaymentRecords } from './payment-records';

export const meta = () => adminMeta('Payments');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'payments');
  const [list, awaiting, flagged] = await Promise.all([
    desk.payments.list(new URL(request.url).searchParams),
    desk.payments.awaitingReceipt(),
    desk.payments.flaggedReturns(),
  ]);
  return { list, awaiting, flagged };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'payments', (desk, form) =>
      desk.payments.confirmBankTransfer(Number(form.get('orderNo')), form),
    ),
  );
}

export default function AdminPayments({ loaderData: { list, awaiting, flagged }, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Payments</h1>
      <FormMessage result={actionData} />
      <FlaggedReturns flags={flagged} showOrder />
      <section className="admin-panel" aria-labelledby="awaiting-heading">
        <h2 id="awaiting-heading">Bank transfers waiting for their receipt</h2>
        {awaiting.length === 0 ? (
          <p>None.</p>
        ) : (
          <TableScroll label="Bank transfers waiting" cards>
            <table className="admin-table">
              <caption className="visually-hidden">Bank-transfer orders not yet paid</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Customer</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col">Receipt arrived</th>
                </tr>
              </thead>
              <tbody>
                {awaiting.map((o) => (
                  <AwaitingRow key={o.orderNo} o={o} result={actionData} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <section aria-labelledby="all-heading">
        <h2 id="all-heading">All payments</h2>
        {list.problem ? (
          <p className="admin-note admin-note--error" role="alert">
            {list.problem}
          </p>
        ) : null}
        <Form method="get" className="admin-panel" role="search" aria-label="Payments">
          <div className="admin-filters">
            <TextField label="Order number or payment reference" name="q" type="search" defaultValue={list.query.q} />
            <SelectField label="Provider" name="provider" defaultValue={list.query.provider ?? ''}>
              <option value="">Any</option>
              <option value="wipay">WiPay</option>
              <option value="bank-transfer">Bank transfer</option>
              <option value="cash">Cash</option>
            </SelectField>
            <SelectField label="Status" name="status" defaultValue={list.query.status ?? ''}>
              <option value="">Any</option>
              <option value="AwaitingPayment">Awaiting payment</option>
              <option value="Paid">Paid</option>
              <option value="PaymentFailed">Payment failed</option>
            </SelectField>
          </div>
          <button type="submit" className="admin-button">
            Show payments
          </button>
        </Form>
        <PaymentRecords payments={list.rows} caption={`${list.total} payments, newest first`} />
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Payment list" />
      </section>
    </>
  );
}

function AwaitingRow({
  o,
  cardLabels,
  result,
}: {
  o: Route.ComponentProps['loaderData']['awaiting'][number];
  cardLabels?: string[];
  result: ActionResult | undefined;
}) {
  // The same check as the order page's transfer form: the whole total, received now, with its reference.
  const intent = `paid-${o.orderNo}`;
  const form = useAdminForm(transferSchema, result, `mark-paid-${o.orderNo}`, intent);
  const error = form.error('reference') ?? form.error('amount');
  return (
    <CardRow labels={cardLabels}>
      <td>
        <Link to={`/admin/orders/${o.orderNo}`}>{o.orderNo}</Link>
      </td>
      <td>{o.orderDate}</td>
      <td>
        {o.customerName}, {o.customerMobile}
      </td>
      <td className="num">{ttCents(o.total)}</td>
      <td>
        <Form method="post" className="admin-actions" aria-label={`Mark order ${o.orderNo} paid`} {...form.formProps}>
          <CsrfField />
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="orderNo" value={o.orderNo} />
          <input type="hidden" name="amount" value={centsToDecimal(o.total)} />
          <label className="visually-hidden" htmlFor={`ref-${o.orderNo}`}>
            Receipt reference for order {o.orderNo}
          </label>
          <input
            id={`ref-${o.orderNo}`}
            name="reference"
            required
            maxLength={200}
            placeholder="Receipt reference"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `ref-${o.orderNo}-error` : undefined}
          />
          <SaveButton busy={form.busy}>Mark paid</SaveButton>
          {error ? (
            <small id={`ref-${o.orderNo}-error`} className="admin-field-error">
              {error}
            </small>
          ) : null}
        </Form>
      </td>
    </CardRow>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
