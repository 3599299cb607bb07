// The staff forms of the back office (docs/product.md#back-office): adding a staff member and changing
// one, checked in the browser and again by the server (docs/decisions/0075).
import { z } from 'zod';
import {
  PASSWORD_RULE,
  PASSWORDS_DIFFER,
  RESET_EMAIL_REQUIRED,
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  TWO_STEP_CODE_REQUIRED,
} from '../messages/backoffice';
import { checkbox, choice, email, secret, text } from './fields';

/** The three roles: the owner does everything, a manager runs the catalogue and orders, a clerk orders and returns. */
export const STAFF_ROLES = ['owner', 'manager', 'clerk', 'driver'] as const;

/** A staff member's password as the owner or the staff member types it. */
export const staffPassword = () => secret(STAFF_PASSWORD_MIN, STAFF_PASSWORD_MAX, PASSWORD_RULE);

export const newStaffSchema = z.object({
  email: email('E-mail', { required: true }),
  name: text('Name', { max: 100, required: true }),
  role: choice('Role', STAFF_ROLES),
  password: staffPassword(),
});

export const staffChangeSchema = z.object({
  name: text('Name', { max: 100, required: true }),
  role: choice('Role', STAFF_ROLES),
  active: checkbox(),
});

/** The staff member's new password, typed twice (the current one is checked by the server alone). */
export const ownPasswordSchema = z
  .object({ password: staffPassword(), confirm: z.unknown().transform((v) => (typeof v === 'string' ? v : '')) })
  .superRefine((f, ctx) => {
    if (f.password !== f.confirm) ctx.addIssue({ code: 'custom', message: PASSWORDS_DIFFER, path: ['confirm'] });
  });

/** The owner sets a staff member's password. */
export const staffPasswordSchema = z.object({ password: staffPassword() });

/** Text that must be there, kept as typed (a password is never trimmed); blank gives `message`. */
const filled = (message: string) =>
  z.unknown().transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() !== '') return v;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/**
 * The staff sign-in (docs/product.md#back-office): both fields filled in, checked in the browser and
 * again by the server before the password is compared; whether they are right is the server's to say.
 */
export const signInSchema = z.object({
  email: filled('Please enter your e-mail address.'),
  password: filled('Please enter your password.'),
});

/**
 * A form of one code: the second step of a sign-in, and the account page's two-step on, off and new
 * recovery codes. The authenticator's code or a recovery code, checked by the server.
 */
export const signInCodeSchema = z.object({ code: filled(TWO_STEP_CODE_REQUIRED) });

/**
 * 'Forgot password?': the address must be there; whether it is a staff member's the server never says
 * (one answer for any address).
 */
export const resetRequestSchema = z.object({ email: filled(RESET_EMAIL_REQUIRED) });
