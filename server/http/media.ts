// Product images, banners and videos. File names never change once written (a new image gets a new
// name), so browsers and a CDN in front may keep them for a year.
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const MEDIA_PREFIX = '/media/';

export async function registerMedia(app: FastifyInstance, mediaDir: string) {
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      res.header('Access-Control-Allow-Origin', '*');
      res.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
