// The Change Password page: the current password, then the new one twice. A change ends every other
// session (their tokens carry the old password's fingerprint); the caller gets a fresh token.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { customers } from '../../../database/schema';
import { changePasswordSchema } from '../../../shop-rules/forms/account';
import { checkFields, fieldMessages } from '../../../shop-rules/forms/fields';
import { TOKEN_CUSTOMER_COLUMNS } from './customer-token';
import { hashPassword } from './passwords';

export interface PasswordChangeForm {
  CurrentPassword: string;
  NewPassword: string;
  ConfirmPassword: string;
}

/**
 * What can be said before the current password is checked: the first problem, or null. The rules are the
 * page's own (shop-rules/forms/account.ts), in the form's order.
 */
export function passwordChangeProblem(form: PasswordChangeForm): string | null {
  const result = checkFields(changePasswordSchema, {
    current: form.CurrentPassword,
    password: form.NewPassword,
    confirm: form.ConfirmPassword,
  });
  return result.success ? null : (Object.values(fieldMessages(result.error.issues))[0] ?? null);
}

export async function storeNewPassword(db: Database, customerNo: number, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  const [row] = await db
    .update(customers)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(customers.customerNo, customerNo))
    .returning(TOKEN_CUSTOMER_COLUMNS);
  return row ?? null;
}
