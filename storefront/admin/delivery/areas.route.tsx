// /admin/delivery/areas: cities grouped into delivery areas, each with its weekdays, extra charge and
// whether it is served; and the delivery minimum (docs/product.md#delivery-areas-and-days).
import { Form } from 'react-router';
import { WEEKDAY_NAMES, WEEKDAYS, weekdaysInWords } from '../../../shop-rules/delivery/delivery-days';
import { areaSchema, minimumSchema } from '../../../shop-rules/forms/delivery';
import { centsToDecimal, ttCents } from '../../../shop-rules/money';
import { answer } from '../shared/action-answer';
import { useSignedInStaff } from '../shared/admin-data';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { CheckField, TextField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/areas.route';

export const meta = () => adminMeta('Delivery areas');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'delivery');
  return desk.delivery.areas();
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'delivery', (desk, form) => {
      const intent = String(form.get('intent') ?? '');
      const areaNo = Number(form.get('areaNo') ?? 0);
      if (intent === 'minimum') return desk.delivery.saveMinimum(form);
      if (intent === 'remove') return desk.delivery.removeArea(areaNo);
      return desk.delivery.saveArea(areaNo > 0 ? areaNo : null, form);
    }),
  );
}

type Page = Route.ComponentProps['loaderData'];
type Result = Route.ComponentProps['actionData'];

export default function AdminDeliveryAreas({ loaderData: page, actionData }: Route.ComponentProps) {
  const staff = useSignedInStaff();
  return (
    <>
      <h1>Delivery areas</h1>
      <FormMessage result={actionData} />
      <p className="admin-hint">
        With no area, the checkout charges the freight of the settings and offers no delivery day. A city in an area is
        offered the area's next days (from two working days after the order) and pays its extra charge; an area not
        served is offered pickup only.
      </p>
      {page.areas.map((a) => (
        <AreaForm key={a.areaNo} page={page} area={a} result={actionData} />
      ))}
      <AreaForm page={page} area={null} result={actionData} />
      {staff?.staff.role === 'owner' ? (
        <MinimumForm page={page} result={actionData} />
      ) : (
        <p>Delivery minimum: {page.minimum.on ? ttCents(page.minimum.amount) : 'off'} (an owner changes it).</p>
      )}
    </>
  );
}

// Each form is checked in the browser by the schema the server checks (shop-rules/forms/delivery.ts).

function MinimumForm({ page, result }: { page: Page; result: Result }) {
  const form = useAdminForm(minimumSchema, result, 'delivery-minimum', 'minimum');
  return (
    <Form method="post" className="admin-panel admin-form" aria-labelledby="minimum-title" {...form.formProps}>
      <h2 id="minimum-title">Delivery minimum</h2>
      <CsrfField />
      <input type="hidden" name="intent" value="minimum" />
      <CheckField
        label="Delivery only for orders of at least the minimum (pickup stays open)"
        name="minimumOn"
        defaultChecked={page.minimum.on}
      />
      <TextField
        label="Minimum (TT$)"
        name="minimum"
        inputMode="decimal"
        defaultValue={centsToDecimal(page.minimum.amount)}
        error={form.error('minimum')}
      />
      <SaveButton busy={form.busy}>Save the minimum</SaveButton>
    </Form>
  );
}

function AreaForm({ page, area, result }: { page: Page; area: Page['areas'][number] | null; result: Result }) {
  const title = area
    ? `${area.name}: ${area.served ? `delivered on ${weekdaysInWords(area.weekdays)}` : 'not served'}`
    : 'New area';
  const prefix = `area-${area?.areaNo ?? 'new'}`;
  // A refusal marks the area whose form was sent (its areaNo), not every area on the page.
  const sent = result && !result.ok && result.values?.areaNo === String(area?.areaNo ?? 0) ? result : undefined;
  const form = useAdminForm(areaSchema, sent, prefix);
  return (
    <Form method="post" className="admin-panel admin-form" aria-labelledby={`${prefix}-title`} {...form.formProps}>
      <h2 id={`${prefix}-title`}>{title}</h2>
      <CsrfField />
      <input type="hidden" name="areaNo" value={area?.areaNo ?? 0} />
      <TextField
        label="Name"
        name="name"
        required
        maxLength={80}
        defaultValue={area?.name ?? ''}
        error={form.error('name')}
      />
      <fieldset>
        <legend>Served on</legend>
        {WEEKDAYS.map((d) => (
          <label key={d} className="admin-check">
            <input
              type="checkbox"
              name="weekday"
              value={d}
              defaultChecked={area ? area.weekdays.includes(d) : d <= 5}
            />{' '}
            {WEEKDAY_NAMES[d]}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Extra charge (TT$)"
        name="extraCharge"
        inputMode="decimal"
        defaultValue={area ? centsToDecimal(area.extraCharge) : '0.00'}
        error={form.error('extraCharge')}
      />
      <CheckField label="Served (else pickup only)" name="served" defaultChecked={area ? area.served : true} />
      <AreaCities page={page} area={area} />
      <SaveButton name="intent" value="save" busy={form.busy}>
        {area ? `Save ${area.name}` : 'Add the area'}
      </SaveButton>{' '}
      {area ? (
        <SaveButton
          name="intent"
          value="remove"
          busy={form.busy}
          formNoValidate
          className="admin-button admin-button--quiet"
        >
          Remove {area.name}
        </SaveButton>
      ) : null}
    </Form>
  );
}

function AreaCities({ page, area }: { page: Page; area: Page['areas'][number] | null }) {
  return (
    <fieldset>
      <legend>Cities</legend>
      <div className="admin-check-columns">
        {page.cities.map((c) => (
          <label key={c.cityNo} className="admin-check">
            <input
              type="checkbox"
              name="city"
              value={c.cityNo}
              defaultChecked={area ? c.areaNo === area.areaNo : false}
            />{' '}
            {c.name} ({c.island})
            {c.areaNo && c.areaNo !== area?.areaNo
              ? ` · in ${page.areas.find((x) => x.areaNo === c.areaNo)?.name ?? 'another area'}`
              : ''}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
