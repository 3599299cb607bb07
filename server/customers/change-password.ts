// The Change Password page: the current password, then the new one twice. A change ends every other
// session (their tokens carry the old password's fingerprint); the caller gets a fresh token.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { customers } from '../../database/schema';
import { PASSWORDS_DO_NOT_MATCH } from '../../shop-rules';
import { fieldProblem, newPassword as newPasswordField } from '../../shop-rules/fields';
import {
  CURRENT_PASSWORD_REQUIRED,
  NEW_PASSWORD_CONFIRM_REQUIRED,
  NEW_PASSWORD_REQUIRED,
} from '../../shop-rules/messages/account';
import { hashPassword } from './passwords';

export interface PasswordChangeForm {
  CurrentPassword: string;
  NewPassword: string;
  ConfirmPassword: string;
}

/** What can be said before the current password is checked: the first problem, or null. */
export function passwordChangeProblem(form: PasswordChangeForm): string | null {
  if (form.CurrentPassword === '') return CURRENT_PASSWORD_REQUIRED;
  if (form.NewPassword === '') return NEW_PASSWORD_REQUIRED;
  const problem = fieldProblem(newPasswordField, form.NewPassword);
  if (problem) return problem;
  if (form.ConfirmPassword === '') return NEW_PASSWORD_CONFIRM_REQUIRED;
  if (form.NewPassword !== form.ConfirmPassword) return PASSWORDS_DO_NOT_MATCH;
  return null;
}

export async function storeNewPassword(db: Database, customerNo: number, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  const [row] = await db
    .update(customers)
    .set({ passwordHash, updatedAt: sql`now()` })
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
