// The account forms' fields as both sides check them: limits, the e-mail shape, and the words for
// what is wrong. The account pages check them as the shopper types; the API checks the same schemas
// before it saves. zod/mini, so the pages that use them carry only the checks they use.
import * as z from 'zod/mini';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
  FIRST_NAME_REQUIRED,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_REQUIRED,
  LAST_NAME_TOO_LONG,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './messages/account';

export const EMAIL_MAX = 100;
export const ADDRESS_MAX = 300;
/** First and last names on the account and return forms. */
export const NAME_PART_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Product name and product code on the return form. */
export const PRODUCT_TEXT_MAX = 255;
export const RETURN_DETAILS_MAX = 1000;

/** The e-mail shape every form and endpoint accepts: no spaces, one @, a dot somewhere after it. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address, any length: the shape only. */
export const emailAddress = z.string().check(z.regex(EMAIL_SHAPE, EMAIL_INVALID));

export function isEmailAddress(text: string): boolean {
  return emailAddress.safeParse(text).success;
}

/** An account's e-mail, trimmed; blank is allowed. */
export const optionalEmail = z.string().check(
  z.trim(),
  z.maxLength(EMAIL_MAX, EMAIL_TOO_LONG),
  z.refine((text) => text === '' || EMAIL_SHAPE.test(text), EMAIL_INVALID),
);

/** The return form's e-mail, trimmed and required. */
export const requiredEmail = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, EMAIL_REQUIRED),
    z.maxLength(EMAIL_MAX, EMAIL_TOO_LONG),
    z.regex(EMAIL_SHAPE, EMAIL_INVALID),
  );

export const firstName = z
  .string()
  .check(z.trim(), z.minLength(1, FIRST_NAME_REQUIRED), z.maxLength(NAME_PART_MAX, FIRST_NAME_TOO_LONG));

export const lastName = z
  .string()
  .check(z.trim(), z.minLength(1, LAST_NAME_REQUIRED), z.maxLength(NAME_PART_MAX, LAST_NAME_TOO_LONG));

/** A new password; never trimmed, spaces are legitimate password characters. */
export const newPassword = z
  .string()
  .check(z.minLength(PASSWORD_MIN, PASSWORD_TOO_SHORT), z.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG));

/** The first thing wrong with a value, in the schema's order, or null when it passes. */
export function fieldProblem(schema: z.ZodMiniType<string, string>, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
}
