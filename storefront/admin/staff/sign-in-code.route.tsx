// The second step of a staff sign-in (docs/product.md#two-step-sign-in): the code from the
// authenticator app, or a recovery code, within five minutes of the password.
import { data, Form, Link, redirect } from 'react-router';
import { signInCodeSchema } from '../../../shop-rules/forms/staff';
import { TWO_STEP_TIMED_OUT } from '../../../shop-rules/messages/backoffice';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { TextField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/sign-in-code.route';

export const meta = () => adminMeta('Sign-in code');

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await context.shop.backoffice.signInCodePage(request);
  if (page.signedIn) throw redirect(page.next);
  if (page.timedOut) return { timedOut: true as const, formToken: '', next: '' };
  const next = new URL(request.url).searchParams.get('next') ?? '';
  return data(
    { timedOut: false as const, formToken: page.formToken, next },
    { headers: { 'Set-Cookie': page.setCookie } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(await context.shop.backoffice.signInCode(request));
}

export default function AdminSignInCode({ loaderData, actionData }: Route.ComponentProps) {
  const form = useAdminForm(signInCodeSchema, actionData);
  const busy = form.busy;
  if (loaderData.timedOut) {
    return (
      <section className="admin-panel admin-login">
        <h1>Sign-in code</h1>
        <p className="admin-note admin-note--error" role="alert">
          {TWO_STEP_TIMED_OUT}
        </p>
        <p>
          <Link to="/admin/login">Sign in again</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="admin-panel admin-login">
      <h1>Sign-in code</h1>
      <p>Open the authenticator app on your phone and type the 6-digit code it shows for this shop.</p>
      <FormMessage result={actionData} />
      {/* A document post: the session cookie is set by the answer itself. */}
      <Form method="post" reloadDocument {...form.formProps}>
        <input type="hidden" name="_csrf" value={loaderData.formToken} />
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          required
          maxLength={40}
          hint="No phone? Type one of your recovery codes instead; each works once."
          error={form.error('code')}
        />
        <SaveButton busy={busy}>Continue</SaveButton>
      </Form>
      <p>
        <Link to="/admin/login">Back to sign-in</Link>
      </p>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
