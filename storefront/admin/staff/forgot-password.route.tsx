// 'Forgot password?' (docs/product.md#staff-password-reset): a link by mail, the same answer for any address.
import { data, Form, Link, redirect } from 'react-router';
import { resetRequestSchema } from '../../../shop-rules/forms/staff';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { TextField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/forgot-password.route';

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
  const form = useAdminForm(resetRequestSchema, actionData);
  const busy = form.busy;
  return (
    <section className="admin-panel admin-login">
      <h1>Forgot your password?</h1>
      <p>Enter the e-mail address you sign in with. We will send you a link to choose a new password.</p>
      <FormMessage result={actionData} />
      <Form method="post" {...form.formProps}>
        <input type="hidden" name="_csrf" value={loaderData.formToken} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={200}
          error={form.error('email')}
        />
        <SaveButton busy={busy}>Send me a link</SaveButton>
      </Form>
      <p>
        <Link to="/admin/login">Back to sign-in</Link>
      </p>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
