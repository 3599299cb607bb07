// Catalogue pages and API answers the same for every shopper, kept compressed in this server's memory
// and sent again without rendering or querying (docs/decisions/0030). A miss renders the whole answer
// (no streaming), compresses it once, and stores it when nothing changed meanwhile. Registered before
// the CSRF cookie and compression hooks: a cacheable answer is public, so it carries no cookie, and is
// already compressed, so @fastify/compress leaves it alone. Each answer is kept with the products it
// shows, and a change to some products drops only theirs (docs/decisions/0061); concurrent misses for
// one answer wait for one render, and an answer whose products changed only in stock is served a few
// seconds more while one request renders it again (docs/decisions/0062).
import crypto from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalisedUrl } from '../http/input/normalised-url';
import type { HttpsSettings } from '../http/security/https';
import { pageCspAllowing, securityHeaders } from '../http/security/security-headers';
import { AnswerStore, type AnswerTraits, type CachedAnswer, type FillMark } from './answer-store';
import {
  type CacheableKind,
  cacheKeyOf,
  chosenEncoding,
  type Encoding,
  hasSession,
  isListRoute,
} from './cacheable-requests';
import type { CatalogueSignal } from './catalogue-changes';
import { inlineScriptHashes } from './inline-script-hashes';
import { productNumbersInJson } from './product-keys';

/** A CDN may keep it a minute and serve it stale while it asks again; browsers ask each time (ETag). */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const NOT_SHARED_CACHE_CONTROL = 'private, no-store';
const MAX_AGE_MS = 5 * 60_000;
/** How long an answer may still be served after its products' stock changed, none sold out (decision 0062). */
export const STOCK_STALE_MS = 3_000;
/** How long such an answer is served as it is before one request renders it again: the changes of these moments cost one render. */
const STOCK_REFRESH_AFTER_MS = 2_000;
/** How long a miss waits for the same answer another request is rendering before it renders its own. */
const COALESCE_WAIT_MS = 5_000;
const MIN_COMPRESSED_BYTES = 1024;
/**
 * Quality 5 with a 256 KB window (more than a page): within 1.3 % of quality 9's bytes on the shop's
 * pages at a twentieth of its time (under 1 ms against 12 to 25 for a 60 KB product page, whose render
 * takes longer). Quality 8, or the default 4 MB window, makes each compression allocate memory the
 * allocator keeps: the shop grew by about 100 MiB more while filling its cache (decision 0063).
 */
const BROTLI_QUALITY = 5;
const BROTLI_WINDOW_BITS = 18;
/** What a page or answer holding a staff session's form token shows (server/backoffice/gate.ts): never kept. */
const FORM_TOKEN_MARKS = ['name="_csrf"', '"csrfToken"'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface CacheFill {
  key: string;
  kind: CacheableKind;
  encoding: Encoding;
  mark: FillMark;
  /** The encoding and raw URL of the request, under which the raw listener may answer it next time. */
  alias: string;
  /** The products the answer shows: a page's loaders add theirs (server/app.ts), an API answer's are read from it. */
  products: Set<number>;
  /** Whether it is a list a product change may add to (AnswerTraits.list): set by a page's loaders, an API route, or answerShows. */
  list: boolean;
  /** Set once the answer is kept, or known not to be. */
  settled: boolean;
  /** Marks it settled and lets the requests waiting for it go on. */
  settle?: () => void;
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
  /** Whether an answer carries Strict-Transport-Security (server/http/security/https.ts). */
  https: HttpsSettings;
  /** Fastify's trustProxy: whose X-Forwarded-Proto tells the protocol, for hits answered before Fastify. */
  trustProxy: boolean | number | string | string[];
}

export function installAnswerCache(app: FastifyInstance, opts: AnswerCacheOptions) {
  app.decorateRequest('cacheFill', null);
  if (opts.maxBytes <= 0) return;
  const store = new AnswerStore(opts.maxBytes, MAX_AGE_MS, STOCK_STALE_MS, STOCK_REFRESH_AFTER_MS);
  const changes = opts.changes;
  changes.subscribe((_table, products) => {
    // A notice naming no products (settings, categories, banners…) clears everything.
    if (!products) return store.clear();
    if (products.stock.length) store.productsChanged(products.stock, 'stock');
    if (products.shown.length) store.productsChanged(products.shown, 'shown');
    if (products.edited.length || products.soldOut.length)
      store.productsChanged([...products.edited, ...products.soldOut], 'edited');
  });
  /** The renders under way, by key: a miss for the same key waits for the one before it. */
  const rendering = new Map<string, Promise<void>>();
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
    if (closing || req.method !== 'GET' || hasSession(req.headers)) return false;
    try {
      // The address in the form Fastify's rewriteUrl gives it too (server/app.ts): aliases are in it.
      req.url = normalisedUrl(req.url ?? '/');
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
    if (!target || (target.kind === 'page' && !opts.pages)) return;
    // Someone signed in gets the page made for them, and no shared cache keeps it.
    if (hasSession(request.headers)) {
      reply.header('Cache-Control', NOT_SHARED_CACHE_CONTROL);
      return;
    }
    if (!changes.listening()) return;
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    const key = `${encoding} ${target.key}`;
    let hit = store.get(key);
    const earlier = hit ? undefined : rendering.get(key);
    if (earlier) {
      // Another request is rendering this very answer: take it from the cache when it is kept.
      await Promise.race([earlier, new Promise((r) => setTimeout(r, COALESCE_WAIT_MS).unref())]);
      hit = store.get(key);
    }
    if (!hit) {
      const fill: CacheFill = {
        key,
        kind: target.kind,
        encoding,
        mark: store.mark(),
        alias: `${encoding} ${request.raw.url}`,
        products: new Set(),
        list: target.kind === 'api' && isListRoute(target.route),
        settled: false,
      };
      request.cacheFill = fill;
      let done = () => {};
      const renderingThis = new Promise<void>((resolve) => (done = resolve));
      rendering.set(key, renderingThis);
      fill.settle = () => {
        if (fill.settled) return;
        fill.settled = true;
        if (rendering.get(key) === renderingThis) rendering.delete(key);
        done();
      };
      // An answer that fails or is abandoned keeps nothing: the next request for it renders it.
      reply.raw.once('close', () => {
        if (!fill.settled) store.release(key);
        fill.settle?.();
      });
      // Public from the start, so no hook adds a cookie to an answer others will get (server/http/security/csrf.ts).
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
    // Kept only a 200 that is still public as the first hook made it (a handler that says private or
    // no-store is believed), carries no cookie and holds no staff form token.
    const stillPublic = reply.getHeader('cache-control') === SHARED_CACHE_CONTROL;
    if (
      reply.statusCode !== 200 ||
      !stillPublic ||
      reply.hasHeader('set-cookie') ||
      reply.hasHeader('content-encoding')
    ) {
      unkept(fill);
      reply.header('Cache-Control', NOT_SHARED_CACHE_CONTROL);
      if (!html || reply.hasHeader('content-encoding')) return payload;
      // Not kept (a 404 page), but rendered without a nonce all the same: its scripts go in by hash.
      const page = await wholeBody(payload);
      reply.header('Content-Security-Policy', hashedCsp(page));
      return page;
    }
    const whole = await wholeBody(payload);
    if (FORM_TOKEN_MARKS.some((mark) => whole.includes(mark))) {
      unkept(fill);
      reply.header('Cache-Control', NOT_SHARED_CACHE_CONTROL);
      if (html) reply.header('Content-Security-Policy', hashedCsp(whole));
      return whole;
    }
    if (html) reply.header('Content-Security-Policy', hashedCsp(whole));
    const body = await compressed(whole, fill.encoding);
    const etag = `"${crypto.createHash('sha256').update(whole).digest('base64url').slice(0, 24)}-${fill.encoding}"`;
    const headers: Record<string, string> = { 'content-type': contentType };
    const csp = reply.getHeader('content-security-policy');
    if (csp) headers['content-security-policy'] = String(csp);
    if (body !== whole) headers['content-encoding'] = fill.encoding;
    const text = fill.kind === 'api' ? whole.toString('utf8') : '';
    if (fill.kind === 'api') productNumbersInJson(text, fill.products);
    // Pages show whether a product is available, never its stock figure (docs/decisions/0068).
    const traits: AnswerTraits = { list: fill.list, stockFigures: fill.kind === 'api' && text.includes('"Stock":') };
    // Changed while it was made: sent to this shopper, not kept for the next.
    const answer = { body, headers, etag, storedAt: Date.now() };
    if (store.set(fill.key, answer, [...fill.products], fill.mark, traits)) store.addAlias(fill.alias, fill.key);
    else store.release(fill.key);
    fill.settle?.();
    reply.headers(headers).header('Vary', 'Accept-Encoding').header('ETag', etag).header('X-Cache', 'miss');
    if (sameEtag(request.headers['if-none-match'], etag)) return notModified(reply);
    return body;
  });

  function unkept(fill: CacheFill) {
    store.release(fill.key);
    fill.settle?.();
  }
}

/**
 * For a route whose answer the cache may keep (cacheable-requests.ts) and that makes it without the
 * catalogue service a page's loaders get (a feed, say): the products it shows, and whether it is a list
 * a product change may add to. A change to one of them, or to any product for a list, drops it
 * (docs/decisions/0067). Does nothing when the answer is not being made for the cache.
 */
export function answerShows(request: FastifyRequest, products: Iterable<number>, traits: { list: boolean }) {
  const fill = request.cacheFill;
  if (!fill) return;
  for (const productNo of products) fill.products.add(productNo);
  if (traits.list) fill.list = true;
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
      [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
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
