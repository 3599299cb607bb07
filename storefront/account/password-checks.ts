// The Change Password form's checks, field by field, in the server's words for the same rules.
import { PASSWORDS_DO_NOT_MATCH } from '../../shop-rules';
import { fieldProblem, newPassword } from '../../shop-rules/fields';
import {
  CURRENT_PASSWORD_REQUIRED,
  NEW_PASSWORD_CONFIRM_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  NEW_PASSWORD_SAME,
} from '../../shop-rules/messages/account';
import type { FieldErrors } from './field-errors';

export interface PasswordFields {
  current: string;
  password: string;
  confirm: string;
}

export function passwordErrors(form: PasswordFields): FieldErrors<keyof PasswordFields> {
  const errors: FieldErrors<keyof PasswordFields> = {};
  if (form.current === '') errors.current = CURRENT_PASSWORD_REQUIRED;
  if (form.password === '') errors.password = NEW_PASSWORD_REQUIRED;
  else {
    const problem =
      fieldProblem(newPassword, form.password) ?? (form.password === form.current ? NEW_PASSWORD_SAME : null);
    if (problem) errors.password = problem;
  }
  if (form.confirm === '') errors.confirm = NEW_PASSWORD_CONFIRM_REQUIRED;
  else if (form.password !== '' && form.confirm !== form.password) errors.confirm = PASSWORDS_DO_NOT_MATCH;
  return errors;
}
