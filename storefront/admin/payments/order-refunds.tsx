// An order's refunds on its back-office page: what was paid, what is refunded (by whom, how, why), the
// form to record one (a part, typed: nothing is filled in), and below it, folded, the cancel form of a
// paid order, which asks for its refund (docs/product.md#refunds).
import { Form } from 'react-router';
import type { OrderRefundsPanel } from '../../../server/storefront-context';
import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { PAYMENT_METHOD_BANK_TRANSFER, PAYMENT_METHOD_CARD } from '../../../shop-rules/constants';
import { cancelWithRefundSchema, refundSchema } from '../../../shop-rules/forms/payments';
import { CARD_FEE_NOT_REFUNDED } from '../../../shop-rules/messages/backoffice';
import { REFUNDABLE_COVERS } from '../../../shop-rules/messages/payments';
import { ttCents } from '../../../shop-rules/money';
import { REFUND_METHOD_LABELS, REFUND_METHOD_NAMES, REFUND_METHODS } from '../../../shop-rules/refunds';
import { refusedFor, SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { SelectField, TextArea, TextField } from '../shared/field';
import { when } from '../shared/money';
import { TableScroll } from '../shared/table-scroll';

type Result = ActionResult | undefined;

/** What this form sent when it was refused (its intent), to show again. */
const sentBy = (result: Result, intent: string) => refusedFor(result, intent)?.values;

function RefundFields({
  refundable,
  result,
  method,
  intent,
  error,
}: {
  refundable: number;
  result: Result;
  method: string;
  intent: string;
  error: (name: string) => string | undefined;
}) {
  const sent = sentBy(result, intent);
  return (
    <>
      <TextField
        label="Amount to refund (TT$)"
        name="amount"
        inputMode="decimal"
        required
        defaultValue={sent?.amount ?? ''}
        hint={`At most ${ttCents(refundable)}.`}
        error={error('amount')}
      />
      <SelectField
        label="Refunded by"
        name="method"
        required
        defaultValue={sent?.method ?? method}
        error={error('method')}
      >
        {REFUND_METHODS.map((m) => (
          <option key={m} value={m}>
            {REFUND_METHOD_LABELS[m]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Reason"
        name="reason"
        maxLength={500}
        defaultValue={sent?.reason ?? ''}
        error={error('reason')}
      />
    </>
  );
}

/** On a card order: the fee WiPay charged on top of the total is WiPay's, never the shop's to give back. */
function CardFeeNote({ pmNo }: { pmNo: number }) {
  return pmNo === PAYMENT_METHOD_CARD ? <p className="admin-hint">{CARD_FEE_NOT_REFUNDED}</p> : null;
}

/** The refund method that matches how the order was paid: card for WiPay, bank for a transfer, else cash. */
export const usualMethod = (pmNo: number) =>
  pmNo === PAYMENT_METHOD_CARD ? 'card' : pmNo === PAYMENT_METHOD_BANK_TRANSFER ? 'bank' : 'cash';

export function RefundsSection({
  refunds,
  mayRefund,
  pmNo,
  result,
}: {
  refunds: OrderRefundsPanel;
  mayRefund: boolean;
  pmNo: number;
  result: Result;
}) {
  return (
    <section className="admin-panel" aria-labelledby="refunds-heading">
      <h2 id="refunds-heading">Refunds</h2>
      <dl className="admin-dl">
        <dt>Paid</dt>
        <dd>{ttCents(refunds.paid)}</dd>
        <dt>Refunded</dt>
        <dd>{ttCents(refunds.refunded)}</dd>
        <dt>Still refundable</dt>
        <dd>{ttCents(refunds.refundable)}</dd>
      </dl>
      {/* What the amounts cover (docs/decisions/0060); the card fee's note stands by each refund form. */}
      <p className="admin-note admin-note--info">{REFUNDABLE_COVERS}</p>
      {refunds.rows.length ? (
        <TableScroll label="Refunds" cards>
          <table className="admin-table">
            <caption className="visually-hidden">Refunds of this order</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">By</th>
                <th scope="col">Reason</th>
                <th scope="col">Staff</th>
              </tr>
            </thead>
            <tbody>
              {refunds.rows.map((r) => (
                <tr key={r.refundNo}>
                  <td>{when(r.at)}</td>
                  <td className="num">{ttCents(r.amount)}</td>
                  <td>{REFUND_METHOD_NAMES[r.method]}</td>
                  <td>
                    {r.reason}
                    {r.rmaNo ? ` (return ${r.rmaNo})` : ''}
                  </td>
                  <td>{r.staffName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p>No refund recorded.</p>
      )}
      {mayRefund && refunds.refundable > 0 ? (
        <RecordRefundForm refundable={refunds.refundable} pmNo={pmNo} result={result} />
      ) : null}
    </section>
  );
}

function RecordRefundForm({ refundable, pmNo, result }: { refundable: number; pmNo: number; result: Result }) {
  const form = useAdminForm(refundSchema, result, 'record-refund', 'refund');
  return (
    <Form method="post" aria-labelledby="record-refund-heading" {...form.formProps}>
      <h3 id="record-refund-heading">Record a refund</h3>
      <CsrfField />
      <input type="hidden" name="intent" value="refund" />
      <p className="admin-hint">
        Give the money back first (a card refund is made on WiPay&apos;s dashboard), then record it here: all of it or a
        part. The customer gets a mail.
      </p>
      <CardFeeNote pmNo={pmNo} />
      <RefundFields
        refundable={refundable}
        result={result}
        method={usualMethod(pmNo)}
        intent="refund"
        error={form.error}
      />
      <SaveButton busy={form.busy}>Record the refund</SaveButton>
    </Form>
  );
}

/** A paid order is cancelled with its refund: this form replaces 'Cancelled' in the status form. */
export function CancelPaidOrder({
  refunds,
  mayRefund,
  pmNo,
  result,
}: {
  refunds: OrderRefundsPanel;
  mayRefund: boolean;
  pmNo: number;
  result: Result;
}) {
  return (
    <section className="admin-panel" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">Cancel and refund</h2>
      <p>
        This order is paid ({ttCents(refunds.paid)}). Cancelling it puts its stock back and records the refund to the
        customer, who gets a mail.
      </p>
      {mayRefund ? (
        // Folded, and its amount typed: cancelling is the rarer step, never the form the page opens with.
        <details open={sentBy(result, 'cancel-refund') !== undefined}>
          <summary>Cancel the order and refund it</summary>
          <CancelWithRefundForm refundable={refunds.refundable} pmNo={pmNo} result={result} />
        </details>
      ) : (
        <p className="admin-note admin-note--info">An owner or a manager cancels a paid order, with its refund.</p>
      )}
    </section>
  );
}

function CancelWithRefundForm({ refundable, pmNo, result }: { refundable: number; pmNo: number; result: Result }) {
  const form = useAdminForm(cancelWithRefundSchema, result, 'cancel-refund', 'cancel-refund');
  return (
    <Form method="post" aria-label="Cancel and refund" {...form.formProps}>
      <CsrfField />
      <input type="hidden" name="intent" value="cancel-refund" />
      <CardFeeNote pmNo={pmNo} />
      <RefundFields
        refundable={refundable}
        result={result}
        method={usualMethod(pmNo)}
        intent="cancel-refund"
        error={form.error}
      />
      <TextArea label="Comment (optional)" name="comment" maxLength={500} error={form.error('comment')} />
      <SaveButton busy={form.busy} className="admin-button admin-button--danger">
        Cancel the order and record the refund
      </SaveButton>
    </Form>
  );
}
