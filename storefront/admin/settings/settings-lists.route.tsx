// Delivery cities, shops and payment methods: each row its own small form.
import { Form } from 'react-router';
import type { z } from 'zod';
import {
  citySchema,
  newShopNumberSchema,
  paymentMethodSchema,
  shopRowSchema,
} from '../../../shop-rules/forms/settings';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/settings-lists.route';

export const meta = () => adminMeta('Cities, shops and payment methods');

type Loaded = Route.ComponentProps['loaderData'];
const newShopSchema = shopRowSchema.extend(newShopNumberSchema.shape);

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'settings');
  const [cities, shops, methods] = await Promise.all([
    desk.settings.cities(),
    desk.settings.shops(),
    desk.settings.paymentMethods(),
  ]);
  return { cities, shops, methods };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'settings', (desk, form) => {
      const no = /^\d{1,9}$/.test(String(form.get('no') ?? '')) ? Number(form.get('no')) : null;
      switch (form.get('intent')) {
        case 'city':
          return desk.settings.saveCity(no, form);
        case 'shop':
          return desk.settings.saveShopRow(no, form);
        default:
          return desk.settings.savePaymentMethod(no ?? 0, form);
      }
    }),
  );
}

/** A row's own small form: its fields sit in the table's cells (form=), checked with the row's schema. */
function RowForm({
  id,
  intent,
  no,
  label,
  schema,
}: {
  id: string;
  intent: string;
  no: number | null;
  label: string;
  schema: z.ZodObject;
}) {
  const form = useAdminForm(schema, undefined, id);
  const problem = form.messages()[0];
  return (
    <Form method="post" {...form.formProps}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {no !== null ? <input type="hidden" name="no" value={no} /> : null}
      <SaveButton busy={form.busy} className="admin-button admin-button--quiet" aria-label={label}>
        {no === null ? 'Add' : 'Save'}
      </SaveButton>
      {problem ? (
        <small className="admin-field-error" role="alert">
          {problem}
        </small>
      ) : null}
    </Form>
  );
}

export default function AdminSettingsLists({
  loaderData: { cities, shops, methods },
  actionData,
}: Route.ComponentProps) {
  return (
    <>
      <h1>Cities, shops and payment methods</h1>
      <FormMessage result={actionData} />
      <PaymentMethods methods={methods} />
      <Shops shops={shops} />
      <Cities cities={cities} />
    </>
  );
}

function PaymentMethods({ methods }: { methods: Loaded['methods'] }) {
  return (
    <>
      <h2 id="methods-heading">Payment methods</h2>
      <TableScroll label="Payment methods table">
        <table className="admin-table" aria-labelledby="methods-heading">
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Name</th>
              <th scope="col">Text shown at checkout</th>
              <th scope="col">Position</th>
              <th scope="col">Offered</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {methods.map((m) => (
              <MethodRow key={m.pmNo} m={m} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="admin-hint">Card payment also needs the card-gateway switch on the Settings page.</p>
    </>
  );
}

function MethodRow({ m }: { m: Loaded['methods'][number] }) {
  const id = `method-${m.pmNo}`;
  return (
    <tr>
      <td>{m.pmNo}</td>
      <td>
        <input
          form={id}
          name="name"
          defaultValue={m.name}
          required
          maxLength={60}
          aria-label={`Name of payment method ${m.pmNo}`}
        />
      </td>
      <td>
        <textarea
          form={id}
          name="description"
          defaultValue={m.description}
          maxLength={500}
          rows={2}
          cols={40}
          aria-label={`Checkout text of ${m.name}`}
        />
      </td>
      <td>
        <input
          form={id}
          name="sortOrder"
          defaultValue={m.sortOrder}
          size={4}
          inputMode="numeric"
          aria-label={`Position of ${m.name}`}
        />
      </td>
      <td>
        <input form={id} type="checkbox" name="active" defaultChecked={m.active} aria-label={`${m.name} offered`} />
      </td>
      <td>
        <RowForm id={id} intent="method" no={m.pmNo} label={`Save ${m.name}`} schema={paymentMethodSchema} />
      </td>
    </tr>
  );
}

function Shops({ shops }: { shops: Loaded['shops'] }) {
  return (
    <>
      <h2 id="shops-heading">Shops</h2>
      <TableScroll label="Shops table">
        <table className="admin-table" aria-labelledby="shops-heading">
          <thead>
            <tr>
              <th scope="col">Shop number</th>
              <th scope="col">Name</th>
              <th scope="col">Address</th>
              <th scope="col">Phone</th>
              <th scope="col">Open</th>
              <th scope="col">Pickup point</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {[...shops, null].map((s) => (
              <ShopRow key={s?.shopNo ?? 'new'} s={s} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

function ShopRow({ s }: { s: Loaded['shops'][number] | null }) {
  const id = s ? `shop-${s.shopNo}` : 'shop-new';
  const who = s ? s.name : 'the new shop';
  return (
    <tr>
      <td>
        {s ? (
          s.shopNo
        ) : (
          <input form={id} name="shopNo" required size={6} inputMode="numeric" aria-label="Number of the new shop" />
        )}
      </td>
      <td>
        <input form={id} name="name" defaultValue={s?.name} required maxLength={100} aria-label={`Name of ${who}`} />
      </td>
      <td>
        <input form={id} name="address" defaultValue={s?.address} maxLength={300} aria-label={`Address of ${who}`} />
      </td>
      <td>
        <input form={id} name="phone" defaultValue={s?.phone} maxLength={40} size={16} aria-label={`Phone of ${who}`} />
      </td>
      <td>
        <input form={id} type="checkbox" name="active" defaultChecked={s?.active ?? true} aria-label={`${who} open`} />
      </td>
      <td>
        <input
          form={id}
          type="checkbox"
          name="pickupPoint"
          defaultChecked={s?.pickupPoint ?? false}
          aria-label={`${who} is a pickup point`}
        />
      </td>
      <td>
        <RowForm
          id={id}
          intent="shop"
          schema={s ? shopRowSchema : newShopSchema}
          no={s?.shopNo ?? null}
          label={s ? `Save ${s.name}` : 'Add the new shop'}
        />
      </td>
    </tr>
  );
}

function Cities({ cities }: { cities: Loaded['cities'] }) {
  return (
    <>
      <h2 id="cities-heading">Delivery cities</h2>
      <TableScroll label="Delivery cities table">
        <table className="admin-table" aria-labelledby="cities-heading">
          <thead>
            <tr>
              <th scope="col">City</th>
              <th scope="col">Island</th>
              <th scope="col">Position</th>
              <th scope="col">Offered</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {[null, ...cities].map((c) => (
              <CityRow key={c?.cityNo ?? 'new'} c={c} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

function CityRow({ c }: { c: Loaded['cities'][number] | null }) {
  const id = c ? `city-${c.cityNo}` : 'city-new';
  const who = c ? c.name : 'the new city';
  return (
    <tr>
      <td>
        <input form={id} name="name" defaultValue={c?.name} required maxLength={80} aria-label={`Name of ${who}`} />
      </td>
      <td>
        <select form={id} name="island" defaultValue={c?.island ?? 'Trinidad'} aria-label={`Island of ${who}`}>
          <option>Trinidad</option>
          <option>Tobago</option>
        </select>
      </td>
      <td>
        <input
          form={id}
          name="sortOrder"
          defaultValue={c?.sortOrder ?? 0}
          size={4}
          inputMode="numeric"
          aria-label={`Position of ${who}`}
        />
      </td>
      <td>
        <input
          form={id}
          type="checkbox"
          name="active"
          defaultChecked={c?.active ?? true}
          aria-label={`${who} offered`}
        />
      </td>
      <td>
        <RowForm
          id={id}
          intent="city"
          schema={citySchema}
          no={c?.cityNo ?? null}
          label={c ? `Save ${c.name}` : 'Add the new city'}
        />
      </td>
    </tr>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
