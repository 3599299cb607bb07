// A sale taken by phone or WhatsApp, entered by the staff: the checkout's fields, validation and
// pricing, with the staff member in the audit log (docs/product.md#phone-orders).
import { Form, Link } from 'react-router';
import type { Route } from './+types/phone-order.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { SelectField, TextArea, TextField } from './field';
import { formDefaults } from './form-defaults';
import { FormMessage, fieldError } from './form-message';
import { adminMeta } from './page-title';
import { ProductChoices } from './product-choices';

export const meta = () => adminMeta('Enter a phone order');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'orders');
  // One key per opened form: a second press of the button finds the order the first one saved.
  return { ...(await desk.orders.newOrderForm()), orderKey: `staff-${crypto.randomUUID()}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(await context.shop.backoffice.act(request, 'orders', (desk, form) => desk.orders.enterOrder(form)));
}

export default function PhoneOrder({ loaderData: form, actionData }: Route.ComponentProps) {
  const result = actionData ?? undefined;
  const typed = formDefaults(result);
  const rows = Array.from({ length: form.rows }, (_, i) => i + 1);
  return (
    <>
      <p>
        <Link to="/admin/orders">All orders</Link>
      </p>
      <h1>Enter a phone order</h1>
      <p>
        For a sale taken by phone or WhatsApp. The order is checked and priced as at the checkout, its stock is taken
        and the customer gets the same mails.
      </p>
      <FormMessage result={result} />
      <Form method="post" className="admin-panel" aria-label="Phone order">
        <CsrfField />
        <input type="hidden" name="orderKey" value={typed.text('orderKey', form.orderKey)} />
        <fieldset className="admin-fieldset">
          <legend>Customer</legend>
          <TextField
            label="Customer name"
            name="name"
            autoComplete="off"
            defaultValue={typed.text('name', '')}
            error={fieldError(result, 'name')}
          />
          <TextField
            label="Mobile (7 digits, +1 868)"
            name="mobile"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={typed.text('mobile', '')}
            error={fieldError(result, 'mobile')}
          />
          <TextField
            label="E-mail (optional)"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={typed.text('email', '')}
            error={fieldError(result, 'email')}
          />
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>Delivery or pickup</legend>
          <SelectField label="Delivery or pickup" name="delivery" defaultValue={typed.text('delivery', 'delivery')}>
            <option value="delivery">Delivery</option>
            <option value="pickup">Pickup</option>
          </SelectField>
          <SelectField
            label="Island"
            name="island"
            defaultValue={typed.text('island', '1')}
            error={fieldError(result, 'island')}
          >
            <option value="1">Trinidad</option>
            <option value="2">Tobago</option>
          </SelectField>
          <TextField
            label="Address (for a delivery)"
            name="address"
            autoComplete="off"
            defaultValue={typed.text('address', '')}
            error={fieldError(result, 'address')}
          />
          <SelectField
            label="City"
            name="cityNo"
            defaultValue={typed.text('cityNo', '0')}
            error={fieldError(result, 'cityNo')}
          >
            <option value="0">None</option>
            {form.cities.map((c) => (
              <option key={c.cityNo} value={c.cityNo}>
                {c.name} ({c.island})
              </option>
            ))}
          </SelectField>
          {form.pickupPoints.length ? (
            <SelectField
              label="Pickup point (for a pickup)"
              name="pickupShopNo"
              defaultValue={typed.text('pickupShopNo', '')}
              error={fieldError(result, 'pickupShopNo')}
            >
              <option value="">The outlet</option>
              {form.pickupPoints.map((s) => (
                <option key={s.shopNo} value={s.shopNo}>
                  {s.name}
                </option>
              ))}
            </SelectField>
          ) : null}
        </fieldset>
        <SelectField
          label="Payment"
          name="pmNo"
          defaultValue={typed.text('pmNo', String(form.methods[0]?.pmNo ?? ''))}
          error={fieldError(result, 'pmNo')}
        >
          {form.methods.map((m) => (
            <option key={m.pmNo} value={m.pmNo}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <fieldset className="admin-fieldset">
          <legend>Products</legend>
          <p className="admin-hint">
            Type a product's name or number and choose it (with its colour and size) from the list.
          </p>
          <ProductChoices id="phone-order-products" choices={form.products} />
          {rows.map((i) => (
            <div key={i} className="admin-grid">
              <TextField
                label={`Product ${i}`}
                name={`product-${i}`}
                list="phone-order-products"
                autoComplete="off"
                defaultValue={typed.text(`product-${i}`, '')}
                error={fieldError(result, `product-${i}`)}
              />
              <TextField
                label={`Quantity ${i}`}
                name={`quantity-${i}`}
                inputMode="numeric"
                defaultValue={typed.text(`quantity-${i}`, '')}
                error={fieldError(result, `quantity-${i}`)}
              />
            </div>
          ))}
        </fieldset>
        <TextArea
          label="Remarks"
          name="remarks"
          defaultValue={typed.text('remarks', '')}
          error={fieldError(result, 'remarks')}
        />
        <button type="submit" className="admin-button">
          Enter the order
        </button>
      </Form>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
