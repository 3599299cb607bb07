// The Edit Information page: first name, last name, email and telephone. The mobile is the account's
// identity and does not change here; the customer's display name follows the first and last names.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { customers } from '../../database/schema';
import { PHONE_INVALID } from '../../shop-rules';
import type { Profile } from '../../shop-rules/api/account';
import { isBlank, isEmail } from './input-fields';
import {
  EMAIL_INVALID, EMAIL_TOO_LONG, FIRST_NAME_REQUIRED, FIRST_NAME_TOO_LONG, LAST_NAME_REQUIRED, LAST_NAME_TOO_LONG,
} from '../../shop-rules/messages/account';
import { localPhoneDigits } from './phone-number';
import { EMAIL_MAX } from './registration';

export const NAME_PART_MAX = 32;

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
  if (isBlank(form.FirstName)) return FIRST_NAME_REQUIRED;
  if (form.FirstName.trim().length > NAME_PART_MAX) return FIRST_NAME_TOO_LONG;
  if (isBlank(form.LastName)) return LAST_NAME_REQUIRED;
  if (form.LastName.trim().length > NAME_PART_MAX) return LAST_NAME_TOO_LONG;
  const email = form.Email.trim();
  if (email.length > EMAIL_MAX) return EMAIL_TOO_LONG;
  if (email !== '' && !isEmail(email)) return EMAIL_INVALID;
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
    .returning({ customerNo: customers.customerNo, mobile: customers.mobile, email: customers.email, name: customers.name, passwordHash: customers.passwordHash });
  return row ?? null;
}
