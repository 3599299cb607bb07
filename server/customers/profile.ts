// The Edit Information page: first name, last name, email and telephone. The mobile is the account's
// identity and does not change here; the customer's display name follows the first and last names.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { customers } from '../../database/schema';
import { PHONE_INVALID } from '../../shop-rules';
import type { Profile } from '../../shop-rules/api/account';
import { fieldProblem, firstName, lastName, optionalEmail } from '../../shop-rules/fields';
import { isBlank } from './input-fields';
import { localPhoneDigits } from './phone-number';

export interface ProfileForm {
  FirstName: string;
  LastName: string;
  Email: string;
  Telephone: string;
}

export async function readProfile(db: Database, customerNo: number): Promise<Profile | null> {
  const [row] = await db.select().from(customers).where(eq(customers.customerNo, customerNo));
  if (!row) return null;
  return {
    CustomerNo: row.customerNo,
    Mobile: row.mobile,
    CustomerName: row.name,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Telephone: row.telephone,
    Address: row.address,
  };
}

/** The first thing wrong with the form, or null. */
export function profileProblem(form: ProfileForm): string | null {
  const problem =
    fieldProblem(firstName, form.FirstName) ??
    fieldProblem(lastName, form.LastName) ??
    fieldProblem(optionalEmail, form.Email);
  if (problem) return problem;
  if (!isBlank(form.Telephone) && !localPhoneDigits(form.Telephone)) return PHONE_INVALID;
  return null;
}

/** Saves a form profileProblem passed; answers the customer as the token shows them. */
export async function saveProfile(db: Database, customerNo: number, form: ProfileForm) {
  const firstName = form.FirstName.trim();
  const lastName = form.LastName.trim();
  const [row] = await db
    .update(customers)
    .set({
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      email: form.Email.trim(),
      telephone: isBlank(form.Telephone) ? '' : localPhoneDigits(form.Telephone)!,
      updatedAt: sql`now()`,
    })
    .where(eq(customers.customerNo, customerNo))
    .returning({
      customerNo: customers.customerNo,
      mobile: customers.mobile,
      email: customers.email,
      name: customers.name,
      passwordHash: customers.passwordHash,
    });
  return row ?? null;
}
