// The staff session travels in its own cookie, apart from the customers' bearer tokens: httpOnly
// (no script reads it), SameSite=Strict (no other site's link or form carries it), Secure over https.
import { servedOverHttps, type HttpsSettings } from '../http/https';

export const STAFF_COOKIE = 'shop_staff';
/** Set by the sign-in page so its form cannot be posted from another site (login CSRF). */
export const SIGN_IN_COOKIE = 'shop_staff_signin';

export function readCookie(request: Request, name: string): string {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return '';
}

export interface CookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

export function cookieHeader(name: string, value: string, opts: CookieOptions): string {
  return `${name}=${value}; Path=/; Max-Age=${opts.maxAgeSeconds}; HttpOnly; SameSite=Strict${opts.secure ? '; Secure' : ''}`;
}

export function clearedCookieHeader(name: string, secure: boolean): string {
  return cookieHeader(name, '', { secure, maxAgeSeconds: 0 });
}

/** Secure whenever the shop is reached over https (server/http/https.ts). */
export function secureCookies(request: Request, settings: HttpsSettings): boolean {
  return servedOverHttps(settings, new URL(request.url).protocol);
}
