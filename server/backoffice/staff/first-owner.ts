// The first owner: made by `npm run admin:create` or, on start, from ADMIN_EMAIL and ADMIN_PASSWORD.
// An existing account is never changed here, so the settings cannot reset a password behind the owner's back.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { staffUsers } from '../../../database/schema';
import type { StaffRole } from './roles';
import { createStaff } from './staff-accounts';

export interface NewStaffAccount {
  email: string;
  password: string;
  name?: string;
  role?: StaffRole;
}

export type AccountOutcome = { created: true; staffUserNo: number } | { created: false; reason: 'exists' };

export async function createStaffAccount(db: Database, account: NewStaffAccount): Promise<AccountOutcome> {
  const email = account.email.trim().toLowerCase();
  const [existing] = await db
    .select({ n: staffUsers.staffUserNo })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email}`);
  if (existing) return { created: false, reason: 'exists' };
  const staffUserNo = await createStaff(
    db,
    { staffUserNo: null },
    {
      email,
      name: account.name?.trim() || email.split('@')[0],
      role: account.role ?? 'owner',
      password: account.password,
    },
  );
  return { created: true, staffUserNo };
}

/** On start: the owner the settings name, when not there yet. */
export async function ensureOwnerFromSettings(
  db: Database,
  settings: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
): Promise<AccountOutcome | null> {
  if (!settings.ADMIN_EMAIL || !settings.ADMIN_PASSWORD) return null;
  return createStaffAccount(db, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD, role: 'owner' });
}
