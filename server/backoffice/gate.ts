// The door of every back-office page: who is signed in (the staff cookie, never a customer's token),
// whether their role opens this area, and for a posted form its CSRF token. Refusals are thrown as
// plain Responses, which React Router renders: a redirect to sign in, or the 403 page.
import type { Database } from '../../database/connect';
import { FORM_EXPIRED, FORM_TOO_LARGE } from '../../shop-rules/messages/backoffice';
import { type ActionResult, forbidden } from './shared/errors';
import { unstorableFormField } from './shared/form-fields';
import {
  type Area,
  LOGIN_PATH,
  pageOf,
  readCookie,
  roleMay,
  STAFF_COOKIE,
  type StaffSession,
  sameToken,
  sessionOf,
  TWO_STEP_SET_UP_PATH,
} from './staff';

export interface EnterOptions {
  /** The page where two-step sign-in is set up: open even before it is. */
  settingUpTwoStep?: boolean;
}

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
    if (!roleMay(session.role, area)) {
      // A driver's home is their phone page (decision 0081), not the office's dashboard.
      if (session.role === 'driver' && area === 'dashboard')
        throw new Response(null, { status: 302, headers: { Location: '/driver' } });
      throw forbidden();
    }
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
