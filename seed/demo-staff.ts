// The demo shop's one back-office account: an owner with a visibly fake address and a password that
// is published in the README. It exists only with the demo data; a real shop creates its owner with
// `npm run admin:create` or ADMIN_EMAIL/ADMIN_PASSWORD and never seeds the demo.
import type { Database } from '../database/connect';
import { staffUsers } from '../database/schema';

export const DEMO_OWNER = Object.freeze({
  email: 'owner@example.test',
  password: 'demo-owner-password',
  name: 'Demo Owner',
});

/** hashPassword: the server's own (server/customers/sign-in/passwords.ts), passed in so the seed stays below the server. */
export async function seedDemoStaff(db: Database, hashPassword: (password: string) => Promise<string>): Promise<void> {
  await db
    .insert(staffUsers)
    .values({
      email: DEMO_OWNER.email,
      name: DEMO_OWNER.name,
      role: 'owner',
      passwordHash: await hashPassword(DEMO_OWNER.password),
    })
    .onConflictDoNothing();
}
