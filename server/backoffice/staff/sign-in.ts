// Staff sign-in by e-mail and password, limited per client address and per account. An unknown
// address costs one full password check too, so timing does not tell who works here.
import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { staffSignInSteps, staffUsers } from '../../../database/schema';
import {
  SIGN_IN_FIELDS_REQUIRED,
  SIGN_IN_INCORRECT,
  STAFF_PASSWORD_MAX,
  TWO_STEP_CODE_REQUIRED,
  TWO_STEP_CODE_WRONG,
  TWO_STEP_TIMED_OUT,
  tooManySignIns,
} from '../../../shop-rules/messages/backoffice';
import { passwordMatches, spendVerificationTime } from '../../customers/sign-in/passwords';
import { type AttemptCounter, type AttemptCounters, createAttemptCounters } from '../../http/limits/attempt-counters';
import { recordChange } from '../shared/audit';
import { BackofficeError } from '../shared/errors';
import { randomToken, startSession } from './staff-sessions';
import { spendSecondStepCode } from './two-step-codes';

const TEN_MINUTES = 10 * 60_000;
const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;
/** Wrong codes that end one second step (the account's own cap is twice this an hour). */
const SECOND_STEP_TRIES = 5;

/** Counted across servers when they share Redis (server/http/limits/attempt-counters.ts). */
export function createSignInLimits(counters: AttemptCounters = createAttemptCounters()) {
  return {
    /** Wrong passwords from one address, whatever the account (successes do not count: an office shares one address). */
    failuresPerAddress: counters.counter('staff-failures-per-address', 20, TEN_MINUTES),
    /** Wrong passwords per e-mail address; a right one clears the count. */
    failuresPerEmail: counters.counter('staff-failures-per-email', 5, FIFTEEN_MINUTES),
    /**
     * Wrong second-step codes per account, from any address: with the password known, new steps from
     * new addresses would otherwise give endless guesses (decision 0070).
     */
    codeFailuresPerAccount: counters.counter('staff-code-failures-per-account', SECOND_STEP_TRIES * 2, ONE_HOUR),
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
): Promise<{ token: string; staffUserNo: number } | { secondStep: string }> {
  const email = attempt.email.trim().toLowerCase();
  await refuseWhenOver(limits.failuresPerAddress, attempt.address);
  if (!email || !attempt.password) throw new BackofficeError(SIGN_IN_FIELDS_REQUIRED);
  await refuseWhenOver(limits.failuresPerEmail, email);
  const password = attempt.password.slice(0, STAFF_PASSWORD_MAX + 1);
  const [staff] = await db
    .select({
      staffUserNo: staffUsers.staffUserNo,
      hash: staffUsers.passwordHash,
      active: staffUsers.active,
      twoStep: staffUsers.totpConfirmedAt,
    })
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
  // Two-step sign-in on: the password opens only the page that asks for the code (decision 0038).
  if (staff.twoStep) return { secondStep: await startSecondStep(db, staff.staffUserNo) };
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

const STEP_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** How long the code page waits after the password, and how many wrong codes it takes. */
export const SECOND_STEP_MINUTES = 5;
const stepDigest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

async function startSecondStep(db: Database, staffUserNo: number): Promise<string> {
  const token = randomToken();
  await db.delete(staffSignInSteps).where(lt(staffSignInSteps.expiresAt, new Date()));
  await db.insert(staffSignInSteps).values({
    stepId: stepDigest(token),
    staffUserNo,
    expiresAt: new Date(Date.now() + SECOND_STEP_MINUTES * 60_000),
  });
  return token;
}

/** Whether the step cookie still opens the code page. */
export async function secondStepWaiting(db: Database, token: string): Promise<boolean> {
  if (!STEP_SHAPE.test(token)) return false;
  const [row] = await db
    .select({ n: staffSignInSteps.staffUserNo })
    .from(staffSignInSteps)
    .where(and(eq(staffSignInSteps.stepId, stepDigest(token)), gt(staffSignInSteps.expiresAt, new Date())));
  return Boolean(row);
}

export interface SecondStepAttempt {
  step: string;
  code: string;
  address: string;
}

/** The code after the password: a session, or a refusal; five wrong codes end the step. */
export async function completeSecondStep(
  db: Database,
  limits: SignInLimits,
  attempt: SecondStepAttempt,
): Promise<{ token: string; staffUserNo: number }> {
  await refuseWhenOver(limits.failuresPerAddress, attempt.address);
  if (!STEP_SHAPE.test(attempt.step)) throw new BackofficeError(TWO_STEP_TIMED_OUT, {}, 409);
  if (!attempt.code.trim()) throw new BackofficeError(TWO_STEP_CODE_REQUIRED, { code: TWO_STEP_CODE_REQUIRED });
  const code = attempt.code.slice(0, 40);
  const [waiting] = await db
    .select({ staffUserNo: staffSignInSteps.staffUserNo })
    .from(staffSignInSteps)
    .where(eq(staffSignInSteps.stepId, stepDigest(attempt.step)));
  const account = waiting ? String(waiting.staffUserNo) : null;
  if (account) await refuseWhenOver(limits.codeFailuresPerAccount, account);
  const outcome = await db.transaction(async (tx) => {
    const [step] = await tx
      .select({ staffUserNo: staffSignInSteps.staffUserNo, failures: staffSignInSteps.failures })
      .from(staffSignInSteps)
      .innerJoin(staffUsers, eq(staffUsers.staffUserNo, staffSignInSteps.staffUserNo))
      .where(
        and(
          eq(staffSignInSteps.stepId, stepDigest(attempt.step)),
          gt(staffSignInSteps.expiresAt, new Date()),
          eq(staffUsers.active, true),
        ),
      )
      .for('update');
    if (!step) return { timedOut: true } as const;
    const kind = await spendSecondStepCode(tx, step.staffUserNo, code);
    if (!kind) {
      if (step.failures + 1 >= SECOND_STEP_TRIES)
        await tx.delete(staffSignInSteps).where(eq(staffSignInSteps.stepId, stepDigest(attempt.step)));
      else
        await tx
          .update(staffSignInSteps)
          .set({ failures: step.failures + 1 })
          .where(eq(staffSignInSteps.stepId, stepDigest(attempt.step)));
      return { wrong: true, staffUserNo: step.staffUserNo } as const;
    }
    await tx.delete(staffSignInSteps).where(eq(staffSignInSteps.stepId, stepDigest(attempt.step)));
    const { token, sessionId } = await startSession(tx, step.staffUserNo);
    await recordChange(
      tx,
      { staffUserNo: step.staffUserNo },
      { action: 'staff.sign-in', entity: 'session', entityId: sessionId.slice(0, 12), after: { secondStep: kind } },
    );
    return { token, staffUserNo: step.staffUserNo };
  });
  if ('timedOut' in outcome) throw new BackofficeError(TWO_STEP_TIMED_OUT, {}, 409);
  if ('wrong' in outcome) {
    await limits.failuresPerAddress.record(attempt.address);
    await limits.codeFailuresPerAccount.record(String(outcome.staffUserNo));
    throw new BackofficeError(TWO_STEP_CODE_WRONG, { code: TWO_STEP_CODE_WRONG });
  }
  await limits.codeFailuresPerAccount.clear(String(outcome.staffUserNo));
  return outcome;
}
