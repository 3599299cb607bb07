// Helpers for the back-office tests: staff of each role signed in through the real sign-in, and the
// Web Requests the admin pages receive (page loads and posted forms with their length, as browsers send).
import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../../database/connect';
import { type Backoffice, CLIENT_ADDRESS_HEADER, createBackoffice } from '../backoffice/backoffice';
import type { ActionResult } from '../backoffice/shared/errors';
import { createStaffAccount, SIGN_IN_COOKIE, STAFF_COOKIE, type StaffRole } from '../backoffice/staff';
import type { Config } from '../config';

export const ORIGIN = 'http://shop.test';
export const STAFF_PASSWORD = 'a-long-staff-password';

export function testBackoffice(db: Database, config: Config): Backoffice {
  return createBackoffice(db, config);
}

export function pageRequest(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, { headers });
}

/** A posted form as a browser sends it: multipart, with Content-Length. */
export async function formRequest(
  path: string,
  fields: Record<string, string | Blob | (string | Blob)[]>,
  headers: Record<string, string> = {},
): Promise<Request> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.length),
      ...headers,
    },
  });
}

export function cookieOf(response: Response, name: string): string {
  for (const c of response.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const [k, v] = pair!.split('=');
    if (k === name) return v ?? '';
  }
  return '';
}

export interface SignedInStaff {
  email: string;
  staffUserNo: number;
  cookie: string;
  csrf: string;
  page(path: string): Request;
  post(path: string, fields?: Record<string, string | Blob | (string | Blob)[]>): Promise<Request>;
}

let counter = 0;

export async function signInAs(
  backoffice: Backoffice,
  email: string,
  password: string,
  address = `10.9.0.${++counter % 250}`,
): Promise<Response | ActionResult> {
  const page = await backoffice.signInPage(pageRequest('/admin/login'));
  if (page.signedIn) throw new Error('unexpected session');
  const request = await formRequest(
    '/admin/login',
    { email, password, _csrf: page.formToken },
    {
      cookie: `${SIGN_IN_COOKIE}=${page.formToken}`,
      [CLIENT_ADDRESS_HEADER]: address,
    },
  );
  return backoffice.signIn(request);
}

export async function staffOf(backoffice: Backoffice, role: StaffRole): Promise<SignedInStaff> {
  const email = `${role}-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const made = await createStaffAccount(backoffice.db, { email, password: STAFF_PASSWORD, role, name: `Test ${role}` });
  if (!made.created) throw new Error('staff exists');
  const answer = await signInAs(backoffice, email, STAFF_PASSWORD);
  expect(answer).toBeInstanceOf(Response);
  const cookie = `${STAFF_COOKIE}=${cookieOf(answer as Response, STAFF_COOKIE)}`;
  const who = await backoffice.whoIsSignedIn(pageRequest('/admin', { cookie }));
  const csrf = who!.csrfToken;
  return {
    email,
    staffUserNo: made.staffUserNo,
    cookie,
    csrf,
    page: (path) => pageRequest(path, { cookie }),
    post: (path, fields = {}) => formRequest(path, { _csrf: csrf, ...fields }, { cookie }),
  };
}

/** What a page's loader or action threw: a Response (redirect, 403, 404). */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof Response) return err;
    throw err;
  }
  throw new Error('expected a thrown Response');
}

/** A change through the page's action path: role, CSRF token, form, then the change. */
export async function act(
  backoffice: Backoffice,
  staff: SignedInStaff,
  area: Parameters<Backoffice['act']>[1],
  fields: Record<string, string | Blob | (string | Blob)[]>,
  change: Parameters<Backoffice['act']>[2],
) {
  return backoffice.act(await staff.post('/admin/x', fields), area, change, { maxMegabytes: 64 });
}
