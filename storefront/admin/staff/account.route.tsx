// The staff member's own account: their password, and two-step sign-in (docs/product.md#two-step-sign-in).
// The QR code, its key and the recovery codes come in an action's answer and are shown once.
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { ownPasswordSchema, signInCodeSchema } from '../../../shop-rules/forms/staff';
import { TWO_STEP_SET_UP_FIRST } from '../../../shop-rules/messages/backoffice';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { ButtonForm, SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { TextField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { when } from '../shared/money';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/account.route';

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

type Result = (Route.ComponentProps['actionData'] & { setUp?: SetUp; recoveryCodes?: string[] }) | undefined;
type TwoStep = Route.ComponentProps['loaderData']['twoStep'];

/** A form of one code: the refused answer is its own when the form's intent says so. */
function CodeForm({
  intent,
  label,
  result,
  danger,
  children,
}: {
  intent: string;
  label: string;
  result: Result;
  danger?: boolean;
  children: string;
}) {
  const refused = result && !result.ok && result.values?.intent === intent ? result : undefined;
  const form = useAdminForm(signInCodeSchema, refused, intent);
  return (
    <Form method="post" aria-label={label} {...form.formProps}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <CodeField error={form.error('code')} />
      <SaveButton busy={form.busy} className={danger ? 'admin-button admin-button--danger' : 'admin-button'}>
        {children}
      </SaveButton>
    </Form>
  );
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { twoStep } = loaderData;
  const result = actionData as Result;
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
        {result?.recoveryCodes ? <RecoveryCodes codes={result.recoveryCodes} /> : null}
        <TwoStepState twoStep={twoStep} result={result} />
      </section>
      <PasswordPanel result={isTwoStep ? undefined : result} />
    </>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="admin-panel">
      <h3>Your recovery codes</h3>
      <ul aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** On (new codes, turn off), being set up (the QR code until confirmed), or off (set it up). */
function TwoStepState({ twoStep, result }: { twoStep: TwoStep; result: Result }) {
  // The set-up stays on screen after a mistyped code, until it is confirmed.
  const [setUp, setSetUp] = useState<SetUp | null>(null);
  useEffect(() => {
    if (result?.setUp) setSetUp(result.setUp);
    if (result?.recoveryCodes) setSetUp(null);
  }, [result]);
  const shownSetUp = twoStep.on ? null : (result?.setUp ?? setUp);
  if (twoStep.on) return <TwoStepOn twoStep={twoStep} result={result} />;
  if (shownSetUp) return <TwoStepSetUp setUp={shownSetUp} result={result} />;
  return (
    <>
      <p>
        Two-step sign-in is off. With it on, sign-in asks after your password for a code from an authenticator app on
        your phone, so a stolen password alone does not open the back office.
      </p>
      <ButtonForm id="two-step-start" aria-label="Set up two-step sign-in" fields={{ intent: 'two-step-start' }}>
        {(busy) => <SaveButton busy={busy}>Set up two-step sign-in</SaveButton>}
      </ButtonForm>
    </>
  );
}

function TwoStepOn({ twoStep, result }: { twoStep: TwoStep; result: Result }) {
  return (
    <>
      <p>
        Two-step sign-in is on{twoStep.since ? ` since ${when(twoStep.since)}` : ''}. After your password, sign-in asks
        for the code your authenticator app shows. {twoStep.recoveryCodesLeft} recovery codes are left.
      </p>
      <CodeForm intent="two-step-codes" label="New recovery codes" result={result}>
        Make new recovery codes
      </CodeForm>
      {twoStep.required ? (
        <p>The shop requires two-step sign-in for all staff, so it stays on.</p>
      ) : (
        <CodeForm intent="two-step-off" label="Turn off two-step sign-in" result={result} danger>
          Turn off two-step sign-in
        </CodeForm>
      )}
    </>
  );
}

function TwoStepSetUp({ setUp, result }: { setUp: SetUp; result: Result }) {
  return (
    <>
      <ol>
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS …).</li>
        <li>Scan this QR code with it, or type the key below.</li>
        <li>Type the 6-digit code the app then shows, to turn two-step sign-in on.</li>
      </ol>
      <img src={setUp.qr} alt="QR code for your authenticator app" width={240} height={240} />
      <p>
        Key: <code data-testid="two-step-key">{setUp.secret}</code>
      </p>
      <p className="admin-hint">The QR code and key are shown only now. Do not share them.</p>
      <CodeForm intent="two-step-confirm" label="Confirm two-step sign-in" result={result}>
        Turn on two-step sign-in
      </CodeForm>
    </>
  );
}

/** The staff member's own password: the new one checked in the browser as on the server. */
function PasswordPanel({ result }: { result: Result }) {
  const form = useAdminForm(ownPasswordSchema, result, 'own-password');
  return (
    <section className="admin-panel admin-login" aria-labelledby="password-heading">
      <h2 id="password-heading">Your password</h2>
      <FormMessage result={result} />
      <Form method="post" {...form.formProps}>
        <CsrfField />
        <input type="hidden" name="intent" value="password" />
        <TextField
          label="Current password"
          name="current"
          type="password"
          autoComplete="current-password"
          required
          error={form.error('current')}
        />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          hint="12 to 128 characters."
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
        <SaveButton busy={form.busy}>Change password</SaveButton>
      </Form>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
