// The page a password-reset link opens (docs/product.md#staff-password-reset): a new password, once.
import { data, Form, Link, useNavigation } from 'react-router';
import { RESET_LINK_INVALID, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../shop-rules/messages/backoffice';
import type { Route } from './+types/reset-password.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { TextField } from './field';
import { FormMessage, fieldError } from './form-message';
import { adminMeta } from './page-title';

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
  const busy = useNavigation().state === 'submitting';
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
      <Form method="post">
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
        <button type="submit" className="admin-button" disabled={busy}>
          Set the new password
        </button>
      </Form>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
