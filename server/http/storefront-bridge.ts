// React Router's request handler under Fastify: built client assets from disk, every other path to
// the server build (pages, loaders, actions). No maintained adapter exists for React Router 7 on
// Node 20, so this turns Fastify's request into a Web Request and streams the Web Response back.
// `npm run dev` answers pages with the same route, from the sources (server/http/storefront-dev.ts).
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { connectionClosed } from './client-gone';
import { pageCsp, serviceWorkerCsp } from './security/security-headers';

export interface PageOptions {
  mediaOrigin: string;
  formTargets: string[];
  getLoadContext(request: FastifyRequest): unknown;
  /** `npm run dev` only: the page's policy also lets Vite's hot-reload socket connect. */
  hotReload?: boolean;
}

export interface StorefrontOptions extends PageOptions {
  buildDir: string;
}

export type PageHandler = (request: Request, loadContext: never) => Promise<Response>;

function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(new URL(request.url, origin), init);
}

export async function registerStorefront(app: FastifyInstance, opts: StorefrontOptions) {
  const serverEntry = path.join(opts.buildDir, 'server', 'index.js');
  const clientDir = path.join(opts.buildDir, 'client');
  if (!fs.existsSync(serverEntry)) throw new Error(`No storefront build at ${serverEntry}: run "npm run build".`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // The build's own React Router (its production files, bundled: docs/decisions/0050) handles its pages.
  const fromBuild = (build.entry.module as { createRequestHandler?: typeof createRequestHandler }).createRequestHandler;
  const handle = (fromBuild ?? createRequestHandler)(build, 'production');

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    // The build writes .br and .gz copies of scripts and styles (scripts/precompress-assets.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // The service worker: asked for anew at every check for a new build, and allowed to fetch
      // the shop's own answers (a worker obeys the policy its script came with; docs/decisions/0055).
      if (path.basename(filePath) === 'sw.js') {
        res.header('Cache-Control', 'no-cache');
        res.header('Content-Security-Policy', serviceWorkerCsp(opts.mediaOrigin));
      }
    },
  });

  await app.register(async (pages) => registerPageRoute(pages, handle, opts));
}

/** Every path no other route answers goes to React Router: pages, their data and their forms. */
export function registerPageRoute(pages: FastifyInstance, handle: PageHandler, opts: PageOptions) {
  pages.removeAllContentTypeParsers();
  pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
  pages.all('/*', async (request, reply) => {
    // A client that has already gone gets no page: nobody would read it.
    if (connectionClosed(reply)) return reply.hijack();
    const controller = new AbortController();
    // The loaders and the render stop when the client goes (React Router and React watch the signal).
    reply.raw.once('close', () => controller.abort());
    const response = await handle(toWebRequest(request, controller.signal), opts.getLoadContext(request) as never);
    if (connectionClosed(reply)) {
      await response.body?.cancel().catch(() => {});
      return reply.hijack();
    }
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      // Fastify counts what it sends itself (compressed or not).
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
      const hotReload = opts.hotReload ? hotReloadSocket(request) : undefined;
      reply.header('Content-Security-Policy', pageCsp(request.cspNonce, opts.mediaOrigin, opts.formTargets, hotReload));
    }
    if (!response.body) return reply.send();
    // A whole document (storefront/entry.server.tsx says its length) goes as one buffer, which the
    // compression compresses in one call; a streamed one chunk by chunk (docs/decisions/0047).
    if (response.headers.has('content-length')) return reply.send(Buffer.from(await response.arrayBuffer()));
    return reply.send(Readable.fromWeb(response.body as never));
  });
}

/** Where the page's Vite client opens its socket: the page's own host (server/http/storefront-dev.ts). */
function hotReloadSocket(request: FastifyRequest): string {
  return `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;
}
