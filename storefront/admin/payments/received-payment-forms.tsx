// Money the staff take in themselves: a bank transfer whose receipt arrived, cash collected on delivery
// or at pickup. The whole total, once (docs/product.md#payments-the-staff-record). Each form is checked
// in the browser by the schema the server checks (shop-rules/forms/orders.ts).
import { Form } from 'react-router';
import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { cashSchema, transferSchema } from '../../../shop-rules/forms/orders';
import { ttCents } from '../../../shop-rules/money';
import { refusedFor, SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';

interface Props {
  total: number;
  /** Now in the shop's time, as the date-and-time field shows it. */
  now: string;
  result: ActionResult | undefined;
}

type Typed = ReturnType<typeof formDefaults>;
type ErrorOf = (name: string) => string | undefined;

function AmountAndTime({
  total,
  now,
  typed,
  error,
  amountLabel,
  timeLabel,
}: Omit<Props, 'result'> & { typed: Typed; error: ErrorOf; amountLabel: string; timeLabel: string }) {
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
        error={error('amount')}
      />
      <TextField
        label={timeLabel}
        name="receivedAt"
        type="datetime-local"
        defaultValue={typed.text('receivedAt', now)}
        max={now}
        error={error('receivedAt')}
      />
    </>
  );
}

export function BankTransferForm({ result, ...props }: Props) {
  const form = useAdminForm(transferSchema, result, 'bank-transfer', 'transfer');
  const typed = formDefaults(refusedFor(result, 'transfer'));
  return (
    <section className="admin-panel" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">Bank transfer received</h2>
      <p>Record the transfer once the customer's receipt has arrived and the money is in the account.</p>
      <Form method="post" aria-labelledby="transfer-heading" {...form.formProps}>
        <CsrfField />
        <input type="hidden" name="intent" value="transfer" />
        <AmountAndTime
          {...props}
          typed={typed}
          error={form.error}
          amountLabel="Amount received"
          timeLabel="Received on"
        />
        <TextField
          label="Bank reference"
          name="reference"
          required
          maxLength={200}
          defaultValue={typed.text('reference', '')}
          error={form.error('reference')}
        />
        <SaveButton busy={form.busy}>Confirm the transfer</SaveButton>
      </Form>
    </section>
  );
}

export function CashForm({ result, staffName, ...props }: Props & { staffName: string }) {
  const form = useAdminForm(cashSchema, result, 'cash-collected', 'cash');
  const typed = formDefaults(refusedFor(result, 'cash'));
  return (
    <section className="admin-panel" aria-labelledby="cash-heading">
      <h2 id="cash-heading">Cash collected</h2>
      <p>Record the cash once it is in the shop's hands: the order becomes paid.</p>
      <Form method="post" aria-labelledby="cash-heading" {...form.formProps}>
        <CsrfField />
        <input type="hidden" name="intent" value="cash" />
        <AmountAndTime
          {...props}
          typed={typed}
          error={form.error}
          amountLabel="Amount collected"
          timeLabel="Collected on"
        />
        <TextField
          label="Collected by"
          name="collectedBy"
          required
          maxLength={100}
          defaultValue={typed.text('collectedBy', staffName)}
          hint="The courier or staff member who took the cash."
          error={form.error('collectedBy')}
        />
        <SaveButton busy={form.busy}>Record the cash</SaveButton>
      </Form>
    </section>
  );
}
