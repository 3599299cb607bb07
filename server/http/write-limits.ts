// A general ceiling on changes per client address, under the stricter limits of sign-in and
// registration: orders, reviews, returns and wishlist edits from one address are bounded, so a
// script cannot flood the shop with orders that hold stock.
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from './attempt-limiter';

export function installWriteLimits(app: FastifyInstance, writesPerMinute: number) {
  const limiter = new AttemptLimiter(writesPerMinute, 60_000);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (!request.url.toLowerCase().startsWith('/api/')) return;
    const wait = limiter.retryAfterSeconds(request.ip);
    if (wait > 0) {
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send({ success: false, msg: 'Too many requests from your connection. Please wait a minute and try again.' });
    }
    limiter.record(request.ip);
  });
}
