// The door of every back-office page: who is signed in (the staff cookie, never a customer's token),
// whether their role opens this area, and for a posted form its CSRF token. Refusals are thrown as
// plain Responses, which React Router renders: a redirect to sign in, or the 403 page.
import crypto from 'node:crypto';
import type { Database } from '../../database/connect';
import { FORM_EXPIRED, FORM_TOO_LARGE, NOT_ALLOWED } from '../../shop-rules/messages/backoffice';
import { type ActionResult, BackofficeError } from './errors';
import { unstorableFormField } from './form-fields';
import { type Area, roleMay } from './roles';
import { readCookie, STAFF_COOKIE } from './session-cookie';
import { type StaffSession, sessionOf } from './staff-sessions';

export const LOGIN_PATH = '/admin/login';
/** The page that asks for the two-step code after the password. */
export const CODE_PATH = '/admin/sign-in-code';
/** Where a staff member goes when the owners require two-step sign-in and they have not set it up. */
export const TWO_STEP_SET_UP_PATH = '/admin/account?two-step=required';

export interface EnterOptions {
  /** The page where two-step sign-in is set up: open even before it is. */
  settingUpTwoStep?: boolean;
}

/** The page asked for, to come back to after signing in (never another site). */
export function pageOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  const path = url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '') || '/admin';
  return `${path}${url.search}`;
}

export function safeNext(next: unknown): string {
  const s = typeof next === 'string' ? next : '';
  return /^\/admin(\/[^\\]*)?(\?.*)?$/i.test(s) &&
    !s.startsWith('//') &&
    !/^\/admin\/(log(in|out)|sign-in-code)/i.test(s)
    ? s
    : '/admin';
}

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length > 0 && x.length === y.length && crypto.timingSafeEqual(x, y);
}

export const forbidden = () => new Response(NOT_ALLOWED, { status: 403, statusText: 'Forbidden' });

export function createGate(db: Database) {
  // Every loader of one page asks for the same request's session: one database read.
  const sessions = new WeakMap<Request, Promise<StaffSession | null>>();

  function signedIn(request: Request): Promise<StaffSession | null> {
    let found = sessions.get(request);
    if (!found) {
      found = sessionOf(db, readCookie(request, STAFF_COOKIE));
      sessions.set(request, found);
    }
    return found;
  }

  async function enter(request: Request, area: Area, opts: EnterOptions = {}): Promise<StaffSession> {
    const session = await signedIn(request);
    if (!session) {
      const next = pageOf(request);
      throw new Response(null, {
        status: 302,
        headers: { Location: `${LOGIN_PATH}${next === '/admin' ? '' : `?next=${encodeURIComponent(next)}`}` },
      });
    }
    if (session.mustSetUpTwoStep && !opts.settingUpTwoStep)
      throw new Response(null, { status: 302, headers: { Location: TWO_STEP_SET_UP_PATH } });
    if (!roleMay(session.role, area)) throw forbidden();
    return session;
  }

  /** Reads a posted form after the checks a change needs; the answer says what went wrong, if anything. */
  async function postedForm(
    request: Request,
    session: StaffSession,
    maxMegabytes: number,
  ): Promise<FormData | ActionResult> {
    if (request.headers.get('sec-fetch-site') === 'cross-site')
      return { ok: false, msg: FORM_EXPIRED, fields: {}, status: 403 };
    const length = Number(request.headers.get('content-length') ?? 'NaN');
    if (!Number.isFinite(length))
      return { ok: false, msg: 'The form was sent without its length. Please try again.', fields: {}, status: 411 };
    if (length > maxMegabytes * 1024 * 1024)
      return { ok: false, msg: FORM_TOO_LARGE(maxMegabytes), fields: {}, status: 413 };
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return { ok: false, msg: 'The form could not be read. Please try again.', fields: {}, status: 400 };
    }
    if (!sameToken(String(form.get('_csrf') ?? ''), session.csrfToken))
      return { ok: false, msg: FORM_EXPIRED, fields: {}, status: 403 };
    return unstorableFormField(form) ?? form;
  }

  return { signedIn, enter, postedForm };
}

export type Gate = ReturnType<typeof createGate>;

/** Runs a change; a BackofficeError becomes the form's message, anything else goes on up. */
export async function attempt(
  change: () => Promise<string | Response | ActionResult>,
): Promise<ActionResult | Response> {
  try {
    const done = await change();
    return typeof done === 'string' ? { ok: true, msg: done } : done;
  } catch (err) {
    if (err instanceof BackofficeError) return { ok: false, msg: err.message, fields: err.fields, status: err.status };
    throw err;
  }
}
