// The Edit Information form's checks, field by field, in the words the server uses for the same rules.
import { isSevenDigitMobile, PHONE_INVALID } from '../../shop-rules';
import { fieldProblem, firstName, lastName, optionalEmail, requiredEmail } from '../../shop-rules/fields';
import type { FieldErrors } from './field-errors';

export interface ProfileFields {
  FirstName: string;
  LastName: string;
  Email: string;
  Telephone: string;
}

export function emailProblem(email: string, required: boolean): string | null {
  return fieldProblem(required ? requiredEmail : optionalEmail, email);
}

export function namePartProblem(value: string, part: 'first' | 'last'): string | null {
  return fieldProblem(part === 'first' ? firstName : lastName, value);
}

export function profileErrors(form: ProfileFields): FieldErrors<keyof ProfileFields> {
  const errors: FieldErrors<keyof ProfileFields> = {};
  const first = namePartProblem(form.FirstName, 'first');
  if (first) errors.FirstName = first;
  const last = namePartProblem(form.LastName, 'last');
  if (last) errors.LastName = last;
  const email = emailProblem(form.Email, false);
  if (email) errors.Email = email;
  if (form.Telephone.trim() !== '' && !isSevenDigitMobile(form.Telephone.trim())) errors.Telephone = PHONE_INVALID;
  return errors;
}
