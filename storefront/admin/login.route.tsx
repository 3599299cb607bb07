import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { TextField } from './field';
import { FormMessage, fieldError } from './form-message';
import { adminMeta } from './page-title';

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
  const busy = useNavigation().state === 'submitting';
  const keptEmail = actionData && !actionData.ok ? (actionData.values?.email ?? '') : '';
  return (
    <section className="admin-panel admin-login">
      <h1>Staff sign-in</h1>
      {loaderData.notice && !actionData ? <FormMessage result={{ ok: true, msg: loaderData.notice }} /> : null}
      <FormMessage result={actionData} />
      {/* A document post: the session cookie is set by the answer itself. */}
      <Form method="post" reloadDocument>
        <input type="hidden" name="_csrf" value={loaderData.formToken} />
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={keptEmail}
          error={fieldError(actionData, 'email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          // After a refusal the e-mail is kept, so the password is what to type again.
          autoFocus={keptEmail !== ''}
        />
        <button type="submit" className="admin-button" disabled={busy}>
          Sign in
        </button>
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
