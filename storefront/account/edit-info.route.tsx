// /editaccountinfo: First Name, Last Name, Email, Telephone; Continue saves and returns to /account.
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../components/snackbar';
import { apiSend } from '../lib/api';
import { ACCOUNT_CRUMB, AccountLayout } from './account-layout';
import type { Profile, SavedAnswer } from '../../shop-rules/api/account';
import { failureText, isSessionRefused } from './api-failure';
import { useCustomer } from './customer-session';
import { CustomerOnly } from './customer-only';
import { FormButtons } from './form-buttons';
import { FormAlert, PhoneField, TextField } from './form-controls';
import { LoadedView } from './loaded-view';
import { firstInvalid, type FieldErrors } from './field-errors';
import { EMAIL_MAX, NAME_PART_MAX, profileErrors, type ProfileFields } from './profile-checks';
import { useAccountData } from './use-account-data';
import type { Route } from './+types/edit-info.route';
import { accountMeta } from './account-meta';
import './account.css';

const ORDER = ['FirstName', 'LastName', 'Email', 'Telephone'] as const;

export function EditInfoPage() {
  return (
    <AccountLayout title="My Account Information" trail={[ACCOUNT_CRUMB, { label: 'Edit Information' }]}>
      <CustomerOnly>
        <ProfileLoader />
      </CustomerOnly>
    </AccountLayout>
  );
}

function ProfileLoader() {
  const { state, reload } = useAccountData<Profile>('/api/customer/profile');
  return (
    <LoadedView state={state} reload={reload} label="Loading your details">
      {(profile) => <EditInfoForm profile={profile} />}
    </LoadedView>
  );
}

function EditInfoForm({ profile }: { profile: Profile }) {
  const { signIn, sessionEnded } = useCustomer();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [form, setForm] = useState<ProfileFields>({
    FirstName: profile.FirstName,
    LastName: profile.LastName,
    Email: profile.Email,
    Telephone: profile.Telephone || profile.Mobile,
  });
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileFields>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const refs: Record<keyof ProfileFields, RefObject<HTMLInputElement | null>> = {
    FirstName: useRef(null), LastName: useRef(null), Email: useRef(null), Telephone: useRef(null),
  };
  const set = (key: keyof ProfileFields) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = profileErrors(form);
    setErrors(found);
    const first = firstInvalid(ORDER, found);
    if (first) {
      setAlert('');
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    setAlert('');
    try {
      const answer = await apiSend<SavedAnswer>('PUT', '/api/customer/profile', {
        FirstName: form.FirstName.trim(), LastName: form.LastName.trim(), Email: form.Email.trim(), Telephone: form.Telephone.trim(),
      });
      if (answer.jwt) signIn(answer.jwt);
      snackbar.show(answer.msg);
      void navigate('/account');
    } catch (err) {
      if (isSessionRefused(err)) return sessionEnded();
      setAlert(failureText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <FormAlert message={alert} />
      <fieldset className="account-fieldset">
        <legend>Your Personal Details</legend>
        <TextField label="First Name" value={form.FirstName} onChange={set('FirstName')} error={errors.FirstName} required maxLength={NAME_PART_MAX} autoComplete="given-name" inputRef={refs.FirstName} />
        <TextField label="Last Name" value={form.LastName} onChange={set('LastName')} error={errors.LastName} required maxLength={NAME_PART_MAX} autoComplete="family-name" inputRef={refs.LastName} />
        <TextField label="Email" type="email" value={form.Email} onChange={set('Email')} error={errors.Email} maxLength={EMAIL_MAX} autoComplete="email" inputRef={refs.Email} />
        <PhoneField label="Telephone" value={form.Telephone} onChange={set('Telephone')} error={errors.Telephone} autoComplete="tel-local" inputRef={refs.Telephone} />
      </fieldset>
      <p className="muted">Your mobile number {profile.Mobile ? `(${profile.Mobile}) ` : ''}is your login and cannot be changed here.</p>
      <FormButtons back="/account" busy={busy} />
    </form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('My Account Information', matches);
}

export default EditInfoPage;
