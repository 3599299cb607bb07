// Checking a mobile and password. An unknown mobile and a wrong password look the same to the caller,
// in the answer and in the time taken.
import { eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { customers } from '../../database/schema';
import type { TokenCustomer } from './customer-token';
import { passwordMatches, spendVerificationTime } from './passwords';

export async function customerWithPassword(
  db: Database,
  mobile: string,
  password: string,
): Promise<TokenCustomer | null> {
  const [row] = await db
    .select({
      customerNo: customers.customerNo,
      mobile: customers.mobile,
      email: customers.email,
      name: customers.name,
      passwordHash: customers.passwordHash,
    })
    .from(customers)
    .where(eq(customers.mobile, mobile));
  if (!row) return spendVerificationTime(password).then(() => null);
  return (await passwordMatches(row.passwordHash, password)) ? row : null;
}
