// Changing an order before it ships: each line's quantity, 0 to remove it, and a product to add. The
// server prices it again with today's prices and the stock follows (docs/product.md#changing-an-order).
import { useMemo } from 'react';
import { Form } from 'react-router';
import type { OrderPage } from '../../../server/storefront-context';
import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { orderEditSchema } from '../../../shop-rules/forms/orders';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { TextField } from '../shared/field';
import { ProductChoices } from './product-choices';

interface Props {
  page: OrderPage;
  choices: readonly { value: string }[];
  /** The shop's most units on one line (its settings), as the server checks. */
  maxQuantity: number;
  result: ActionResult | undefined;
}

export function OrderEditForm(props: Props) {
  const { page } = props;
  return (
    <section className="admin-panel" aria-labelledby="edit-heading">
      <h2 id="edit-heading">Change the order</h2>
      <p>
        Change a quantity, set it to 0 to remove the line, or add a product. The order is priced again with today's
        prices.
      </p>
      {/* A saved change gives a fresh form with the order's new quantities. */}
      <EditForm key={`${page.order.total}-${page.lines.map((l) => l.quantity).join('-')}`} {...props} />
    </section>
  );
}

function EditForm({ page, choices, maxQuantity, result }: Props) {
  const lineNos = page.lines.map((l) => l.lineNo).join(',');
  const schema = useMemo(() => orderEditSchema(lineNos.split(',').map(Number), maxQuantity), [lineNos, maxQuantity]);
  const form = useAdminForm(schema, result, 'order-edit', 'edit');
  return (
    <Form method="post" aria-labelledby="edit-heading" {...form.formProps}>
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
          error={form.error(`quantity-${l.lineNo}`)}
        />
      ))}
      <ProductChoices id="edit-add-products" choices={choices} />
      <TextField
        label="Add a product (name or product number)"
        name="add-product"
        list="edit-add-products"
        autoComplete="off"
        hint="Choose it from the list, with its colour and size."
        error={form.error('add-product')}
      />
      <TextField
        label="Quantity to add"
        name="add-quantity"
        inputMode="numeric"
        defaultValue="1"
        error={form.error('add-quantity')}
      />
      <SaveButton busy={form.busy}>Save the changes</SaveButton>
    </Form>
  );
}
