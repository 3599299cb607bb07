// Cross-site request forgery protection for the JSON API (docs/product.md#api-conventions), double-submit style: every
// browser gets a random XSRF-TOKEN cookie that scripts of the shop's own pages can read; a changing
// request under /api must repeat it in the X-XSRF-TOKEN header. Another site can make a browser send
// the cookie but cannot read it, so it cannot forge the header.
//
// Exemptions: none. Every changing /api call comes from the shop's own pages (the WiPay return is a
// browser redirect to a page, which then posts to /api with the header like any other call).
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type HttpsSettings, servedOverHttps } from './https';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const CSRF_REFUSED = 'Missing or invalid CSRF token. Reload the page and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The XSRF-TOKEN cookie's value, or '' when absent or not a token this shop could have issued. */
export function csrfCookieOf(request: FastifyRequest): string {
  // Parsed by @fastify/cookie's onRequest hook (server/app.ts); parsed here when that hook has not run.
  const parsed = request.cookies as FastifyRequest['cookies'] | null;
  const cookies = parsed ?? request.server.parseCookie(request.headers.cookie ?? '');
  const value = cookies[CSRF_COOKIE] ?? '';
  return TOKEN_SHAPE.test(value) ? value : '';
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

// The matched route pattern, not the raw URL: the router ignores case and decodes %-escapes, so
// '/API/…' or '/%61pi/…' reach the same handlers as '/api/…' and must be checked the same way.
function isApiRequest(request: FastifyRequest): boolean {
  const path = (request.routeOptions.url ?? request.url.split('?')[0] ?? '').toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}

// A response a shared cache may keep (media, built assets) must not carry one browser's cookie.
function isPubliclyCacheable(reply: FastifyReply): boolean {
  return /\bpublic\b|\bimmutable\b/i.test(String(reply.getHeader('cache-control') ?? ''));
}

export function installCsrfProtection(app: FastifyInstance, https: HttpsSettings) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    const cookie = csrfCookieOf(request);
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return reply.code(403).send({ success: false, msg: CSRF_REFUSED });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (csrfCookieOf(request) || isPubliclyCacheable(reply)) return payload;
    const token = crypto.randomBytes(32).toString('base64url');
    // Readable by the shop's scripts (no HttpOnly): they copy it into the header.
    reply.setCookie(CSRF_COOKIE, token, {
      path: '/',
      maxAge: ONE_YEAR_SECONDS,
      sameSite: 'lax',
      secure: servedOverHttps(https, request.protocol),
    });
    return payload;
  });
}
