// 'Forgot password?' (docs/product.md#staff-password-reset): a link by mail, the same answer for any address.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { TextField } from './field';
import { FormMessage, fieldError } from './form-message';
import { adminMeta } from './page-title';

export const meta = () => adminMeta('Forgot password');

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await context.shop.backoffice.signInPage(request);
  if (page.signedIn) throw redirect('/admin/account');
  return data({ formToken: page.formToken }, { headers: { 'Set-Cookie': page.setCookie } });
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(await context.shop.backoffice.requestPasswordReset(request));
}

export default function AdminForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="admin-panel admin-login">
      <h1>Forgot your password?</h1>
      <p>Enter the e-mail address you sign in with. We will send you a link to choose a new password.</p>
      <FormMessage result={actionData} />
      <Form method="post">
        <input type="hidden" name="_csrf" value={loaderData.formToken} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={200}
          error={fieldError(actionData, 'email')}
        />
        <button type="submit" className="admin-button" disabled={busy}>
          Send me a link
        </button>
      </Form>
      <p>
        <Link to="/admin/login">Back to sign-in</Link>
      </p>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
