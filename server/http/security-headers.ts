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

export function installSecurityHeaders(app: FastifyInstance, https: HttpsSettings) {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    request.cspNonce = crypto.randomBytes(16).toString('base64');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    if (servedOverHttps(https, request.protocol)) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
}
