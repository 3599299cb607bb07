// The codes of two-step sign-in (decision 0038): time-based codes from an authenticator app (TOTP,
// RFC 6238: SHA-1, 6 digits, 30 seconds, through the otpauth library) and single-use recovery codes,
// of which only a SHA-256 is kept. A code from the app is accepted one step either side of now (a
// phone's clock drifts) and never twice: the last step used is kept per staff member.
import crypto from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { staffRecoveryCodes, staffUsers } from '../../../database/schema';
import type { Queryable } from '../../orders/transaction';

export const RECOVERY_CODE_COUNT = 10;
const PERIOD_SECONDS = 30;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function totpFor(secretBase32: string, label: string, issuer: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

/** The 30-second step a right code belongs to, or null. */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32, 'x', 'x').validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

const recoveryDigest = (code: string) =>
  crypto
    .createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** Ten fresh recovery codes like 'k7mq2-xw9ra': the old ones stop working. Shown once, kept as digests. */
export async function replaceRecoveryCodes(q: Queryable, staffUserNo: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await q.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserNo, staffUserNo));
  await q.insert(staffRecoveryCodes).values(codes.map((c) => ({ staffUserNo, codeHash: recoveryDigest(c) })));
  return codes;
}

export type SecondStepKind = 'app' | 'recovery-code';

/**
 * Checks a code against a staff member whose two-step sign-in is on, using it up: the app's step is
 * recorded, a recovery code is marked used. The check and the use are one statement each, so the same
 * code posted twice at once signs in once.
 */
export async function spendSecondStepCode(
  q: Queryable,
  staffUserNo: number,
  code: string,
): Promise<SecondStepKind | null> {
  const typed = code.trim();
  if (!typed) return null;
  if (/^\d[\d\s]{5,7}$/.test(typed)) {
    const [staff] = await q
      .select({ secret: staffUsers.totpSecret })
      .from(staffUsers)
      .where(and(eq(staffUsers.staffUserNo, staffUserNo), sql`${staffUsers.totpConfirmedAt} is not null`));
    const step = staff?.secret ? totpStep(staff.secret, typed) : null;
    if (step === null) return null;
    const [used] = await q
      .update(staffUsers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffUsers.staffUserNo, staffUserNo),
          or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
        ),
      )
      .returning({ n: staffUsers.staffUserNo });
    return used ? 'app' : null;
  }
  const [used] = await q
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffUserNo, staffUserNo),
        eq(staffRecoveryCodes.codeHash, recoveryDigest(typed)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ n: staffRecoveryCodes.codeNo });
  return used ? 'recovery-code' : null;
}
