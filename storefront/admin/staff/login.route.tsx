import { data, Form, Link, redirect } from 'react-router';
import { signInSchema } from '../../../shop-rules/forms/staff';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { TextField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/login.route';

export const meta = () => adminMeta('Sign in');

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await context.shop.backoffice.signInPage(request);
  if (page.signedIn) throw redirect(page.next);
  const query = new URL(request.url).searchParams;
  const next = query.get('next') ?? '';
  const notice = query.get('reset') === 'done' ? context.shop.backoffice.resetDoneMessage : '';
  return data({ formToken: page.formToken, next, notice }, { headers: { 'Set-Cookie': page.setCookie } });
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(await context.shop.backoffice.signIn(request));
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const form = useAdminForm(signInSchema, actionData);
  const busy = form.busy;
  const keptEmail = actionData && !actionData.ok ? (actionData.values?.email ?? '') : '';
  return (
    <section className="admin-panel admin-login">
      <h1>Staff sign-in</h1>
      {loaderData.notice && !actionData ? <FormMessage result={{ ok: true, msg: loaderData.notice }} /> : null}
      <FormMessage result={actionData} />
      {/* A document post: the session cookie is set by the answer itself. */}
      <Form method="post" reloadDocument {...form.formProps}>
        <input type="hidden" name="_csrf" value={loaderData.formToken} />
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={keptEmail}
          error={form.error('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          // After a refusal the e-mail is kept, so the password is what to type again.
          autoFocus={keptEmail !== ''}
          error={form.error('password')}
        />
        <SaveButton busy={busy}>Sign in</SaveButton>
      </Form>
      <p>
        <Link to="/admin/forgot-password">Forgot password?</Link>
      </p>
      {/* The session cookie is SameSite=Strict: a link followed from a mail or another site arrives
          without it. A link on this page is same-site, so it opens the back office if already signed in. */}
      <p>
        <a href={loaderData.next.startsWith('/admin') ? loaderData.next : '/admin'}>
          Already signed in here? Continue to the back office
        </a>
      </p>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
