// A new customer account (docs/product.md#login-and-registration): the registration alerts in the spec's order, then
// the shop's own limits, then one account per mobile.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { customers } from '../../../database/schema';
import { CUSTOMER_NAME_TOO_LONG } from '../../../shop-rules';
import { ADDRESS_MAX, fieldProblem, newPassword, optionalEmail } from '../../../shop-rules/fields';
import { ADDRESS_TOO_LONG, MOBILE_TAKEN } from '../../../shop-rules/messages/account';
import { REVIEW_NAME_MAX, validateRegistration } from '../../../shop-rules/validation';
import { TOKEN_CUSTOMER_COLUMNS } from './customer-token';
import { hashPassword } from './passwords';

export interface RegistrationForm {
  CustomerName: string;
  Address: string;
  Mobile1: string;
  EmailID: string;
  NewPassword: string;
  ConfirmPassword: string;
  /** The 'this is my mobile number' checkbox. Clients written to the spec do not send it: absent counts as ticked. */
  Confirmed?: boolean;
}

/** The first thing wrong with the form, or null. */
export function registrationProblem(form: RegistrationForm): string | null {
  const specProblem = validateRegistration({
    mobile: form.Mobile1.trim(),
    name: form.CustomerName,
    password: form.NewPassword,
    confirmPassword: form.ConfirmPassword,
    confirmed: form.Confirmed ?? true,
  });
  if (specProblem) return specProblem;
  if (form.CustomerName.trim().length > REVIEW_NAME_MAX) return CUSTOMER_NAME_TOO_LONG;
  const emailProblem = fieldProblem(optionalEmail, form.EmailID);
  if (emailProblem) return emailProblem;
  if (form.Address.trim().length > ADDRESS_MAX) return ADDRESS_TOO_LONG;
  return fieldProblem(newPassword, form.NewPassword);
}

/** 'Ravi Maharaj Singh' → first 'Ravi', last 'Maharaj Singh', for the Edit Information page. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export type Registration =
  | { ok: true; customer: { customerNo: number; mobile: string; email: string; name: string; passwordHash: string } }
  | { ok: false; msg: string };

/** Creates the account for a form registrationProblem passed. */
export async function registerCustomer(db: Database, form: RegistrationForm): Promise<Registration> {
  const mobile = form.Mobile1.trim();
  const [taken] = await db.select({ no: customers.customerNo }).from(customers).where(eq(customers.mobile, mobile));
  if (taken) return { ok: false, msg: MOBILE_TAKEN };
  const name = form.CustomerName.trim();
  const passwordHash = await hashPassword(form.NewPassword);
  // A second registration for the same mobile racing this one loses on the unique index, not with a 500.
  const [created] = await db
    .insert(customers)
    .values({
      mobile,
      name,
      ...splitName(name),
      email: form.EmailID.trim(),
      address: form.Address.trim(),
      passwordHash,
    })
    .onConflictDoNothing({ target: customers.mobile })
    .returning(TOKEN_CUSTOMER_COLUMNS);
  return created ? { ok: true, customer: created } : { ok: false, msg: MOBILE_TAKEN };
}
