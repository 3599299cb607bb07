// The WiPay account the staff enter in the back office: account number and API key, kept in their own
// settings row (never in the 'shop' row, whose values every page receives), parsed on every read.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../database/connect';
import { settings } from '../../database/schema';

const WIPAY_KEY = 'wipay';

const wipayAccountSchema = z.object({
  accountNumber: z.string(),
  apiKey: z.string(),
  environment: z.enum(['sandbox', 'live']),
});

export type WipayAccount = z.infer<typeof wipayAccountSchema>;

/** The account entered in the back office, or null to use the server settings (WIPAY_*). */
export async function readWipayAccount(db: Database): Promise<WipayAccount | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, WIPAY_KEY));
  if (!row) return null;
  // A stored account this schema refuses is treated as none: the server settings then apply.
  const parsed = wipayAccountSchema.safeParse(row.value);
  return parsed.success ? parsed.data : null;
}

export async function writeWipayAccount(db: Pick<Database, 'insert'>, account: WipayAccount): Promise<void> {
  const value = wipayAccountSchema.parse(account);
  await db
    .insert(settings)
    .values({ key: WIPAY_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
