// The WiPay account the staff enter in the back office: account number and API key, kept in their own
// settings row (never in the 'shop' row, whose values every page receives), parsed on every read.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../database/connect';
import { settings } from '../../database/schema';
import { WIPAY_SETTINGS_KEY } from './shop-settings';

const WIPAY_KEY = WIPAY_SETTINGS_KEY;

const wipayAccountSchema = z.object({
  accountNumber: z.string(),
  apiKey: z.string(),
  environment: z.enum(['sandbox', 'live']),
});

export type WipayAccount = z.infer<typeof wipayAccountSchema>;

/** The account entered in the back office, or null to use the server settings (WIPAY_*). */
export async function readWipayAccount(db: Database): Promise<WipayAccount | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, WIPAY_KEY));
  return wipayAccountOf(row?.value);
}

/** The stored row's value as an account; undefined (no row) or a value this schema refuses is none. */
export function wipayAccountOf(stored: unknown): WipayAccount | null {
  if (stored === undefined || stored === null) return null;
  // A stored account this schema refuses is treated as none: the server settings then apply.
  const parsed = wipayAccountSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export async function writeWipayAccount(db: Pick<Database, 'insert'>, account: WipayAccount): Promise<void> {
  const value = wipayAccountSchema.parse(account);
  await db
    .insert(settings)
    .values({ key: WIPAY_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
