// Security headers on every answer. Pages get a per-request nonce for React Router's inline scripts;
// everything else is locked down completely.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type HttpsSettings, STRICT_TRANSPORT_SECURITY, servedOverHttps } from './https';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/** hotReloadSocket: `npm run dev` only, Vite's websocket (ws://host:port), never in production. */
export function pageCsp(nonce: string, mediaOrigin: string, extraFormTargets: string[] = [], hotReloadSocket?: string) {
  return pageCspAllowing([`'nonce-${nonce}'`], mediaOrigin, extraFormTargets, hotReloadSocket);
}

/** inlineScripts: the sources that let the page's inline scripts run: its nonce, or their hashes when cached. */
export function pageCspAllowing(
  inlineScripts: string[],
  mediaOrigin: string,
  extraFormTargets: string[] = [],
  hotReloadSocket?: string,
) {
  const media = mediaOrigin ? ` ${mediaOrigin}` : '';
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${media}`,
    `media-src 'self'${media}`,
    "font-src 'self'",
    `connect-src 'self'${hotReloadSocket ? ` ${hotReloadSocket}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extraFormTargets.map((t) => ` ${t}`).join('')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The service worker's own policy: it fetches and keeps the shop's pages, files and media. */
export function serviceWorkerCsp(mediaOrigin: string) {
  return `default-src 'none'; connect-src 'self'${mediaOrigin ? ` ${mediaOrigin}` : ''}; script-src 'self'`;
}

const EVERY_ANSWER: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
};
const OVER_HTTPS: Readonly<Record<string, string>> = {
  ...EVERY_ANSWER,
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
};

/** The headers every answer starts with (a page replaces the policy); also sent with a cached answer. */
export function securityHeaders(https: HttpsSettings, requestProtocol: string): Readonly<Record<string, string>> {
  return servedOverHttps(https, requestProtocol) ? OVER_HTTPS : EVERY_ANSWER;
}

export function installSecurityHeaders(app: FastifyInstance, https: HttpsSettings) {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    request.cspNonce = crypto.randomBytes(16).toString('base64');
    reply.headers(securityHeaders(https, request.protocol));
  });
}
