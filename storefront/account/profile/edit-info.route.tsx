// /editaccountinfo: First Name, Last Name, Email, Telephone; Continue saves and returns to /account.
import type { Profile, SavedAnswer } from '../../../shop-rules/api/account';
import { EMAIL_MAX, NAME_PART_MAX } from '../../../shop-rules/fields';
import { profileSchema } from '../../../shop-rules/forms/account';
import { apiGet, apiSend } from '../../lib/api';
import { keepAfterSending, sentJson } from '../../lib/page-forms';
import { ACCOUNT_CRUMB, AccountLayout } from '../account-layout';
import { accountMeta } from '../account-meta';
import { loadForCustomer, sendFailure } from '../customer-data';
import { firstInvalid, refusedFields, schemaErrors } from '../field-errors';
import { AccountLoading, ForCustomer } from '../for-customer';
import { FormButtons } from '../form-buttons';
import { FormAlert, PhoneField, TextField } from '../form-controls';
import type { Route } from './+types/edit-info.route';
import { type SavingAnswer, useSavingForm } from './use-saving-form';
import '../account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/shell/route-error';

const ORDER = ['FirstName', 'LastName', 'Email', 'Telephone'] as const;

type ProfileFields = Record<(typeof ORDER)[number], string>;
const TITLE = 'My Account Information';
const TRAIL = [ACCOUNT_CRUMB, { label: 'Edit Information' }];

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(TITLE, matches);
}

export async function clientLoader() {
  return loadForCustomer(() => apiGet<Profile>('/api/customer/profile'));
}

export type EditInfoAnswer = SavingAnswer<keyof ProfileFields>;

/** Checks the fields with the schema the API checks too (shop-rules/forms/account.ts), then saves them. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<EditInfoAnswer> {
  const form = await sentJson<ProfileFields>(request);
  const errors = schemaErrors<keyof ProfileFields>(profileSchema, form);
  if (firstInvalid(ORDER, errors)) return { errors };
  try {
    const saved = await apiSend<SavedAnswer>('PUT', '/api/customer/profile', {
      FirstName: form.FirstName.trim(),
      LastName: form.LastName.trim(),
      Email: form.Email.trim(),
      Telephone: form.Telephone.trim(),
    });
    return { saved };
  } catch (err) {
    // The API's own check of the same schema names its fields too.
    const refused = refusedFields<keyof ProfileFields>(err);
    return refused ? { errors: refused } : sendFailure(err);
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

export default function EditInfoPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout title={TITLE} trail={TRAIL}>
      <ForCustomer load={loaderData} label="Loading your details">
        {(profile) => <EditInfoForm profile={profile} />}
      </ForCustomer>
    </AccountLayout>
  );
}

function EditInfoForm({ profile }: { profile: Profile }) {
  const { form, errors, refs, set, submit, busy, alert } = useSavingForm<(typeof ORDER)[number]>(
    {
      FirstName: profile.FirstName,
      LastName: profile.LastName,
      Email: profile.Email,
      Telephone: profile.Telephone || profile.Mobile,
    },
    ORDER,
  );
  return (
    <form method="post" className="account-form" onSubmit={submit} noValidate>
      <FormAlert message={alert} />
      <fieldset className="account-fieldset">
        <legend>Your Personal Details</legend>
        <TextField
          label="First Name"
          value={form.FirstName}
          onChange={set('FirstName')}
          error={errors.FirstName}
          required
          maxLength={NAME_PART_MAX}
          autoComplete="given-name"
          inputRef={refs.FirstName}
        />
        <TextField
          label="Last Name"
          value={form.LastName}
          onChange={set('LastName')}
          error={errors.LastName}
          required
          maxLength={NAME_PART_MAX}
          autoComplete="family-name"
          inputRef={refs.LastName}
        />
        <TextField
          label="Email"
          type="email"
          value={form.Email}
          onChange={set('Email')}
          error={errors.Email}
          maxLength={EMAIL_MAX}
          autoComplete="email"
          inputRef={refs.Email}
        />
        <PhoneField
          label="Telephone"
          value={form.Telephone}
          onChange={set('Telephone')}
          error={errors.Telephone}
          autoComplete="tel-local"
          inputRef={refs.Telephone}
        />
      </fieldset>
      <p className="muted">
        Your mobile number {profile.Mobile ? `(${profile.Mobile}) ` : ''}is your login and cannot be changed here.
      </p>
      <FormButtons back="/account" busy={busy} />
    </form>
  );
}
