// The back office as the storefront's admin pages use it (through the load context): who is signed
// in, sign-in and sign-out, and each page's desk. Pages receive the Web Request; this reads the staff
// cookie from it, never a customer's token.
import type { Database } from '../../database/connect';
import { FORM_EXPIRED, RESET_DONE, SIGN_IN_FORM_EXPIRED } from '../../shop-rules/messages/backoffice';
import type { Config } from '../config';
import type { AttemptCounters } from '../http/attempt-counters';
import { type Desk, openDesk } from './desk';
import type { ActionResult } from './errors';
import { unstorableFormField } from './form-fields';
import { attempt, CODE_PATH, createGate, type EnterOptions, LOGIN_PATH, safeNext, sameToken } from './gate';
import { requestPasswordReset, resetLinkWorks, resetPasswordWithLink } from './password-reset';
import type { Area } from './roles';
import { ROLE_NAMES } from './roles';
import {
  clearedCookieHeader,
  cookieHeader,
  readCookie,
  SIGN_IN_COOKIE,
  STAFF_COOKIE,
  STEP_COOKIE,
  secureCookies,
} from './session-cookie';
import { completeSecondStep, createSignInLimits, SECOND_STEP_MINUTES, secondStepWaiting, signIn } from './sign-in';
import { endSession, randomToken, SESSION_HOURS } from './staff-sessions';

/** Set by the server from the connection (and trusted proxies) on every request; see routes.ts. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

const NEVER_ECHOED = /password|apikey|^_csrf$|^current$|^confirm$|^code$/i;

function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries())
    if (typeof value === 'string' && !NEVER_ECHOED.test(key) && !(key in values)) values[key] = value;
  return values;
}

export interface ActOptions extends EnterOptions {
  /** The largest form accepted, uploads included. */
  maxMegabytes?: number;
}

/** What randomToken makes (32 bytes, base64url): a cookie of another shape is not taken as a form token. */
const FORM_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** attempts: where sign-in failures are counted (shared across servers with Redis); default: this process. */
export function createBackoffice(db: Database, config: Config, attempts?: AttemptCounters) {
  const gate = createGate(db);
  const limits = createSignInLimits(attempts);
  const deskDeps = { db, config };
  const secure = (request: Request) => secureCookies(request, config);

  /**
   * The signed-out forms' token: the browser's own while its cookie lasts, so a page of these loaded
   * again (a revalidation after a form, another tab) never leaves a form already on screen with a
   * token its cookie no longer holds.
   */
  const signedOutFormToken = (request: Request) => {
    const kept = readCookie(request, SIGN_IN_COOKIE);
    return kept && FORM_TOKEN_SHAPE.test(kept) ? kept : randomToken();
  };

  /** A form posted by someone not signed in (sign-in, forgot and reset password): from this site, with the page's token. */
  async function signedOutForm(request: Request): Promise<FormData | ActionResult> {
    if (request.headers.get('sec-fetch-site') === 'cross-site')
      return { ok: false, msg: SIGN_IN_FORM_EXPIRED, fields: {}, status: 403 };
    const form = await request.formData().catch(() => null);
    if (!form || !sameToken(String(form.get('_csrf') ?? ''), readCookie(request, SIGN_IN_COOKIE)))
      return { ok: false, msg: SIGN_IN_FORM_EXPIRED, fields: {}, status: 403 };
    return unstorableFormField(form) ?? form;
  }

  /** Signed in: the session cookie, the sign-in form's cookie gone, on to the page asked for. */
  function signedInAnswer(request: Request, token: string, next: string): Response {
    const headers = new Headers({ Location: next });
    headers.append(
      'Set-Cookie',
      cookieHeader(STAFF_COOKIE, token, { secure: secure(request), maxAgeSeconds: SESSION_HOURS * 3600 }),
    );
    headers.append('Set-Cookie', clearedCookieHeader(SIGN_IN_COOKIE, secure(request)));
    return new Response(null, { status: 303, headers });
  }

  return {
    db,
    config,
    /** The admin layout: the signed-in staff member and their menu, or null. */
    async whoIsSignedIn(request: Request) {
      const session = await gate.signedIn(request);
      if (!session) return null;
      const desk = openDesk(deskDeps, session);
      return { staff: desk.staff, csrfToken: desk.csrfToken };
    },

    /** A page's loader: its desk, or the sign-in redirect or 403 thrown. */
    async desk(request: Request, area: Area, opts: EnterOptions = {}): Promise<Desk> {
      return openDesk(deskDeps, await gate.enter(request, area, opts));
    },

    /** A page's action: the checks of a change (role, CSRF token, size), then the change itself. */
    async act(
      request: Request,
      area: Area,
      change: (desk: Desk, form: FormData) => Promise<string | Response | ActionResult>,
      opts: ActOptions = {},
    ): Promise<ActionResult | Response> {
      const session = await gate.enter(request, area, opts);
      const form = await gate.postedForm(request, session, opts.maxMegabytes ?? 1);
      if (!(form instanceof FormData)) return form;
      const result = await attempt(() => change(openDesk(deskDeps, session), form));
      // A refused form comes back with what was typed, so a page without JavaScript keeps it.
      return result instanceof Response || result.ok ? result : { ...result, values: typedValues(form) };
    },

    /** The sign-in page: the form token in its own cookie, or where to go when already signed in. */
    async signInPage(
      request: Request,
    ): Promise<{ signedIn: true; next: string } | { signedIn: false; formToken: string; setCookie: string }> {
      const next = safeNext(new URL(request.url).searchParams.get('next'));
      if (await gate.signedIn(request)) return { signedIn: true, next };
      const formToken = signedOutFormToken(request);
      return {
        signedIn: false,
        formToken,
        setCookie: cookieHeader(SIGN_IN_COOKIE, formToken, { secure: secure(request), maxAgeSeconds: 3600 }),
      };
    },

    /** The sign-in form posted: a redirect that sets the session cookie, or what went wrong. */
    async signIn(request: Request): Promise<ActionResult | Response> {
      const form = await signedOutForm(request);
      if (!(form instanceof FormData)) return form;
      const refused = await attempt(async () => {
        const next = safeNext(form.get('next'));
        const done = await signIn(db, limits, {
          email: String(form.get('email') ?? ''),
          password: String(form.get('password') ?? ''),
          address: request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown',
        });
        if ('secondStep' in done) {
          const headers = new Headers({ Location: `${CODE_PATH}?next=${encodeURIComponent(next)}` });
          headers.append(
            'Set-Cookie',
            cookieHeader(STEP_COOKIE, done.secondStep, {
              secure: secure(request),
              maxAgeSeconds: SECOND_STEP_MINUTES * 60,
            }),
          );
          return new Response(null, { status: 303, headers });
        }
        return signedInAnswer(request, done.token, next);
      });
      // A refusal keeps the e-mail typed, so only the password is typed again (never the password).
      return refused instanceof Response || refused.ok
        ? refused
        : { ...refused, values: { email: String(form.get('email') ?? '').slice(0, 200) } };
    },

    /** The code page after the password: its form token, or back to sign-in when no step waits. */
    async signInCodePage(request: Request) {
      const page = await this.signInPage(request);
      if (page.signedIn) return page;
      if (!(await secondStepWaiting(db, readCookie(request, STEP_COOKIE))))
        return { signedIn: false as const, timedOut: true as const };
      return { ...page, timedOut: false as const };
    },

    /** The code posted: the session cookie and on to the page asked for, or what went wrong. */
    async signInCode(request: Request): Promise<ActionResult | Response> {
      const form = await signedOutForm(request);
      if (!(form instanceof FormData)) return form;
      return attempt(async () => {
        const { token } = await completeSecondStep(db, limits, {
          step: readCookie(request, STEP_COOKIE),
          code: String(form.get('code') ?? ''),
          address: request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown',
        });
        const answer = signedInAnswer(request, token, safeNext(form.get('next')));
        answer.headers.append('Set-Cookie', clearedCookieHeader(STEP_COOKIE, secure(request)));
        return answer;
      });
    },

    /** 'Forgot password?' posted: one answer whether the address is known or not (decision 0038). */
    async requestPasswordReset(request: Request): Promise<ActionResult | Response> {
      const form = await signedOutForm(request);
      if (!(form instanceof FormData)) return form;
      return attempt(() =>
        requestPasswordReset(db, limits, {
          email: String(form.get('email') ?? ''),
          address: request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown',
          publicBaseUrl: config.publicBaseUrl,
          shopName: config.SHOP_NAME,
        }),
      );
    },

    /** The page a reset link opens: whether the link still works, and the form's token. */
    async resetPasswordPage(request: Request) {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      const formToken = signedOutFormToken(request);
      return {
        works: await resetLinkWorks(db, token),
        token,
        formToken,
        setCookie: cookieHeader(SIGN_IN_COOKIE, formToken, { secure: secure(request), maxAgeSeconds: 3600 }),
      };
    },

    /** The new password posted with the link: on to sign-in, or what went wrong. */
    async resetPassword(request: Request): Promise<ActionResult | Response> {
      const form = await signedOutForm(request);
      if (!(form instanceof FormData)) return form;
      return attempt(async () => {
        await resetPasswordWithLink(db, {
          token: String(form.get('token') ?? ''),
          password: String(form.get('password') ?? ''),
          confirm: String(form.get('confirm') ?? ''),
        });
        const headers = new Headers({ Location: `${LOGIN_PATH}?reset=done` });
        headers.append('Set-Cookie', clearedCookieHeader(STAFF_COOKIE, secure(request)));
        return new Response(null, { status: 303, headers });
      });
    },
    resetDoneMessage: RESET_DONE,

    /** Sign-out (a posted form with the session's token): the session ends and its cookie goes. */
    async signOut(request: Request): Promise<ActionResult | Response> {
      const session = await gate.signedIn(request);
      const headers = new Headers({ Location: LOGIN_PATH });
      headers.append('Set-Cookie', clearedCookieHeader(STAFF_COOKIE, secure(request)));
      if (!session) return new Response(null, { status: 303, headers });
      const form = await gate.postedForm(request, session, 1);
      if (!(form instanceof FormData)) return { ok: false, msg: FORM_EXPIRED, fields: {}, status: 403 };
      await endSession(db, readCookie(request, STAFF_COOKIE));
      return new Response(null, { status: 303, headers });
    },
    roleNames: ROLE_NAMES,
  };
}

export type Backoffice = ReturnType<typeof createBackoffice>;
export type { Desk };
