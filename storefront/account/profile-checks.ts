// The Edit Information form's checks, field by field, in the words the server uses for the same rules.
import { PHONE_INVALID, isSevenDigitMobile } from '../../shop-rules';
import {
  EMAIL_INVALID, EMAIL_TOO_LONG, FIRST_NAME_REQUIRED, FIRST_NAME_TOO_LONG, LAST_NAME_REQUIRED, LAST_NAME_TOO_LONG,
} from '../../shop-rules/messages/account';
import type { FieldErrors } from './field-errors';

export const NAME_PART_MAX = 32;
export const EMAIL_MAX = 100;

export interface ProfileFields {
  FirstName: string;
  LastName: string;
  Email: string;
  Telephone: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string, required: boolean, requiredMessage = ''): string | null {
  const e = email.trim();
  if (e === '') return required ? requiredMessage : null;
  if (e.length > EMAIL_MAX) return EMAIL_TOO_LONG;
  return EMAIL_SHAPE.test(e) ? null : EMAIL_INVALID;
}

export function namePartProblem(value: string, part: 'first' | 'last'): string | null {
  const v = value.trim();
  if (v === '') return part === 'first' ? FIRST_NAME_REQUIRED : LAST_NAME_REQUIRED;
  if (v.length > NAME_PART_MAX) return part === 'first' ? FIRST_NAME_TOO_LONG : LAST_NAME_TOO_LONG;
  return null;
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
