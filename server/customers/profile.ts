// The Edit Information page: first name, last name, email and telephone. The mobile is the account's
// identity and does not change here; the customer's display name follows the first and last names.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../database/connect';
import { customers } from '../../database/schema';
import type { Profile } from '../../shop-rules/api/account';
import type { profileSchema } from '../../shop-rules/forms/account';
import { TOKEN_CUSTOMER_COLUMNS } from './sign-in/customer-token';

type ProfileForm = z.output<typeof profileSchema>;

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

/** Saves the form as profileSchema read it; answers the customer as the token shows them. */
export async function saveProfile(db: Database, customerNo: number, form: ProfileForm) {
  const { firstName, lastName, email, telephone } = form;
  const [row] = await db
    .update(customers)
    .set({
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      email,
      telephone,
      updatedAt: sql`now()`,
    })
    .where(eq(customers.customerNo, customerNo))
    .returning(TOKEN_CUSTOMER_COLUMNS);
  return row ?? null;
}
