// The key that signs customer tokens: the JWT_SECRET setting, else 32 random bytes kept once in the
// database (the settings row below), so every server of the shop signs and checks with the same key and
// tokens survive restarts (docs/decisions/0028). Servers starting together each offer a key; the first
// insert wins and every server reads back that one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { settings } from '../../../database/schema';

export const SECRET_SETTING_KEY = 'customer-token-secret';

/** Where shops before decision 0028 generated the secret: adopted once on PGlite, so tokens stay valid. */
export const LEGACY_SECRET_FILE = path.join('secrets', 'jwt-secret');

interface StoredSecret {
  secret: string;
}

function legacySecret(dataDir: string | undefined): string | undefined {
  if (!dataDir) return undefined;
  try {
    const text = fs.readFileSync(path.join(dataDir, LEGACY_SECRET_FILE), 'utf8').trim();
    return Buffer.from(text, 'base64url').length >= 32 ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * setting: JWT_SECRET when set. legacyDataDir: PGlite's data folder, whose old secret file (if any) is
 * the value first kept; PostgreSQL servers pass nothing and never read their data folder.
 */
export async function jwtSigningKey(
  db: Database,
  setting: string | undefined,
  legacyDataDir?: string,
): Promise<Uint8Array> {
  if (setting) return new TextEncoder().encode(setting);
  const offered: StoredSecret = { secret: legacySecret(legacyDataDir) ?? crypto.randomBytes(32).toString('base64url') };
  await db.insert(settings).values({ key: SECRET_SETTING_KEY, value: offered }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECRET_SETTING_KEY));
  const kept = (row?.value as Partial<StoredSecret> | undefined)?.secret;
  const key = typeof kept === 'string' ? Buffer.from(kept, 'base64url') : Buffer.alloc(0);
  if (key.length < 32) {
    throw new Error(
      `The settings row '${SECRET_SETTING_KEY}' holds less than 32 bytes: delete it to generate a new secret, ` +
        'or set JWT_SECRET.',
    );
  }
  return key;
}
