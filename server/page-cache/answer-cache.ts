// Catalogue pages and API answers the same for every shopper, kept compressed in this server's memory
// and sent again without rendering or querying (docs/decisions/0030). A miss renders the whole answer
// (no streaming), compresses it once, and stores it when nothing changed meanwhile. Registered before
// the CSRF cookie and compression hooks: a cacheable answer is public, so it carries no cookie, and is
// already compressed, so @fastify/compress leaves it alone.
import crypto from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HttpsSettings } from '../http/https';
import { pageCspAllowing, securityHeaders } from '../http/security-headers';
import { AnswerStore, type CachedAnswer } from './answer-store';
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
  /** The encoding and raw URL of the request, under which the raw listener may answer it next time. */
  alias: string;
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
  /** Fastify's trustProxy: whose X-Forwarded-Proto tells the protocol, for hits answered before Fastify. */
  trustProxy: boolean | number | string | string[];
}

export function installAnswerCache(app: FastifyInstance, opts: AnswerCacheOptions) {
  app.decorateRequest('cacheFill', null);
  if (opts.maxBytes <= 0) return;
  const store = new AnswerStore(opts.maxBytes, MAX_AGE_MS);
  const changes = opts.changes;
  changes.subscribe(() => store.clear());
  const protocolOf = requestProtocol(opts.trustProxy);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // A hit is answered by the Node server's request listener, before Fastify builds its request and
  // reply: only for the exact raw URL and encoding of a request the cache answered before (an alias
  // of its key), so Fastify's routing decides what may be cached and this path only repeats it. Pages
  // are aliased only when opts.pages. Anything else goes to Fastify as it came (docs/decisions/0030).
  const server = app.server;
  const [fastifyHandler, ...others] = server.listeners('request') as RequestListener[];
  if (fastifyHandler && others.length === 0) {
    server.removeListener('request', fastifyHandler);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!servedRaw(req, res)) fastifyHandler.call(server, req, res);
    });
  }

  // Browsers send a handful of Accept-Encoding values: each is read once.
  const encodings = new Map<string, Encoding>();
  const encodingOf = (header: string | undefined): Encoding => {
    if (header === undefined) return chosenEncoding(header);
    let encoding = encodings.get(header);
    if (encoding === undefined) {
      encoding = chosenEncoding(header);
      if (encodings.size < 64) encodings.set(header, encoding);
    }
    return encoding;
  };

  function servedRaw(req: IncomingMessage, res: ServerResponse): boolean {
    if (closing || req.method !== 'GET' || req.headers.authorization !== undefined) return false;
    try {
      if (!changes.listening()) return false;
      const hit = store.getByAlias(`${encodingOf(req.headers['accept-encoding'])} ${req.url}`);
      if (!hit) return false;
      const protocol = protocolOf(req);
      // Any fault before the answer starts leaves the request to Fastify; after, the answer ends.
      try {
        sendHit(res, hit, securityHeaders(opts.https, protocol), req.headers['if-none-match']);
      } catch {
        res.destroy();
      }
      return true;
    } catch {
      return false;
    }
  }

  // The same from the first hook, for what reaches Fastify: a URL spelled another way, a server of
  // Fastify's own (a second address it listens on, app.inject in tests). It also learns the alias.
  app.addHook('onRequest', async (request, reply) => {
    const target = cacheKeyOf(request);
    if (!target || (target.kind === 'page' && !opts.pages) || !changes.listening()) return;
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    const key = `${encoding} ${target.key}`;
    const hit = store.get(key);
    if (!hit) {
      request.cacheFill = {
        key,
        kind: target.kind,
        encoding,
        generation: store.generation,
        alias: `${encoding} ${request.raw.url}`,
      };
      // Public from the start, so no hook adds a cookie to an answer others will get (server/http/csrf.ts).
      reply.header('Cache-Control', SHARED_CACHE_CONTROL);
      return;
    }
    store.addAlias(`${encoding} ${request.raw.url}`, key);
    reply.hijack();
    sendHit(reply.raw, hit, securityHeaders(opts.https, request.protocol), request.headers['if-none-match']);
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
    if (store.generation === fill.generation) {
      store.set(fill.key, { body, headers, etag, storedAt: Date.now() });
      store.addAlias(fill.alias, fill.key);
    }
    reply.headers(headers).header('Vary', 'Accept-Encoding').header('ETag', etag).header('X-Cache', 'miss');
    if (sameEtag(request.headers['if-none-match'], etag)) return notModified(reply);
    return body;
  });
}

interface HitHeaders {
  full: Record<string, string | number>;
  notModified: Record<string, string | number>;
}

/** Per answer and security headers (one of two fixed sets): made once, as Node only reads them. */
const hitHeaders = new WeakMap<CachedAnswer, Map<Readonly<Record<string, string>>, HitHeaders>>();

function headersOfHit(hit: CachedAnswer, security: Readonly<Record<string, string>>): HitHeaders {
  let bySecurity = hitHeaders.get(hit);
  if (!bySecurity) hitHeaders.set(hit, (bySecurity = new Map()));
  const made = bySecurity.get(security);
  if (made) return made;
  const notModified: Record<string, string | number> = {
    ...security,
    'cache-control': SHARED_CACHE_CONTROL,
    vary: 'Accept-Encoding',
    etag: hit.etag,
    'x-cache': 'hit',
  };
  // A browser takes a 304's headers into its stored copy: the page's own policy must come with it, or
  // the default locked-down one would block the page's scripts, styles and images on the next reload.
  const csp = hit.headers['content-security-policy'];
  if (csp) notModified['content-security-policy'] = csp;
  const full = { ...notModified, ...hit.headers, 'content-length': hit.body.length };
  const both = { full, notModified };
  bySecurity.set(security, both);
  return both;
}

/** A stored answer with the headers every answer carries, those stored with it and the cache's own. */
function sendHit(
  res: ServerResponse,
  hit: CachedAnswer,
  security: Readonly<Record<string, string>>,
  ifNoneMatch?: string,
) {
  const headers = headersOfHit(hit, security);
  if (sameEtag(ifNoneMatch, hit.etag)) res.writeHead(304, headers.notModified).end();
  else res.writeHead(200, headers.full).end(hit.body);
}

/** 'https' or 'http' as Fastify's request.protocol gives it with the server's trustProxy setting. */
function requestProtocol(trustProxy: AnswerCacheOptions['trustProxy']): (req: IncomingMessage) => string {
  const trusts = trustedProxy(trustProxy);
  return (req) => {
    const header = req.headers['x-forwarded-proto'];
    const forwarded = Array.isArray(header) ? header.join(',') : header;
    const socket = req.socket;
    if (forwarded && trusts?.(socket.remoteAddress ?? '', 0)) {
      // The last one when the header came more than once, as Fastify reads it.
      const last = forwarded.lastIndexOf(',');
      return last < 0 ? forwarded.trim() : forwarded.slice(last + 1).trim();
    }
    return (socket as TLSSocket).encrypted ? 'https' : 'http';
  };
}

/** Whether the peer at addr is a proxy whose X-Forwarded-Proto counts: Fastify's rule for each setting. */
function trustedProxy(trustProxy: AnswerCacheOptions['trustProxy']): ((addr: string, i: number) => boolean) | null {
  if (!trustProxy) return null;
  if (trustProxy === true) return () => true;
  // A hop count cannot vouch for the peer itself: Fastify never trusts its header then.
  if (typeof trustProxy === 'number') return () => false;
  return proxyAddr.compile(typeof trustProxy === 'string' ? trustProxy.split(',').map((t) => t.trim()) : trustProxy);
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
