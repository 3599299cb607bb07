// The back office as the storefront's admin pages use it (through the load context): who is signed
// in, sign-in and sign-out (the staff area's pages), and each page's desk. Pages receive the Web
// Request; this reads the staff cookie from it, never a customer's token.
import type { Database } from '../../database/connect';
import { RESET_DONE } from '../../shop-rules/messages/backoffice';
import type { Config } from '../config';
import type { AttemptCounters } from '../http/limits/attempt-counters';
import { type Desk, openDesk } from './desk';
import { createGate, type EnterOptions, type Gate } from './gate';
import { type ActionResult, attempt } from './shared/errors';
import { type Area, CLIENT_ADDRESS_HEADER, ROLE_NAMES, signInPages } from './staff';

export { CLIENT_ADDRESS_HEADER };

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

type Change = (desk: Desk, form: FormData) => Promise<string | Response | ActionResult>;

/** A page's action: the checks of a change (role, CSRF token, size), then the change itself. */
async function act(
  gate: Gate,
  deskDeps: { db: Database; config: Config },
  request: Request,
  area: Area,
  change: Change,
  opts: ActOptions,
): Promise<ActionResult | Response> {
  const session = await gate.enter(request, area, opts);
  const form = await gate.postedForm(request, session, opts.maxMegabytes ?? 1);
  if (!(form instanceof FormData)) return form;
  const result = await attempt(() => change(openDesk(deskDeps, session), form));
  // A refused form comes back with what was typed, so a page without JavaScript keeps it.
  return result instanceof Response || result.ok ? result : { ...result, values: typedValues(form) };
}

/** attempts: where sign-in failures are counted (shared across servers with Redis); default: this process. */
export function createBackoffice(db: Database, config: Config, attempts?: AttemptCounters) {
  const gate = createGate(db);
  const deskDeps = { db, config };
  const pages = signInPages.signInPagesDeps(db, config, attempts, gate);
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
    act: (request: Request, area: Area, change: Change, opts: ActOptions = {}) =>
      act(gate, deskDeps, request, area, change, opts),
    signInPage: (request: Request) => signInPages.signInPage(pages, request),
    signIn: (request: Request) => signInPages.postSignIn(pages, request),
    signInCodePage: (request: Request) => signInPages.signInCodePage(pages, request),
    signInCode: (request: Request) => signInPages.postSignInCode(pages, request),
    requestPasswordReset: (request: Request) => signInPages.postResetRequest(pages, request),
    /** The queue of reset mails: the sweep's timer (routes.ts) runs it, tests run it at once. */
    resetQueue: pages.resetQueue,
    resetPasswordPage: (request: Request) => signInPages.resetPasswordPage(pages, request),
    resetPassword: (request: Request) => signInPages.postNewPassword(pages, request),
    resetDoneMessage: RESET_DONE,
    signOut: (request: Request) => signInPages.signOut(pages, request),
    roleNames: ROLE_NAMES,
  };
}

export type Backoffice = ReturnType<typeof createBackoffice>;
export type { Desk };
