// The staff session travels in its own cookie, apart from the customers' bearer tokens: httpOnly
// (no script reads it), SameSite=Strict (no other site's link or form carries it), Secure over https.
import crypto from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import { type HttpsSettings, servedOverHttps } from '../../http/security/https';

export const STAFF_COOKIE = 'shop_staff';
/** Set by the sign-in page so its form cannot be posted from another site (login CSRF). */
export const SIGN_IN_COOKIE = 'shop_staff_signin';
/** Between the password and the two-step code: which sign-in waits for its code (decision 0038). */
export const STEP_COOKIE = 'shop_staff_step';

// The back office's pages get React Router's Web Request, not Fastify's: the `cookie` library that
// @fastify/cookie uses for the rest of the server reads and writes these (docs/decisions/0025).
export function readCookie(request: Request, name: string): string {
  return parseCookie(request.headers.get('cookie') ?? '')[name] ?? '';
}

export interface CookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

export function cookieHeader(name: string, value: string, opts: CookieOptions): string {
  return stringifySetCookie({
    name,
    value,
    path: '/',
    maxAge: opts.maxAgeSeconds,
    httpOnly: true,
    sameSite: 'strict',
    secure: opts.secure,
  });
}

export function clearedCookieHeader(name: string, secure: boolean): string {
  return cookieHeader(name, '', { secure, maxAgeSeconds: 0 });
}

/** Secure whenever the shop is reached over https (server/http/security/https.ts). */
export function secureCookies(request: Request, settings: HttpsSettings): boolean {
  return servedOverHttps(settings, new URL(request.url).protocol);
}

/** Two tokens compared in constant time; an empty one matches nothing. */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length > 0 && x.length === y.length && crypto.timingSafeEqual(x, y);
}
