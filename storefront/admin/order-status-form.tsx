import { Form } from 'react-router';
import type { OrderPage } from '../../server/storefront-context';
import type { ActionResult } from '../../shop-rules/api/backoffice';
import { CsrfField } from './csrf-field';
import { SelectField, TextArea } from './field';
import { fieldError } from './form-message';

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
        <Form method="post" key={page.history.length}>
          <CsrfField />
          <input type="hidden" name="intent" value="status" />
          <SelectField
            label="New status"
            name="status"
            required
            defaultValue={page.nextStatuses[0]}
            error={fieldError(result, 'status')}
          >
            {page.nextStatuses.map((s) => (
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
            error={fieldError(result, 'comment')}
          />
          <button type="submit" className="admin-button">
            Save the status
          </button>
        </Form>
      )}
    </section>
  );
}
