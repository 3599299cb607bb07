import { Form } from 'react-router';
import type { Route } from './+types/staff.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { CheckField, SelectField, TextField } from './field';
import { formDefaults } from './form-defaults';
import { FormMessage, fieldError } from './form-message';
import { adminMeta } from './page-title';
import { TableScroll } from './table-scroll';

export const meta = () => adminMeta('Staff');

const ROLES = [
  ['owner', 'Owner: everything, staff and settings too'],
  ['manager', 'Manager: catalogue, orders, payments, returns'],
  ['clerk', 'Clerk: orders and returns'],
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
  const creating = actionData && !actionData.ok && actionData.values?.intent === 'create';
  const d = formDefaults(creating ? actionData : undefined);
  return (
    <>
      <h1>Staff</h1>
      <FormMessage result={actionData} />
      <TableScroll label="Staff list">
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
            {staff.map((s) => {
              const id = `staff-${s.staffUserNo}`;
              return (
                <tr key={s.staffUserNo}>
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
                    />
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
                    <Form method="post" id={id}>
                      <CsrfField />
                      <input type="hidden" name="intent" value="update" />
                      <input type="hidden" name="staffUserNo" value={s.staffUserNo} />
                      <button type="submit" className="admin-button admin-button--quiet" aria-label={`Save ${s.email}`}>
                        Save
                      </button>
                    </Form>
                  </td>
                  <td>
                    <Form method="post" className="admin-actions">
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
                      />
                      <button
                        type="submit"
                        className="admin-button admin-button--quiet"
                        aria-label={`Set the password of ${s.email}`}
                      >
                        Set
                      </button>
                    </Form>
                  </td>
                  <td>
                    {s.twoStepOn ? (
                      <Form method="post" className="admin-actions">
                        <CsrfField />
                        <input type="hidden" name="intent" value="two-step-clear" />
                        <input type="hidden" name="staffUserNo" value={s.staffUserNo} />
                        On
                        <button
                          type="submit"
                          className="admin-button admin-button--quiet"
                          aria-label={`Clear the two-step sign-in of ${s.email} (a lost phone)`}
                        >
                          Clear
                        </button>
                      </Form>
                    ) : (
                      'Off'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <section className="admin-panel" aria-labelledby="two-step-heading">
        <h2 id="two-step-heading">Two-step sign-in</h2>
        <p>
          With two-step sign-in, staff type a code from an authenticator app on their phone after their password. Each
          staff member turns it on from “Your account”. Clear it for someone who lost their phone and their recovery
          codes: they then sign in with their password and set it up again.
        </p>
        <Form method="post" aria-label="Two-step sign-in for all staff">
          <CsrfField />
          <input type="hidden" name="intent" value="two-step-required" />
          <CheckField
            label="Require two-step sign-in for all staff (those without it are asked to set it up before anything else)"
            name="required"
            defaultChecked={twoStepRequired}
          />
          <button type="submit" className="admin-button">
            Save
          </button>
        </Form>
      </section>
      <section className="admin-panel" aria-labelledby="new-staff-heading">
        <h2 id="new-staff-heading">Add a staff member</h2>
        <Form method="post" aria-label="Add a staff member">
          <CsrfField />
          <input type="hidden" name="intent" value="create" />
          <div className="admin-grid">
            <TextField
              label="Name"
              name="name"
              required
              maxLength={100}
              defaultValue={d.text('name', '')}
              error={creating ? fieldError(actionData, 'name') : undefined}
            />
            <TextField
              label="E-mail"
              name="email"
              type="email"
              required
              maxLength={200}
              defaultValue={d.text('email', '')}
              error={creating ? fieldError(actionData, 'email') : undefined}
            />
            <SelectField
              label="Role"
              name="role"
              defaultValue={d.text('role', 'clerk')}
              error={creating ? fieldError(actionData, 'role') : undefined}
            >
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
              error={creating ? fieldError(actionData, 'password') : undefined}
            />
          </div>
          <button type="submit" className="admin-button">
            Add
          </button>
        </Form>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
