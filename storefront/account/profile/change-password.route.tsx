// /changepassword: the current password (docs/product.md#change-password), then the new one twice.
import type { SavedAnswer } from '../../../shop-rules/api/account';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../shop-rules/fields';
import { changePasswordSchema } from '../../../shop-rules/forms/account';
import { CURRENT_PASSWORD_WRONG } from '../../../shop-rules/messages/account';
import { ApiError, apiPost } from '../../lib/api';
import { keepAfterSending, sentJson } from '../../lib/page-forms';
import { ACCOUNT_CRUMB, AccountLayout } from '../account-layout';
import { accountMeta } from '../account-meta';
import { loadForCustomer, sendFailure } from '../customer-data';
import { firstInvalid, schemaErrors } from '../field-errors';
import { AccountLoading, ForCustomer } from '../for-customer';
import { FormButtons } from '../form-buttons';
import { FormAlert, TextField } from '../form-controls';
import type { Route } from './+types/change-password.route';
import { type SavingAnswer, useSavingForm } from './use-saving-form';
import '../account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/shell/route-error';

const ORDER = ['current', 'password', 'confirm'] as const;

interface PasswordFields {
  current: string;
  password: string;
  confirm: string;
}
const TITLE = 'Change Password';
const TRAIL = [ACCOUNT_CRUMB, { label: 'Change Password' }];

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(TITLE, matches);
}

/** Nothing to read: the page is for a signed-in customer only. */
export async function clientLoader() {
  return loadForCustomer(async () => null);
}

export type ChangePasswordAnswer = SavingAnswer<keyof PasswordFields>;

/** Checks the three fields (the schema the API checks too), then asks the server, which checks the current password. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ChangePasswordAnswer> {
  const form = await sentJson<PasswordFields>(request);
  const errors = schemaErrors<keyof PasswordFields>(changePasswordSchema, form);
  if (firstInvalid(ORDER, errors)) return { errors };
  try {
    const saved = await apiPost<SavedAnswer>('/api/customer/change-password', {
      CurrentPassword: form.current,
      NewPassword: form.password,
      ConfirmPassword: form.confirm,
    });
    return { saved };
  } catch (err) {
    if (err instanceof ApiError && err.message === CURRENT_PASSWORD_WRONG)
      return { errors: { current: CURRENT_PASSWORD_WRONG } };
    return sendFailure(err);
  }
}

export const shouldRevalidate = keepAfterSending;

export function HydrateFallback() {
  return (
    <AccountLayout title={TITLE} trail={TRAIL}>
      <AccountLoading />
    </AccountLayout>
  );
}

export default function ChangePasswordPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout title={TITLE} trail={TRAIL}>
      <ForCustomer load={loaderData} label="Loading your account">
        {() => <ChangePasswordForm />}
      </ForCustomer>
    </AccountLayout>
  );
}

function ChangePasswordForm() {
  const { form, errors, refs, set, submit, busy, alert } = useSavingForm(
    { current: '', password: '', confirm: '' },
    ORDER,
  );
  return (
    <form method="post" className="account-form" onSubmit={submit} noValidate>
      <FormAlert message={alert} />
      <fieldset className="account-fieldset">
        <legend>Your Password</legend>
        <TextField
          label="Current Password"
          type="password"
          value={form.current}
          onChange={set('current')}
          error={errors.current}
          required
          autoComplete="current-password"
          inputRef={refs.current}
        />
        <TextField
          label="Password"
          type="password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          required
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          inputRef={refs.password}
          hint={`At least ${PASSWORD_MIN} characters.`}
        />
        <TextField
          label="Password Confirm"
          type="password"
          value={form.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
          required
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          inputRef={refs.confirm}
        />
      </fieldset>
      <FormButtons back="/account" busy={busy} />
    </form>
  );
}
