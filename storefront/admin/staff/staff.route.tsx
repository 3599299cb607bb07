import { Form } from 'react-router';
import { newStaffSchema, staffChangeSchema, staffPasswordSchema } from '../../../shop-rules/forms/staff';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { ButtonForm, SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { CheckField, SelectField, TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { CardRow, TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/staff.route';

export const meta = () => adminMeta('Staff');

type StaffMember = Route.ComponentProps['loaderData']['staff'][number];

const ROLES = [
  ['owner', 'Owner: everything, staff and settings too'],
  ['manager', 'Manager: catalogue, orders, payments, returns'],
  ['clerk', 'Clerk: orders, returns and delivery runs'],
  ['driver', 'Driver: only the runs given to them, on the phone'],
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'staff');
  return {
    staff: await desk.staffAccounts.list(),
    me: desk.staff.staffUserNo,
    twoStepRequired: await desk.staffAccounts.twoStepRequired(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'staff', (desk, form) => {
      const no = Number(form.get('staffUserNo'));
      switch (form.get('intent')) {
        case 'create':
          return desk.staffAccounts.create(form);
        case 'password':
          return desk.staffAccounts.resetPassword(no, form);
        case 'two-step-required':
          return desk.staffAccounts.setTwoStepRequired(form);
        case 'two-step-clear':
          return desk.staffAccounts.clearTwoStep(no);
        default:
          return desk.staffAccounts.update(no, form);
      }
    }),
  );
}

export default function AdminStaff({ loaderData: { staff, me, twoStepRequired }, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Staff</h1>
      <FormMessage result={actionData} />
      <TableScroll label="Staff list" cards>
        <table className="admin-table">
          <caption>Who can sign in to the back office</caption>
          <thead>
            <tr>
              <th scope="col">Staff member</th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Active</th>
              <th scope="col">Save</th>
              <th scope="col">New password</th>
              <th scope="col">Two-step sign-in</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((s) => (
              <StaffRow key={s.staffUserNo} s={s} me={me} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <TwoStepRequired twoStepRequired={twoStepRequired} />
      <NewStaffForm actionData={actionData} />
    </>
  );
}

/** One staff member's row: name, role and whether they may sign in (one form), a new password, two-step sign-in. */
function StaffRow({ s, me, cardLabels }: { s: StaffMember; me: number; cardLabels?: string[] }) {
  const id = `staff-${s.staffUserNo}`;
  const form = useAdminForm(staffChangeSchema, undefined, id);
  const nameError = form.error('name');
  return (
    <CardRow labels={cardLabels}>
      <th scope="row">
        {s.email}
        {s.staffUserNo === me ? ' (you)' : ''}
      </th>
      <td>
        <input
          form={id}
          name="name"
          defaultValue={s.name}
          required
          maxLength={100}
          aria-label={`Name of ${s.email}`}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
        />
        {nameError ? (
          <small id={`${id}-name-error`} className="admin-field-error">
            {nameError}
          </small>
        ) : null}
      </td>
      <td>
        <select form={id} name="role" defaultValue={s.role} aria-label={`Role of ${s.email}`}>
          {ROLES.map(([value]) => (
            <option key={value} value={value}>
              {value[0]!.toUpperCase() + value.slice(1)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          form={id}
          type="checkbox"
          name="active"
          defaultChecked={s.active}
          aria-label={`${s.email} may sign in`}
        />
      </td>
      <td>
        <Form method="post" {...form.formProps}>
          <CsrfField />
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="staffUserNo" value={s.staffUserNo} />
          <SaveButton busy={form.busy} className="admin-button admin-button--quiet" aria-label={`Save ${s.email}`}>
            Save
          </SaveButton>
        </Form>
      </td>
      <PasswordCell s={s} />
      <TwoStepCell s={s} />
    </CardRow>
  );
}

/** A staff member's new password, checked in the browser as on the server (shop-rules/forms/staff.ts). */
function PasswordCell({ s }: { s: StaffMember }) {
  const form = useAdminForm(staffPasswordSchema, undefined, `password-${s.staffUserNo}`, 'password');
  const error = form.error('password');
  const errorId = `password-${s.staffUserNo}-error`;
  return (
    <td data-label="New password">
      <Form method="post" className="admin-actions" {...form.formProps}>
        <CsrfField />
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="staffUserNo" value={s.staffUserNo} />
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={12}
          maxLength={128}
          required
          aria-label={`New password for ${s.email}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <SaveButton
          busy={form.busy}
          className="admin-button admin-button--quiet"
          aria-label={`Set the password of ${s.email}`}
        >
          Set
        </SaveButton>
        {error ? (
          <small id={errorId} className="admin-field-error">
            {error}
          </small>
        ) : null}
      </Form>
    </td>
  );
}

function TwoStepCell({ s }: { s: StaffMember }) {
  return (
    <td data-label="Two-step sign-in">
      {s.twoStepOn ? (
        <ButtonForm
          id={`two-step-clear-${s.staffUserNo}`}
          className="admin-actions"
          fields={{ intent: 'two-step-clear', staffUserNo: s.staffUserNo }}
        >
          {(busy) => (
            <>
              On
              <SaveButton
                busy={busy}
                className="admin-button admin-button--quiet"
                aria-label={`Clear the two-step sign-in of ${s.email} (a lost phone)`}
              >
                Clear
              </SaveButton>
            </>
          )}
        </ButtonForm>
      ) : (
        'Off'
      )}
    </td>
  );
}

function TwoStepRequired({ twoStepRequired }: { twoStepRequired: boolean }) {
  return (
    <section className="admin-panel" aria-labelledby="two-step-heading">
      <h2 id="two-step-heading">Two-step sign-in</h2>
      <p>
        With two-step sign-in, staff type a code from an authenticator app on their phone after their password. Each
        staff member turns it on from “Your account”. Clear it for someone who lost their phone and their recovery
        codes: they then sign in with their password and set it up again.
      </p>
      <ButtonForm
        id="two-step-required"
        aria-label="Two-step sign-in for all staff"
        fields={{ intent: 'two-step-required' }}
      >
        {(busy) => (
          <>
            <CheckField
              label="Require two-step sign-in for all staff (those without it are asked to set it up before anything else)"
              name="required"
              defaultChecked={twoStepRequired}
            />
            <SaveButton busy={busy}>Save</SaveButton>
          </>
        )}
      </ButtonForm>
    </section>
  );
}

/** The new staff member's form, checked in the browser as on the server (shop-rules/forms/staff.ts). */
function NewStaffForm({ actionData }: { actionData: Route.ComponentProps['actionData'] }) {
  const creating = actionData && !actionData.ok && actionData.values?.intent === 'create' ? actionData : undefined;
  const d = formDefaults(creating);
  const form = useAdminForm(newStaffSchema, creating, 'new-staff');
  return (
    <section className="admin-panel" aria-labelledby="new-staff-heading">
      <h2 id="new-staff-heading">Add a staff member</h2>
      <Form method="post" aria-label="Add a staff member" {...form.formProps}>
        <CsrfField />
        <input type="hidden" name="intent" value="create" />
        <div className="admin-grid">
          <TextField
            label="Name"
            name="name"
            required
            maxLength={100}
            defaultValue={d.text('name', '')}
            error={form.error('name')}
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            required
            maxLength={200}
            defaultValue={d.text('email', '')}
            error={form.error('email')}
          />
          <SelectField label="Role" name="role" defaultValue={d.text('role', 'clerk')} error={form.error('role')}>
            {ROLES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={128}
            hint="12 to 128 characters; tell it to them in person."
            error={form.error('password')}
          />
        </div>
        <SaveButton busy={form.busy}>Add</SaveButton>
      </Form>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
