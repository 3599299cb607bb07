// Money the staff take in themselves: a bank transfer whose receipt arrived, cash collected on delivery
// or at pickup. The whole total, once (docs/product.md#payments-the-staff-record).
import { Form } from 'react-router';
import type { ActionResult } from '../../shop-rules/api/backoffice';
import { ttCents } from '../../shop-rules/money';
import { CsrfField } from './csrf-field';
import { TextField } from './field';
import { formDefaults } from './form-defaults';
import { fieldError } from './form-message';

interface Props {
  total: number;
  /** Now in the shop's time, as the date-and-time field shows it. */
  now: string;
  result: ActionResult | undefined;
}

function AmountAndTime({
  total,
  now,
  result,
  amountLabel,
  timeLabel,
}: Props & { amountLabel: string; timeLabel: string }) {
  const typed = formDefaults(result);
  return (
    <>
      <TextField
        label={amountLabel}
        name="amount"
        inputMode="decimal"
        required
        autoComplete="off"
        defaultValue={typed.text('amount', '')}
        hint={`TT dollars: the order's total, ${ttCents(total)}.`}
        error={fieldError(result, 'amount')}
      />
      <TextField
        label={timeLabel}
        name="receivedAt"
        type="datetime-local"
        defaultValue={typed.text('receivedAt', now)}
        max={now}
        error={fieldError(result, 'receivedAt')}
      />
    </>
  );
}

export function BankTransferForm(props: Props) {
  const typed = formDefaults(props.result);
  return (
    <section className="admin-panel" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">Bank transfer received</h2>
      <p>Record the transfer once the customer's receipt has arrived and the money is in the account.</p>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value="transfer" />
        <AmountAndTime {...props} amountLabel="Amount received" timeLabel="Received on" />
        <TextField
          label="Bank reference"
          name="reference"
          required
          maxLength={200}
          defaultValue={typed.text('reference', '')}
          error={fieldError(props.result, 'reference')}
        />
        <button type="submit" className="admin-button">
          Confirm the transfer
        </button>
      </Form>
    </section>
  );
}

export function CashForm(props: Props & { staffName: string }) {
  const typed = formDefaults(props.result);
  return (
    <section className="admin-panel" aria-labelledby="cash-heading">
      <h2 id="cash-heading">Cash collected</h2>
      <p>Record the cash once it is in the shop's hands: the order becomes paid.</p>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value="cash" />
        <AmountAndTime {...props} amountLabel="Amount collected" timeLabel="Collected on" />
        <TextField
          label="Collected by"
          name="collectedBy"
          required
          maxLength={100}
          defaultValue={typed.text('collectedBy', props.staffName)}
          hint="The courier or staff member who took the cash."
          error={fieldError(props.result, 'collectedBy')}
        />
        <button type="submit" className="admin-button">
          Record the cash
        </button>
      </Form>
    </section>
  );
}
