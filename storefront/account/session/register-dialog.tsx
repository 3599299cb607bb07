// The Register dialog (docs/product.md#login-and-registration): the registration alerts in the spec's order, then the
// server's answer: 'Customer saved.' and a session, or 'Error: ' plus its message.
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import {
  CONFIRM_MOBILE_USE,
  CONFIRM_PASSWORD_REQUIRED,
  CUSTOMER_SAVED,
  errorNotice,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  PHONE_INVALID,
  READABLE_REGISTRATION,
  REGISTER_MOBILE_REQUIRED,
  REGISTER_NAME_REQUIRED,
  validateRegistration,
} from '../../../shop-rules';
import type { SavedAnswer } from '../../../shop-rules/api/account';
import { useSnackbar } from '../../components/shell/snackbar';
import { ApiError, apiPost } from '../../lib/api';
import { failureText } from '../api-failure';
import { FormAlert, PhoneField, TextField } from '../form-controls';
import { useCustomer } from './customer-context';
import { ModalDialog } from './modal-dialog';

type Field = 'mobile' | 'name' | 'password' | 'confirm' | 'confirmed';

const FIELD_OF: Record<string, Field> = {
  [REGISTER_MOBILE_REQUIRED]: 'mobile',
  [PHONE_INVALID]: 'mobile',
  [REGISTER_NAME_REQUIRED]: 'name',
  [PASSWORD_REQUIRED]: 'password',
  [CONFIRM_PASSWORD_REQUIRED]: 'confirm',
  [PASSWORDS_DO_NOT_MATCH]: 'confirm',
  [CONFIRM_MOBILE_USE]: 'confirmed',
};

const EMPTY = { mobile: '', name: '', email: '', password: '', confirm: '', confirmed: false };

export function RegisterDialog() {
  const { signIn, closeDialog, openLogin } = useCustomer();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [form, setForm] = useState(EMPTY);
  const [alert, setAlert] = useState('');
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);
  const refs: Record<Field, RefObject<HTMLInputElement | null>> = {
    mobile: useRef(null),
    name: useRef(null),
    password: useRef(null),
    confirm: useRef(null),
    confirmed: useRef(null),
  };
  const set =
    <K extends keyof typeof EMPTY>(key: K) =>
    (value: (typeof EMPTY)[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  function refuse(message: string, field: Field | null) {
    setAlert(message);
    setInvalid(field);
    if (field) refs[field].current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateRegistration({
      mobile: form.mobile.trim(),
      name: form.name,
      password: form.password,
      confirmPassword: form.confirm,
      confirmed: form.confirmed,
    });
    if (problem) return refuse(problem, FIELD_OF[problem] ?? null);
    refuse('', null);
    setBusy(true);
    try {
      const answer = await apiPost<SavedAnswer>('/api/customer/register', {
        CustomerName: form.name.trim(),
        Address: '',
        Mobile1: form.mobile.trim(),
        EmailID: form.email.trim(),
        NewPassword: form.password,
        ConfirmPassword: form.confirm,
        Confirmed: form.confirmed,
      });
      if (answer.success && answer.jwt) {
        snackbar.show(answer.msg || CUSTOMER_SAVED);
        if (signIn(answer.jwt)) closeDialog();
        return;
      }
      refuse(errorNotice(answer.msg ?? ''), null);
    } catch (err) {
      // An HTTP error clears the form (docs/product.md#login-and-registration).
      setForm(EMPTY);
      refuse(err instanceof ApiError ? errorNotice(err.message) : failureText(err), null);
    } finally {
      setBusy(false);
    }
  }

  const err = (field: Field) => (invalid === field ? alert : null);
  // The spec's alert stays as written; the field says it in plain words.
  const plain = (field: Field) => (invalid === field && alert ? (READABLE_REGISTRATION[alert] ?? null) : null);
  return (
    <ModalDialog titleId={titleId} onClose={closeDialog}>
      <form method="post" className="account-dialog__form" onSubmit={submit} noValidate>
        <h2 id={titleId} className="account-dialog__title">
          Register
        </h2>
        <FormAlert message={alert} />
        <PhoneField
          label="Mobile"
          name="mobile"
          value={form.mobile}
          onChange={set('mobile')}
          required
          inputRef={refs.mobile}
          invalid={!!err('mobile')}
          error={plain('mobile')}
        />
        <TextField
          label="Name"
          name="name"
          value={form.name}
          onChange={set('name')}
          required
          maxLength={100}
          autoComplete="name"
          inputRef={refs.name}
          invalid={!!err('name')}
          error={plain('name')}
        />
        <TextField
          label="Email (optional)"
          name="email"
          type="email"
          value={form.email}
          onChange={set('email')}
          maxLength={100}
          autoComplete="email"
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          value={form.password}
          onChange={set('password')}
          required
          autoComplete="new-password"
          inputRef={refs.password}
          invalid={!!err('password')}
          error={plain('password')}
        />
        <TextField
          label="Confirm Password"
          name="confirm"
          type="password"
          value={form.confirm}
          onChange={set('confirm')}
          required
          autoComplete="new-password"
          inputRef={refs.confirm}
          invalid={!!err('confirm')}
          error={plain('confirm')}
        />
        <label className="check account-dialog__confirm">
          <input
            ref={refs.confirmed}
            type="checkbox"
            name="confirmed"
            checked={form.confirmed}
            aria-invalid={!!err('confirmed') || undefined}
            onChange={(e) => set('confirmed')(e.target.checked)}
          />
          <span>I confirm that this is my mobile number and I agree to its use for account notifications.</span>
        </label>
        <div className="account-dialog__buttons">
          <button type="submit" className="button button--primary" disabled={busy}>
            Continue
          </button>
          <button type="button" className="button" onClick={closeDialog}>
            Exit
          </button>
        </div>
        <p className="account-dialog__switch">
          Already have an account?{' '}
          <button type="button" className="link-button" onClick={openLogin}>
            Login
          </button>
        </p>
      </form>
    </ModalDialog>
  );
}
