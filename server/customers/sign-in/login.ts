// Checking a mobile and password. An unknown mobile and a wrong password look the same to the caller,
// in the answer and in the time taken. A blocked account is told so only after the right password, so
// the block tells nobody else that the mobile has an account.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { customers } from '../../../database/schema';
import { TOKEN_CUSTOMER_COLUMNS, type TokenCustomer } from './customer-token';
import { passwordMatches, spendVerificationTime } from './passwords';

export async function customerWithPassword(
  db: Database,
  mobile: string,
  password: string,
): Promise<(TokenCustomer & { blocked: boolean }) | null> {
  const [row] = await db
    .select({ ...TOKEN_CUSTOMER_COLUMNS, blockedAt: customers.blockedAt })
    .from(customers)
    .where(eq(customers.mobile, mobile));
  if (!row) return spendVerificationTime(password).then(() => null);
  if (!(await passwordMatches(row.passwordHash, password))) return null;
  const { blockedAt, ...customer } = row;
  return { ...customer, blocked: blockedAt !== null };
}
