// The Login dialog (docs/product.md#login-and-registration): Mobile and Password, Continue and Exit.
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { LoginAnswer } from '../../../shop-rules/api/account';
import { OFFLINE_TRY_AGAIN } from '../../../shop-rules/messages/offline';
import { ApiError, apiPost } from '../../lib/api';
import { failureText } from '../api-failure';
import { PhoneField, TextField } from '../form-controls';
import { useCustomer } from './customer-context';
import { ModalDialog } from './modal-dialog';

export function LoginDialog() {
  const { signIn, closeDialog, openRegister } = useCustomer();
  const titleId = useId();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const answer = await apiPost<LoginAnswer | null>('/api/Auth/CLogin', {
        Mobile: mobile.trim(),
        Password: password,
      });
      // An expired or undecodable token does nothing (docs/product.md#customer-session).
      if (answer?.Token && signIn(answer.Token)) closeDialog();
    } catch (err) {
      setError(navigator.onLine === false && !(err instanceof ApiError) ? OFFLINE_TRY_AGAIN : failureText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog titleId={titleId} onClose={closeDialog}>
      <form method="post" className="account-dialog__form" onSubmit={submit} noValidate>
        <h2 id={titleId} className="account-dialog__title">
          Login
        </h2>
        <PhoneField label="Mobile" name="mobile" value={mobile} onChange={setMobile} required autoComplete="username" />
        <TextField
          label="Password"
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          required
          autoComplete="current-password"
        />
        <p role="alert" className="login-error">
          {error}
        </p>
        <div className="account-dialog__buttons">
          <button type="submit" className="button button--primary" disabled={busy} aria-disabled={busy || undefined}>
            Continue
          </button>
          <button type="button" className="button" onClick={closeDialog}>
            Exit
          </button>
        </div>
        <p className="account-dialog__note">
          By continuing, you agree to our{' '}
          <Link to="/termsandcondition" onClick={closeDialog}>
            Conditions of Use
          </Link>{' '}
          and{' '}
          <Link to="/privacypolicy" onClick={closeDialog}>
            Privacy Notice
          </Link>
          .
        </p>
        <p className="account-dialog__switch">
          New customer?{' '}
          <button type="button" className="link-button" onClick={openRegister}>
            Create your account
          </button>
        </p>
      </form>
    </ModalDialog>
  );
}
