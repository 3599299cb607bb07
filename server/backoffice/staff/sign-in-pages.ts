// The pages of a staff member who is not signed in yet, and signing out: the sign-in form, the
// two-step code, 'Forgot password?' and the reset link's page. Their forms carry a token of their own
// cookie (no session holds one yet), and a refusal never says whether an address is known
// (decision 0070).
import type { Database } from '../../../database/connect';
import { resetRequestSchema, signInCodeSchema, signInSchema } from '../../../shop-rules/forms/staff';
import { FORM_EXPIRED, SIGN_IN_FORM_EXPIRED } from '../../../shop-rules/messages/backoffice';
import type { Config } from '../../config';
import type { AttemptCounters } from '../../http/limits/attempt-counters';
import { type ActionResult, attempt } from '../shared/errors';
import { readForm, unstorableFormField } from '../shared/form-fields';
import { createResetQueue, requestPasswordReset, resetLinkWorks, resetPasswordWithLink } from './password-reset';
import {
  clearedCookieHeader,
  cookieHeader,
  readCookie,
  SIGN_IN_COOKIE,
  STAFF_COOKIE,
  STEP_COOKIE,
  sameToken,
  secureCookies,
} from './session-cookie';
import { completeSecondStep, createSignInLimits, SECOND_STEP_MINUTES, secondStepWaiting, signIn } from './sign-in';
import { CODE_PATH, LOGIN_PATH, safeNext } from './sign-in-paths';
import { endSession, randomToken, SESSION_HOURS, type StaffSession } from './staff-sessions';

/** Set by the server from the connection (and trusted proxies) on every request; see routes.ts. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

/** What randomToken makes (32 bytes, base64url): a cookie of another shape is not taken as a form token. */
const FORM_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface SignInPagesDeps {
  db: Database;
  config: Config;
  limits: ReturnType<typeof createSignInLimits>;
  resetQueue: ReturnType<typeof createResetQueue>;
  /** The gate's: who is signed in, and a signed-in staff member's posted form after its checks. */
  signedIn: (request: Request) => Promise<StaffSession | null>;
  postedForm: (request: Request, session: StaffSession, maxMegabytes: number) => Promise<FormData | ActionResult>;
}

/** attempts: where sign-in failures are counted (shared across servers with Redis); default: this process. */
export function signInPagesDeps(
  db: Database,
  config: Config,
  attempts: AttemptCounters | undefined,
  gate: Pick<SignInPagesDeps, 'signedIn' | 'postedForm'>,
): SignInPagesDeps {
  return {
    db,
    config,
    limits: createSignInLimits(attempts),
    // Reset mails are made apart from the form that asks for them (decision 0070).
    resetQueue: createResetQueue(db, { publicBaseUrl: config.publicBaseUrl, shopName: config.SHOP_NAME }),
    signedIn: gate.signedIn,
    postedForm: gate.postedForm,
  };
}

const secure = ({ config }: SignInPagesDeps, request: Request) => secureCookies(request, config);
const clientAddress = (request: Request) => request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
const typed = (form: FormData, key: string) => String(form.get(key) ?? '');

/**
 * The signed-out forms' token: the browser's own while its cookie lasts, so a page of these loaded
 * again (a revalidation after a form, another tab) never leaves a form already on screen with a
 * token its cookie no longer holds.
 */
function signedOutFormToken(deps: SignInPagesDeps, request: Request) {
  const kept = readCookie(request, SIGN_IN_COOKIE);
  const formToken = kept && FORM_TOKEN_SHAPE.test(kept) ? kept : randomToken();
  const setCookie = cookieHeader(SIGN_IN_COOKIE, formToken, { secure: secure(deps, request), maxAgeSeconds: 3600 });
  return { formToken, setCookie };
}

/** A form posted by someone not signed in (sign-in, forgot and reset password): from this site, with the page's token. */
async function signedOutForm(request: Request): Promise<FormData | ActionResult> {
  if (request.headers.get('sec-fetch-site') === 'cross-site')
    return { ok: false, msg: SIGN_IN_FORM_EXPIRED, fields: {}, status: 403 };
  const form = await request.formData().catch(() => null);
  if (!form || !sameToken(typed(form, '_csrf'), readCookie(request, SIGN_IN_COOKIE)))
    return { ok: false, msg: SIGN_IN_FORM_EXPIRED, fields: {}, status: 403 };
  return unstorableFormField(form) ?? form;
}

/** A 303 to `location` setting and clearing cookies. */
function seeOther(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** Signed in: the session cookie, the sign-in form's cookie gone, on to the page asked for. */
function signedInAnswer(deps: SignInPagesDeps, request: Request, token: string, next: string): Response {
  return seeOther(next, [
    cookieHeader(STAFF_COOKIE, token, { secure: secure(deps, request), maxAgeSeconds: SESSION_HOURS * 3600 }),
    clearedCookieHeader(SIGN_IN_COOKIE, secure(deps, request)),
  ]);
}

/** The sign-in page: the form token in its own cookie, or where to go when already signed in. */
export async function signInPage(
  deps: SignInPagesDeps,
  request: Request,
): Promise<{ signedIn: true; next: string } | { signedIn: false; formToken: string; setCookie: string }> {
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  if (await deps.signedIn(request)) return { signedIn: true, next };
  return { signedIn: false, ...signedOutFormToken(deps, request) };
}

/** The sign-in form posted: a redirect that sets the session cookie, or what went wrong. */
export async function postSignIn(deps: SignInPagesDeps, request: Request): Promise<ActionResult | Response> {
  const form = await signedOutForm(request);
  if (!(form instanceof FormData)) return form;
  const refused = await attempt(async () => {
    const next = safeNext(form.get('next'));
    // The page's own check (shop-rules/forms/staff.ts): a field left blank is named, nothing is counted.
    readForm(signInSchema, form);
    const done = await signIn(deps.db, deps.limits, {
      email: typed(form, 'email'),
      password: typed(form, 'password'),
      address: clientAddress(request),
    });
    if (!('secondStep' in done)) return signedInAnswer(deps, request, done.token, next);
    const stepCookie = cookieHeader(STEP_COOKIE, done.secondStep, {
      secure: secure(deps, request),
      maxAgeSeconds: SECOND_STEP_MINUTES * 60,
    });
    return seeOther(`${CODE_PATH}?next=${encodeURIComponent(next)}`, [stepCookie]);
  });
  // A refusal keeps the e-mail typed, so only the password is typed again (never the password).
  return refused instanceof Response || refused.ok
    ? refused
    : { ...refused, values: { email: typed(form, 'email').slice(0, 200) } };
}

/** The code page after the password: its form token, or back to sign-in when no step waits. */
export async function signInCodePage(deps: SignInPagesDeps, request: Request) {
  const page = await signInPage(deps, request);
  if (page.signedIn) return page;
  if (!(await secondStepWaiting(deps.db, readCookie(request, STEP_COOKIE))))
    return { signedIn: false as const, timedOut: true as const };
  return { ...page, timedOut: false as const };
}

/** The code posted: the session cookie and on to the page asked for, or what went wrong. */
export async function postSignInCode(deps: SignInPagesDeps, request: Request): Promise<ActionResult | Response> {
  const form = await signedOutForm(request);
  if (!(form instanceof FormData)) return form;
  return attempt(async () => {
    readForm(signInCodeSchema, form);
    const { token } = await completeSecondStep(deps.db, deps.limits, {
      step: readCookie(request, STEP_COOKIE),
      code: typed(form, 'code'),
      address: clientAddress(request),
    });
    const answer = signedInAnswer(deps, request, token, safeNext(form.get('next')));
    answer.headers.append('Set-Cookie', clearedCookieHeader(STEP_COOKIE, secure(deps, request)));
    return answer;
  });
}

/** 'Forgot password?' posted: one answer whether the address is known or not (decision 0038). */
export async function postResetRequest(deps: SignInPagesDeps, request: Request): Promise<ActionResult | Response> {
  const form = await signedOutForm(request);
  if (!(form instanceof FormData)) return form;
  const answer = await attempt(() => {
    // The page's own check (shop-rules/forms/staff.ts): a blank address is named, nothing is counted.
    readForm(resetRequestSchema, form);
    return requestPasswordReset(deps.db, deps.limits, {
      email: typed(form, 'email'),
      address: clientAddress(request),
      publicBaseUrl: deps.config.publicBaseUrl,
      shopName: deps.config.SHOP_NAME,
    });
  });
  deps.resetQueue.nudge();
  return answer;
}

/** The page a reset link opens: whether the link still works, and the form's token. */
export async function resetPasswordPage(deps: SignInPagesDeps, request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { works: await resetLinkWorks(deps.db, token), token, ...signedOutFormToken(deps, request) };
}

/** The new password posted with the link: on to sign-in, or what went wrong. */
export async function postNewPassword(deps: SignInPagesDeps, request: Request): Promise<ActionResult | Response> {
  const form = await signedOutForm(request);
  if (!(form instanceof FormData)) return form;
  return attempt(async () => {
    await resetPasswordWithLink(deps.db, {
      token: typed(form, 'token'),
      password: typed(form, 'password'),
      confirm: typed(form, 'confirm'),
    });
    return seeOther(`${LOGIN_PATH}?reset=done`, [clearedCookieHeader(STAFF_COOKIE, secure(deps, request))]);
  });
}

/** Sign-out (a posted form with the session's token): the session ends and its cookie goes. */
export async function signOut(deps: SignInPagesDeps, request: Request): Promise<ActionResult | Response> {
  const session = await deps.signedIn(request);
  const signedOut = seeOther(LOGIN_PATH, [clearedCookieHeader(STAFF_COOKIE, secure(deps, request))]);
  if (!session) return signedOut;
  const form = await deps.postedForm(request, session, 1);
  if (!(form instanceof FormData)) return { ok: false, msg: FORM_EXPIRED, fields: {}, status: 403 };
  await endSession(deps.db, readCookie(request, STAFF_COOKIE));
  return signedOut;
}
