// The page a password-reset link opens (docs/product.md#staff-password-reset): a new password, once.

import { data, Form, Link } from 'react-router';
import { ownPasswordSchema } from '../../../shop-rules/forms/staff';
import { RESET_LINK_INVALID, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../../shop-rules/messages/backoffice';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { TextField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/reset-password.route';

export const meta = () => adminMeta('Choose a new password');

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await context.shop.backoffice.resetPasswordPage(request);
  return data(
    { works: page.works, token: page.token, formToken: page.formToken },
    { headers: { 'Set-Cookie': page.setCookie } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(await context.shop.backoffice.resetPassword(request));
}

export default function AdminResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const form = useAdminForm(ownPasswordSchema, actionData);
  const busy = form.busy;
  if (!loaderData.works) {
    return (
      <section className="admin-panel admin-login">
        <h1>Choose a new password</h1>
        <p className="admin-note admin-note--error" role="alert">
          {RESET_LINK_INVALID}
        </p>
        <p>
          <Link to="/admin/forgot-password">Ask for a new link</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="admin-panel admin-login">
      <h1>Choose a new password</h1>
      <FormMessage result={actionData} />
      <Form method="post" {...form.formProps}>
        <input type="hidden" name="_csrf" value={loaderData.formToken} />
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={STAFF_PASSWORD_MIN}
          maxLength={STAFF_PASSWORD_MAX}
          hint={`${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters.`}
          error={form.error('password')}
        />
        <TextField
          label="New password again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={form.error('confirm')}
        />
        <SaveButton busy={busy}>Set the new password</SaveButton>
      </Form>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
