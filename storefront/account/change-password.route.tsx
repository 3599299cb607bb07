// /changepassword: the current password (decisions.md section 3), then the new one twice.
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { CURRENT_PASSWORD_WRONG } from '../../shop-rules/messages/account';
import { useSnackbar } from '../components/snackbar';
import { ApiError, apiPost } from '../lib/api';
import { ACCOUNT_CRUMB, AccountLayout } from './account-layout';
import type { SavedAnswer } from '../../shop-rules/api/account';
import { failureText, isSessionRefused } from './api-failure';
import { useCustomer } from './customer-session';
import { CustomerOnly } from './customer-only';
import { FormButtons } from './form-buttons';
import { FormAlert, TextField } from './form-controls';
import { PASSWORD_MAX, PASSWORD_MIN, passwordErrors, type PasswordFields } from './password-checks';
import { firstInvalid, type FieldErrors } from './field-errors';
import type { Route } from './+types/change-password.route';
import { accountMeta } from './account-meta';
import './account.css';

const ORDER = ['current', 'password', 'confirm'] as const;

export function ChangePasswordPage() {
  return (
    <AccountLayout title="Change Password" trail={[ACCOUNT_CRUMB, { label: 'Change Password' }]}>
      <CustomerOnly>
        <ChangePasswordForm />
      </CustomerOnly>
    </AccountLayout>
  );
}

function ChangePasswordForm() {
  const { signIn, sessionEnded } = useCustomer();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [form, setForm] = useState<PasswordFields>({ current: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordFields>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const refs: Record<keyof PasswordFields, RefObject<HTMLInputElement | null>> = { current: useRef(null), password: useRef(null), confirm: useRef(null) };
  const set = (key: keyof PasswordFields) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = passwordErrors(form);
    setErrors(found);
    setAlert('');
    const first = firstInvalid(ORDER, found);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      const answer = await apiPost<SavedAnswer>('/api/customer/change-password', {
        CurrentPassword: form.current, NewPassword: form.password, ConfirmPassword: form.confirm,
      });
      // The change ends every older session, this one's token included: the answer brings a new one.
      if (answer.jwt) signIn(answer.jwt);
      snackbar.show(answer.msg);
      void navigate('/account');
    } catch (err) {
      if (isSessionRefused(err)) return sessionEnded();
      if (err instanceof ApiError && err.message === CURRENT_PASSWORD_WRONG) {
        setErrors({ current: CURRENT_PASSWORD_WRONG });
        refs.current.current?.focus();
      } else {
        setAlert(failureText(err));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <FormAlert message={alert} />
      <fieldset className="account-fieldset">
        <legend>Your Password</legend>
        <TextField label="Current Password" type="password" value={form.current} onChange={set('current')} error={errors.current} required autoComplete="current-password" inputRef={refs.current} />
        <TextField
          label="Password" type="password" value={form.password} onChange={set('password')} error={errors.password} required autoComplete="new-password"
          maxLength={PASSWORD_MAX} inputRef={refs.password} hint={`At least ${PASSWORD_MIN} characters.`}
        />
        <TextField
          label="Password Confirm" type="password" value={form.confirm} onChange={set('confirm')} error={errors.confirm} required autoComplete="new-password"
          maxLength={PASSWORD_MAX} inputRef={refs.confirm}
        />
      </fieldset>
      <FormButtons back="/account" busy={busy} />
    </form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Change Password', matches);
}

export default ChangePasswordPage;
