// Staff sign-in by e-mail and password, limited per client address and per account. An unknown
// address costs one full password check too, so timing does not tell who works here.
import { sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { staffUsers } from '../../database/schema';
import {
  SIGN_IN_FIELDS_REQUIRED,
  SIGN_IN_INCORRECT,
  STAFF_PASSWORD_MAX,
  tooManySignIns,
} from '../../shop-rules/messages/backoffice';
import { passwordMatches, spendVerificationTime } from '../customers/passwords';
import { type AttemptCounter, type AttemptCounters, createAttemptCounters } from '../http/attempt-counters';
import { recordChange } from './audit';
import { BackofficeError } from './errors';
import { startSession } from './staff-sessions';

const TEN_MINUTES = 10 * 60_000;
const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

/** Counted across servers when they share Redis (server/http/attempt-counters.ts). */
export function createSignInLimits(counters: AttemptCounters = createAttemptCounters()) {
  return {
    /** Wrong passwords from one address, whatever the account (successes do not count: an office shares one address). */
    failuresPerAddress: counters.counter('staff-failures-per-address', 20, TEN_MINUTES),
    /** Wrong passwords per e-mail address; a right one clears the count. */
    failuresPerEmail: counters.counter('staff-failures-per-email', 5, FIFTEEN_MINUTES),
    /** Password-reset mails asked from one address, whatever the e-mail address typed. */
    requestsPerAddress: counters.counter('staff-reset-requests-per-address', 10, FIFTEEN_MINUTES),
    /** Password-reset mails asked for one e-mail address: a mailbox is not flooded. */
    requestsPerEmail: counters.counter('staff-reset-requests-per-email', 3, ONE_HOUR),
  };
}
export type SignInLimits = ReturnType<typeof createSignInLimits>;

export interface SignInAttempt {
  email: string;
  password: string;
  address: string;
}

async function refuseWhenOver(limiter: AttemptCounter, key: string) {
  const wait = await limiter.retryAfterSeconds(key);
  if (wait > 0) throw new BackofficeError(tooManySignIns(wait), {}, 429);
}

export async function signIn(
  db: Database,
  limits: SignInLimits,
  attempt: SignInAttempt,
): Promise<{ token: string; staffUserNo: number }> {
  const email = attempt.email.trim().toLowerCase();
  await refuseWhenOver(limits.failuresPerAddress, attempt.address);
  if (!email || !attempt.password) throw new BackofficeError(SIGN_IN_FIELDS_REQUIRED);
  await refuseWhenOver(limits.failuresPerEmail, email);
  const password = attempt.password.slice(0, STAFF_PASSWORD_MAX + 1);
  const [staff] = await db
    .select({ staffUserNo: staffUsers.staffUserNo, hash: staffUsers.passwordHash, active: staffUsers.active })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email}`);
  const right = staff
    ? (await passwordMatches(staff.hash, password)) && staff.active
    : await spendVerificationTime(password);
  if (!staff || !right) {
    await limits.failuresPerEmail.record(email);
    await limits.failuresPerAddress.record(attempt.address);
    throw new BackofficeError(SIGN_IN_INCORRECT, { email: SIGN_IN_INCORRECT });
  }
  await limits.failuresPerEmail.clear(email);
  return db.transaction(async (tx) => {
    const { token, sessionId } = await startSession(tx, staff.staffUserNo);
    await recordChange(
      tx,
      { staffUserNo: staff.staffUserNo },
      { action: 'staff.sign-in', entity: 'session', entityId: sessionId.slice(0, 12) },
    );
    return { token, staffUserNo: staff.staffUserNo };
  });
}
