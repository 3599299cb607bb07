// The staff member's own account: their password, and two-step sign-in (docs/product.md#two-step-sign-in).
// The QR code, its key and the recovery codes come in an action's answer and are shown once.
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { TWO_STEP_SET_UP_FIRST } from '../../shop-rules/messages/backoffice';
import type { Route } from './+types/account.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { TextField } from './field';
import { FormMessage, fieldError } from './form-message';
import { when } from './money';
import { adminMeta } from './page-title';

export const meta = () => adminMeta('Your account');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'dashboard', { settingUpTwoStep: true });
  return { email: desk.staff.email, twoStep: await desk.account.twoStep() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(
      request,
      'dashboard',
      (desk, form) => {
        switch (form.get('intent')) {
          case 'two-step-start':
            return desk.account.startTwoStep();
          case 'two-step-confirm':
            return desk.account.confirmTwoStep(form);
          case 'two-step-codes':
            return desk.account.renewRecoveryCodes(form);
          case 'two-step-off':
            return desk.account.turnOffTwoStep(form);
          default:
            return desk.account.changePassword(form);
        }
      },
      { settingUpTwoStep: true },
    ),
  );
}

interface SetUp {
  secret: string;
  uri: string;
  qr: string;
}

function CodeField({ error, label = 'Code from your authenticator app' }: { error?: string; label?: string }) {
  return (
    <TextField
      label={label}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      required
      maxLength={40}
      error={error}
    />
  );
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { twoStep } = loaderData;
  const result = actionData as (typeof actionData & { setUp?: SetUp; recoveryCodes?: string[] }) | undefined;
  // The set-up stays on screen after a mistyped code, until it is confirmed.
  const [setUp, setSetUp] = useState<SetUp | null>(null);
  useEffect(() => {
    if (result?.setUp) setSetUp(result.setUp);
    if (result?.recoveryCodes) setSetUp(null);
  }, [result]);
  const shownSetUp = twoStep.on ? null : (result?.setUp ?? setUp);
  const intent = (result && !result.ok ? result.values?.intent : undefined) ?? '';
  const isTwoStep = intent.startsWith('two-step') || Boolean(result?.setUp || result?.recoveryCodes);
  return (
    <>
      <h1>Your account</h1>
      <p>Signed in as {loaderData.email}.</p>
      {twoStep.required && !twoStep.on ? (
        <p className="admin-note admin-note--error" role="alert">
          {TWO_STEP_SET_UP_FIRST}
        </p>
      ) : null}
      <section className="admin-panel" aria-labelledby="two-step-heading">
        <h2 id="two-step-heading">Two-step sign-in</h2>
        {isTwoStep ? <FormMessage result={result} /> : null}
        {result?.recoveryCodes ? (
          <div className="admin-panel">
            <h3>Your recovery codes</h3>
            <ul aria-label="Recovery codes">
              {result.recoveryCodes.map((c) => (
                <li key={c}>
                  <code>{c}</code>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {twoStep.on ? (
          <>
            <p>
              Two-step sign-in is on{twoStep.since ? ` since ${when(twoStep.since)}` : ''}. After your password, sign-in
              asks for the code your authenticator app shows. {twoStep.recoveryCodesLeft} recovery codes are left.
            </p>
            <Form method="post" aria-label="New recovery codes">
              <CsrfField />
              <input type="hidden" name="intent" value="two-step-codes" />
              <CodeField error={intent === 'two-step-codes' ? fieldError(result, 'code') : undefined} />
              <button type="submit" className="admin-button">
                Make new recovery codes
              </button>
            </Form>
            {twoStep.required ? (
              <p>The shop requires two-step sign-in for all staff, so it stays on.</p>
            ) : (
              <Form method="post" aria-label="Turn off two-step sign-in">
                <CsrfField />
                <input type="hidden" name="intent" value="two-step-off" />
                <CodeField error={intent === 'two-step-off' ? fieldError(result, 'code') : undefined} />
                <button type="submit" className="admin-button admin-button--danger">
                  Turn off two-step sign-in
                </button>
              </Form>
            )}
          </>
        ) : shownSetUp ? (
          <>
            <ol>
              <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS …).</li>
              <li>Scan this QR code with it, or type the key below.</li>
              <li>Type the 6-digit code the app then shows, to turn two-step sign-in on.</li>
            </ol>
            <img src={shownSetUp.qr} alt="QR code for your authenticator app" width={240} height={240} />
            <p>
              Key: <code data-testid="two-step-key">{shownSetUp.secret}</code>
            </p>
            <p className="admin-hint">The QR code and key are shown only now. Do not share them.</p>
            <Form method="post" aria-label="Confirm two-step sign-in">
              <CsrfField />
              <input type="hidden" name="intent" value="two-step-confirm" />
              <CodeField error={intent === 'two-step-confirm' ? fieldError(result, 'code') : undefined} />
              <button type="submit" className="admin-button">
                Turn on two-step sign-in
              </button>
            </Form>
          </>
        ) : (
          <>
            <p>
              Two-step sign-in is off. With it on, sign-in asks after your password for a code from an authenticator app
              on your phone, so a stolen password alone does not open the back office.
            </p>
            <Form method="post" aria-label="Set up two-step sign-in">
              <CsrfField />
              <input type="hidden" name="intent" value="two-step-start" />
              <button type="submit" className="admin-button">
                Set up two-step sign-in
              </button>
            </Form>
          </>
        )}
      </section>
      <section className="admin-panel admin-login" aria-labelledby="password-heading">
        <h2 id="password-heading">Your password</h2>
        {!isTwoStep ? <FormMessage result={result} /> : null}
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="password" />
          <TextField
            label="Current password"
            name="current"
            type="password"
            autoComplete="current-password"
            required
            error={fieldError(result, 'current')}
          />
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            hint="12 to 128 characters."
            error={fieldError(result, 'password')}
          />
          <TextField
            label="New password again"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            error={fieldError(result, 'confirm')}
          />
          <button type="submit" className="admin-button">
            Change password
          </button>
        </Form>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
