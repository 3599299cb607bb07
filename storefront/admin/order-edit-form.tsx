// Changing an order before it ships: each line's quantity, 0 to remove it. The server prices it again
// with today's prices and the stock follows (docs/product.md#changing-an-order).
import { Form } from 'react-router';
import type { OrderPage } from '../../server/storefront-context';
import type { ActionResult } from '../../shop-rules/api/backoffice';
import { CsrfField } from './csrf-field';
import { TextField } from './field';
import { fieldError } from './form-message';

export function OrderEditForm({ page, result }: { page: OrderPage; result: ActionResult | undefined }) {
  return (
    <section className="admin-panel" aria-labelledby="edit-heading">
      <h2 id="edit-heading">Change the order</h2>
      <p>Change a quantity, or set it to 0 to remove the line. The order is priced again with today's prices.</p>
      <Form method="post" key={`${page.order.total}-${page.lines.map((l) => l.quantity).join('-')}`}>
        <CsrfField />
        <input type="hidden" name="intent" value="edit" />
        {page.lines.map((l) => (
          <TextField
            key={l.lineNo}
            label={`Quantity of ${l.name}${l.option ? ` (${l.option})` : ''}`}
            name={`quantity-${l.lineNo}`}
            inputMode="numeric"
            required
            defaultValue={String(l.quantity)}
            error={fieldError(result, `quantity-${l.lineNo}`)}
          />
        ))}
        <button type="submit" className="admin-button">
          Save the changes
        </button>
      </Form>
    </section>
  );
}
