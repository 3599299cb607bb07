// Changing an order before it ships: each line's quantity, 0 to remove it, and a product to add. The
// server prices it again with today's prices and the stock follows (docs/product.md#changing-an-order).
import { Form } from 'react-router';
import type { OrderPage } from '../../server/storefront-context';
import type { ActionResult } from '../../shop-rules/api/backoffice';
import { CsrfField } from './csrf-field';
import { TextField } from './field';
import { fieldError } from './form-message';
import { ProductChoices } from './product-choices';

export function OrderEditForm({
  page,
  choices,
  result,
}: {
  page: OrderPage;
  choices: readonly { value: string }[];
  result: ActionResult | undefined;
}) {
  return (
    <section className="admin-panel" aria-labelledby="edit-heading">
      <h2 id="edit-heading">Change the order</h2>
      <p>
        Change a quantity, set it to 0 to remove the line, or add a product. The order is priced again with today's
        prices.
      </p>
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
        <ProductChoices id="edit-add-products" choices={choices} />
        <TextField
          label="Add a product (name or product number)"
          name="add-product"
          list="edit-add-products"
          autoComplete="off"
          hint="Choose it from the list, with its colour and size."
          error={fieldError(result, 'add-product')}
        />
        <TextField
          label="Quantity to add"
          name="add-quantity"
          inputMode="numeric"
          defaultValue="1"
          error={fieldError(result, 'add-quantity')}
        />
        <button type="submit" className="admin-button">
          Save the changes
        </button>
      </Form>
    </section>
  );
}
