// Catalogue pages and API answers the same for every shopper, kept compressed in this server's memory
// and sent again without rendering or querying (docs/decisions/0030). A miss renders the whole answer
// (no streaming), compresses it once, and stores it when nothing changed meanwhile. Registered before
// the CSRF cookie and compression hooks: a cacheable answer is public, so it carries no cookie, and is
// already compressed, so @fastify/compress leaves it alone.
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HttpsSettings } from '../http/https';
import { pageCspAllowing, securityHeaders } from '../http/security-headers';
import { AnswerStore } from './answer-store';
import { type CacheableKind, cacheKeyOf, chosenEncoding, type Encoding } from './cacheable-requests';
import type { CatalogueSignal } from './catalogue-changes';
import { inlineScriptHashes } from './inline-script-hashes';

/** A CDN may keep it a minute and serve it stale while it asks again; browsers ask each time (ETag). */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const NOT_SHARED_CACHE_CONTROL = 'private, no-store';
const MAX_AGE_MS = 5 * 60_000;
const MIN_COMPRESSED_BYTES = 1024;
const BROTLI_QUALITY = 9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface CacheFill {
  key: string;
  kind: CacheableKind;
  encoding: Encoding;
  generation: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request's answer is being made for the cache: pages render whole and without a nonce. */
    cacheFill: CacheFill | null;
  }
}

export interface AnswerCacheOptions {
  maxBytes: number;
  /** Pages too (not under `npm run dev`, whose pages change with their sources). */
  pages: boolean;
  mediaOrigin: string;
  formTargets: string[];
  /** The server's catalogue-change signal (server/app.ts). */
  changes: CatalogueSignal;
  /** Whether an answer carries Strict-Transport-Security (server/http/https.ts). */
  https: HttpsSettings;
}

export function installAnswerCache(app: FastifyInstance, opts: AnswerCacheOptions) {
  app.decorateRequest('cacheFill', null);
  if (opts.maxBytes <= 0) return;
  const store = new AnswerStore(opts.maxBytes, MAX_AGE_MS);
  const changes = opts.changes;
  changes.subscribe(() => store.clear());

  app.addHook('onRequest', async (request, reply) => {
    const target = cacheKeyOf(request);
    if (!target || (target.kind === 'page' && !opts.pages) || !changes.listening()) return;
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    const key = `${encoding} ${target.key}`;
    const hit = store.get(key);
    if (!hit) {
      request.cacheFill = { key, kind: target.kind, encoding, generation: store.generation };
      // Public from the start, so no hook adds a cookie to an answer others will get (server/http/csrf.ts).
      reply.header('Cache-Control', SHARED_CACHE_CONTROL);
      return;
    }
    // A hit is written straight to the socket: the first hook, before cookies, nonces and the other hooks
    // a rendered answer needs, so it costs little more than a bare Node server (docs/decisions/0030).
    const headers: Record<string, string | number> = {
      ...securityHeaders(opts.https, request.protocol),
      'cache-control': SHARED_CACHE_CONTROL,
      vary: 'Accept-Encoding',
      etag: hit.etag,
      'x-cache': 'hit',
    };
    // A browser takes a 304's headers into its stored copy: the page's own policy must come with it, or
    // the default locked-down one would block the page's scripts, styles and images on the next reload.
    const csp = hit.headers['content-security-policy'];
    if (csp) headers['content-security-policy'] = csp;
    reply.hijack();
    if (sameEtag(request.headers['if-none-match'], hit.etag)) {
      reply.raw.writeHead(304, headers).end();
      return reply;
    }
    Object.assign(headers, hit.headers, { 'content-length': hit.body.length });
    reply.raw.writeHead(200, headers).end(hit.body);
    return reply;
  });

  const hashedCsp = (page: Buffer) =>
    pageCspAllowing(inlineScriptHashes(page.toString('utf8')), opts.mediaOrigin, opts.formTargets);

  app.addHook('onSend', async (request, reply, payload) => {
    const fill = request.cacheFill;
    if (!fill) return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const html = fill.kind === 'page' && contentType.startsWith('text/html');
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) {
      reply.header('Cache-Control', NOT_SHARED_CACHE_CONTROL);
      if (!html || reply.hasHeader('content-encoding')) return payload;
      // Not kept (a 404 page), but rendered without a nonce all the same: its scripts go in by hash.
      const page = await wholeBody(payload);
      reply.header('Content-Security-Policy', hashedCsp(page));
      return page;
    }
    const whole = await wholeBody(payload);
    if (html) reply.header('Content-Security-Policy', hashedCsp(whole));
    const body = await compressed(whole, fill.encoding);
    const etag = `"${crypto.createHash('sha256').update(whole).digest('base64url').slice(0, 24)}-${fill.encoding}"`;
    const headers: Record<string, string> = { 'content-type': contentType };
    const csp = reply.getHeader('content-security-policy');
    if (csp) headers['content-security-policy'] = String(csp);
    if (body !== whole) headers['content-encoding'] = fill.encoding;
    // Changed while it was made: sent to this shopper, not kept for the next.
    if (store.generation === fill.generation) store.set(fill.key, { body, headers, etag, storedAt: Date.now() });
    reply.headers(headers).header('Vary', 'Accept-Encoding').header('ETag', etag).header('X-Cache', 'miss');
    if (sameEtag(request.headers['if-none-match'], etag)) return notModified(reply);
    return body;
  });
}

function notModified(reply: FastifyReply) {
  reply.code(304).removeHeader('content-encoding').removeHeader('content-type');
  return null;
}

async function wholeBody(payload: unknown): Promise<Buffer> {
  if (payload == null) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  if (Buffer.isBuffer(payload)) return payload;
  const chunks: Buffer[] = [];
  for await (const chunk of payload as Readable) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function compressed(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity' || body.length < MIN_COMPRESSED_BYTES) return body;
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** If-None-Match: a list of ETags or `*`; weak ones compare by their value (a GET's rule). */
function sameEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
