// An order's refunds on its back-office page: what was paid, what is refunded (by whom, how, why), the
// form to record one, and the cancel form of a paid order, which asks for its refund
// (docs/product.md#refunds).
import { Form } from 'react-router';
import type { OrderRefundsPanel } from '../../server/storefront-context';
import type { ActionResult } from '../../shop-rules/api/backoffice';
import { PAYMENT_METHOD_BANK_TRANSFER, PAYMENT_METHOD_CARD } from '../../shop-rules/constants';
import { centsToDecimal, ttCents } from '../../shop-rules/money';
import { REFUND_METHOD_LABELS, REFUND_METHOD_NAMES, REFUND_METHODS } from '../../shop-rules/refunds';
import { CsrfField } from './csrf-field';
import { SelectField, TextArea, TextField } from './field';
import { fieldError } from './form-message';
import { when } from './money';
import { TableScroll } from './table-scroll';

type Result = ActionResult | undefined;

function RefundFields({ refundable, result, method }: { refundable: number; result: Result; method: string }) {
  return (
    <>
      <TextField
        label="Amount to refund (TT$)"
        name="amount"
        inputMode="decimal"
        required
        defaultValue={centsToDecimal(refundable)}
        hint={`At most ${ttCents(refundable)}.`}
        error={fieldError(result, 'amount')}
      />
      <SelectField
        label="Refunded by"
        name="method"
        required
        defaultValue={method}
        error={fieldError(result, 'method')}
      >
        {REFUND_METHODS.map((m) => (
          <option key={m} value={m}>
            {REFUND_METHOD_LABELS[m]}
          </option>
        ))}
      </SelectField>
      <TextField label="Reason" name="reason" maxLength={500} error={fieldError(result, 'reason')} />
    </>
  );
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
      {refunds.rows.length ? (
        <TableScroll label="Refunds">
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
        <details>
          <summary>Record a refund</summary>
          <Form method="post" aria-label="Record a refund">
            <CsrfField />
            <input type="hidden" name="intent" value="refund" />
            <p className="admin-hint">
              Give the money back first (a card refund is made on WiPay&apos;s dashboard), then record it here. The
              customer gets a mail.
            </p>
            <RefundFields refundable={refunds.refundable} result={result} method={usualMethod(pmNo)} />
            <button type="submit" className="admin-button">
              Record the refund
            </button>
          </Form>
        </details>
      ) : null}
    </section>
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
        <Form method="post" aria-label="Cancel and refund">
          <CsrfField />
          <input type="hidden" name="intent" value="cancel-refund" />
          <RefundFields refundable={refunds.refundable} result={result} method={usualMethod(pmNo)} />
          <TextArea label="Comment (optional)" name="comment" maxLength={500} error={fieldError(result, 'comment')} />
          <button type="submit" className="admin-button admin-button--danger">
            Cancel the order and record the refund
          </button>
        </Form>
      ) : (
        <p className="admin-note admin-note--info">An owner or a manager cancels a paid order, with its refund.</p>
      )}
    </section>
  );
}
