import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX,
  fieldProblem,
  firstName,
  isEmailAddress,
  NAME_PART_MAX,
  newPassword,
  optionalEmail,
  PASSWORD_MAX,
  PASSWORD_MIN,
  requiredEmail,
} from './fields';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
  FIRST_NAME_REQUIRED,
  FIRST_NAME_TOO_LONG,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './messages/account';

describe('the e-mail shape both sides check', () => {
  it.each(['devika@example.tt', 'a.b+c@mail.example.co.tt', 'x@y.z'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });
  it.each(['devika@', '@example.tt', 'devika@example', 'dev ika@example.tt', 'a@b@c.tt', ''])('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});

describe('account fields give the first problem in the form’s order', () => {
  it('an optional e-mail may be blank, is trimmed, and is checked for length before shape', () => {
    expect(fieldProblem(optionalEmail, '   ')).toBeNull();
    expect(fieldProblem(optionalEmail, '  devika@example.tt  ')).toBeNull();
    expect(fieldProblem(optionalEmail, 'not-an-email')).toBe(EMAIL_INVALID);
    expect(fieldProblem(optionalEmail, `${'x'.repeat(EMAIL_MAX)}@a.tt`)).toBe(EMAIL_TOO_LONG);
  });
  it('a required e-mail names the blank before the shape', () => {
    expect(fieldProblem(requiredEmail, ' ')).toBe(EMAIL_REQUIRED);
    expect(fieldProblem(requiredEmail, 'devika@')).toBe(EMAIL_INVALID);
  });
  it('names: required, then at most NAME_PART_MAX characters after trimming', () => {
    expect(fieldProblem(firstName, '  ')).toBe(FIRST_NAME_REQUIRED);
    expect(fieldProblem(firstName, ` ${'R'.repeat(NAME_PART_MAX)} `)).toBeNull();
    expect(fieldProblem(firstName, 'R'.repeat(NAME_PART_MAX + 1))).toBe(FIRST_NAME_TOO_LONG);
  });
  it('passwords count spaces and are not trimmed', () => {
    expect(fieldProblem(newPassword, ' '.repeat(PASSWORD_MIN))).toBeNull();
    expect(fieldProblem(newPassword, 'x'.repeat(PASSWORD_MIN - 1))).toBe(PASSWORD_TOO_SHORT);
    expect(fieldProblem(newPassword, 'x'.repeat(PASSWORD_MAX + 1))).toBe(PASSWORD_TOO_LONG);
  });
});
