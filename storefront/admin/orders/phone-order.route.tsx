// A sale taken by phone or WhatsApp, entered by the staff: the checkout's fields, validation and
// pricing, with the staff member in the audit log (docs/product.md#phone-orders).
import { useMemo } from 'react';
import { Form, Link } from 'react-router';
import { phoneOrderSchema } from '../../../shop-rules/forms/orders';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { SelectField, TextArea, TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/phone-order.route';
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

type Loaded = Route.ComponentProps['loaderData'];

interface PartProps {
  form: Loaded;
  typed: ReturnType<typeof formDefaults>;
  err: (name: string) => string | undefined;
}

export default function PhoneOrder({ loaderData: form, actionData }: Route.ComponentProps) {
  const result = actionData ?? undefined;
  const typed = formDefaults(result);
  // Checked as the server checks it (shop-rules/forms/orders.ts); prices and stock are the server's.
  const schema = useMemo(() => phoneOrderSchema(form.rows), [form.rows]);
  const checked = useAdminForm(schema, result, 'phone-order');
  const err = checked.error;
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
      <Form method="post" className="admin-panel" aria-label="Phone order" {...checked.formProps}>
        <CsrfField />
        <input type="hidden" name="orderKey" value={typed.text('orderKey', form.orderKey)} />
        <PhoneCustomer typed={typed} err={err} />
        <PhoneDelivery form={form} typed={typed} err={err} />
        <SelectField
          label="Payment"
          name="pmNo"
          defaultValue={typed.text('pmNo', String(form.methods[0]?.pmNo ?? ''))}
          error={err('pmNo')}
        >
          {form.methods.map((m) => (
            <option key={m.pmNo} value={m.pmNo}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <PhoneProducts form={form} typed={typed} err={err} />
        <TextArea label="Remarks" name="remarks" defaultValue={typed.text('remarks', '')} error={err('remarks')} />
        <SaveButton busy={checked.busy}>Enter the order</SaveButton>
      </Form>
    </>
  );
}

function PhoneCustomer({ typed, err }: Omit<PartProps, 'form'>) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Customer</legend>
      <TextField
        label="Customer name"
        name="name"
        autoComplete="off"
        defaultValue={typed.text('name', '')}
        error={err('name')}
      />
      <TextField
        label="Mobile (7 digits, +1 868)"
        name="mobile"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={typed.text('mobile', '')}
        error={err('mobile')}
      />
      <TextField
        label="E-mail (optional)"
        name="email"
        type="email"
        autoComplete="off"
        defaultValue={typed.text('email', '')}
        error={err('email')}
      />
    </fieldset>
  );
}

function PhoneDelivery({ form, typed, err }: PartProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Delivery or pickup</legend>
      <SelectField label="Delivery or pickup" name="delivery" defaultValue={typed.text('delivery', 'delivery')}>
        <option value="delivery">Delivery</option>
        <option value="pickup">Pickup</option>
      </SelectField>
      <SelectField label="Island" name="island" defaultValue={typed.text('island', '1')} error={err('island')}>
        <option value="1">Trinidad</option>
        <option value="2">Tobago</option>
      </SelectField>
      <TextField
        label="Address (for a delivery)"
        name="address"
        autoComplete="off"
        defaultValue={typed.text('address', '')}
        error={err('address')}
      />
      <SelectField label="City" name="cityNo" defaultValue={typed.text('cityNo', '0')} error={err('cityNo')}>
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
          error={err('pickupShopNo')}
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
  );
}

function PhoneProducts({ form, typed, err }: PartProps) {
  const rows = Array.from({ length: form.rows }, (_, i) => i + 1);
  return (
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
            error={err(`product-${i}`)}
          />
          <TextField
            label={`Quantity ${i}`}
            name={`quantity-${i}`}
            inputMode="numeric"
            defaultValue={typed.text(`quantity-${i}`, '')}
            error={err(`quantity-${i}`)}
          />
        </div>
      ))}
    </fieldset>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
