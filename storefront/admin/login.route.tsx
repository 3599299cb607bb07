import { data, Form, redirect, useNavigation } from 'react-router';
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
  const next = new URL(request.url).searchParams.get('next') ?? '';
  return data({ formToken: page.formToken, next }, { headers: { 'Set-Cookie': page.setCookie } });
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
