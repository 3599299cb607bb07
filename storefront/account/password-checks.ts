// The Change Password form's checks, field by field, in the server's words for the same rules.
import { PASSWORDS_DO_NOT_MATCH } from '../../shop-rules';
import {
  CURRENT_PASSWORD_REQUIRED, NEW_PASSWORD_CONFIRM_REQUIRED, NEW_PASSWORD_REQUIRED, NEW_PASSWORD_SAME, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT,
} from '../../shop-rules/messages/account';
import type { FieldErrors } from './field-errors';

// As server/customers/passwords.ts has them (that module hashes, so it stays on the server).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export interface PasswordFields {
  current: string;
  password: string;
  confirm: string;
}

export function passwordErrors(form: PasswordFields): FieldErrors<keyof PasswordFields> {
  const errors: FieldErrors<keyof PasswordFields> = {};
  if (form.current === '') errors.current = CURRENT_PASSWORD_REQUIRED;
  if (form.password === '') errors.password = NEW_PASSWORD_REQUIRED;
  else if (form.password.length < PASSWORD_MIN) errors.password = PASSWORD_TOO_SHORT;
  else if (form.password.length > PASSWORD_MAX) errors.password = PASSWORD_TOO_LONG;
  else if (form.password === form.current) errors.password = NEW_PASSWORD_SAME;
  if (form.confirm === '') errors.confirm = NEW_PASSWORD_CONFIRM_REQUIRED;
  else if (form.password !== '' && form.confirm !== form.password) errors.confirm = PASSWORDS_DO_NOT_MATCH;
  return errors;
}
