import { Form } from 'react-router';
import type { OrderPage } from '../../../server/storefront-context';
import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { statusSchema } from '../../../shop-rules/forms/orders';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { SelectField, TextArea } from '../shared/field';

/** The next step of an order, with a comment the customer reads in Order Track and Order Detail. */
export function OrderStatusForm({ page, result }: { page: OrderPage; result: ActionResult | undefined }) {
  return (
    <section className="admin-panel" aria-labelledby="status-heading">
      <h2 id="status-heading">Change the status</h2>
      {page.shipBlocker ? (
        <p className="admin-note admin-note--info">{page.shipBlocker} It cannot be shipped yet.</p>
      ) : null}
      {page.nextStatuses.length === 0 ? (
        <p>This order has no further steps.</p>
      ) : (
        // A saved step adds a history line: the new key gives a fresh form, its comment box empty, so a
        // comment is never sent again with the next step. A refused step keeps what was typed.
        <StatusForm key={page.history.length} nextStatuses={page.nextStatuses} result={result} />
      )}
    </section>
  );
}

function StatusForm({ nextStatuses, result }: { nextStatuses: readonly string[]; result: ActionResult | undefined }) {
  const form = useAdminForm(statusSchema, result, 'order-status', 'status');
  return (
    <Form method="post" aria-label="Change the status" {...form.formProps}>
      <CsrfField />
      <input type="hidden" name="intent" value="status" />
      <SelectField
        label="New status"
        name="status"
        required
        defaultValue={nextStatuses[0]}
        error={form.error('status')}
      >
        {nextStatuses.map((s) => (
          <option key={s} value={s}>
            {s === 'Cancelled' ? 'Cancelled (the stock goes back)' : s}
          </option>
        ))}
      </SelectField>
      <TextArea
        label="Comment (optional)"
        name="comment"
        maxLength={500}
        hint="The customer sees it with the order's history."
        error={form.error('comment')}
      />
      <SaveButton busy={form.busy}>Save the status</SaveButton>
    </Form>
  );
}
