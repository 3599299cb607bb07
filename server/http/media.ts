// Product images, banners and videos. File names never change once written (a new image gets a new
// name), so browsers and a CDN in front may keep them for a year. They come from the media folder, or
// from the bucket when media live in object storage (docs/decisions/0029-media-storage-and-backups.md).
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MEDIA_CACHE_CONTROL } from '../media/bucket-store';
import type { MediaStore } from '../media/media-store';

export const MEDIA_PREFIX = '/media/';

function shareable(res: { header(name: string, value: string): unknown }) {
  res.header('Cache-Control', MEDIA_CACHE_CONTROL);
  res.header('Access-Control-Allow-Origin', '*');
  res.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

export async function registerMedia(app: FastifyInstance, store: MediaStore) {
  // Private files kept with the media (bank-transfer receipts, docs/decisions/0089) are never media.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PREFIX}private/*`,
    handler: (_request, reply) => reply.callNotFound(),
  });
  if (store.kind === 'folder') {
    fs.mkdirSync(store.where, { recursive: true });
    await app.register(fastifyStatic, {
      root: store.where,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: shareable,
    });
    return;
  }
  // Through the shop from the bucket, for a shop without a public bucket address or CDN.
  app.get(`${MEDIA_PREFIX}*`, async (request, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
    const ifNoneMatch = request.headers['if-none-match'];
    const found = await store.open(key, { range, ifNoneMatch });
    if (found.kind === 'missing') return reply.callNotFound();
    shareable(reply);
    if (found.kind === 'not-modified') return reply.code(304).send();
    if (found.kind === 'bad-range') {
      if (found.total !== undefined) reply.header('Content-Range', `bytes */${found.total}`);
      return reply.code(416).send();
    }
    const o = found.object;
    reply.header('Content-Type', o.contentType);
    reply.header('Content-Length', String(o.length));
    reply.header('Accept-Ranges', 'bytes');
    if (o.etag) reply.header('ETag', o.etag);
    if (o.lastModified) reply.header('Last-Modified', o.lastModified.toUTCString());
    if (o.contentRange) reply.code(206).header('Content-Range', o.contentRange);
    return reply.send(o.body);
  });
}
