import { Form } from 'react-router';
import type { Route } from './+types/account.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { TextField } from './field';
import { FormMessage, fieldError } from './form-message';
import { adminMeta } from './page-title';

export const meta = () => adminMeta('Your password');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'dashboard');
  return { email: desk.staff.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'dashboard', (desk, form) => desk.account.changePassword(form)),
  );
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="admin-panel admin-login">
      <h1>Your password</h1>
      <p>Signed in as {loaderData.email}.</p>
      <FormMessage result={actionData} />
      <Form method="post">
        <CsrfField />
        <TextField
          label="Current password"
          name="current"
          type="password"
          autoComplete="current-password"
          required
          error={fieldError(actionData, 'current')}
        />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          hint="12 to 128 characters."
          error={fieldError(actionData, 'password')}
        />
        <TextField
          label="New password again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={fieldError(actionData, 'confirm')}
        />
        <button type="submit" className="admin-button">
          Change password
        </button>
      </Form>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
