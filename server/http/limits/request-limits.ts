// Limits on changes per client address (docs/decisions/0021), with @fastify/rate-limit:
// - every change under /api: WRITE_LIMIT_PER_MINUTE a minute, under the stricter sign-in limits;
// - placing an order or starting a card payment: ORDER_LIMIT_PER_ADDRESS in 10 minutes as well, so one
//   address cannot hold the shop's stock with a stream of orders.
// A request counts by the route the router matched (its pattern and method), never by the raw URL:
// the router ignores case, decodes %-escapes and trailing slashes, so '/API/…', '/%61pi/…' and
// '/api/shop/saveorder/?x=1' reach the same handler and spend the same budget.
// With REDIS_URL the counts are shared by every server of the shop (server/http/limits/shared-rate-store.ts).
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHANGE_PAYMENT_METHOD_PATH, RETRY_WIPAY_PAYMENT_PATH } from '../../../shop-rules/card-payment';
import type { SharedRedis } from '../redis-connection';
import { sharedRateStore } from './shared-rate-store';

export const TOO_MANY_WRITES = 'Too many requests from your connection. Please wait a minute and try again.';
export const TOO_MANY_ORDERS = 'Too many orders from your connection. Please wait a few minutes and try again.';

/** The routes that place an order, start a card payment or pay one again: one budget per address. */
export const ORDER_ROUTES: readonly string[] = [
  'POST /api/shop/SaveOrder',
  'POST /api/shop/GetWipayUrl',
  `POST ${RETRY_WIPAY_PAYMENT_PATH}`,
  `POST ${CHANGE_PAYMENT_METHOD_PATH}`,
];

const ORDER_WINDOW_MS = 10 * 60 * 1000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Addresses each budget remembers before the least recently seen are forgotten. */
const REMEMBERED_ADDRESSES = 100_000;

export interface RequestLimits {
  writesPerMinute: number;
  /** Orders and card payment starts per client address in 10 minutes. */
  ordersPerAddress: number;
}

/** Where the counts live: in this process's memory, or in Redis shared by every server. */
export interface LimitStore {
  redis?: SharedRedis;
}

/** 'POST /api/shop/saveorder': the matched route's pattern, or null when no route matched (a 404). */
export function matchedRoute(request: FastifyRequest): string | null {
  const pattern = request.routeOptions.url;
  return pattern === undefined ? null : `${request.method} ${pattern}`.toLowerCase();
}

function isApiChange(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const pattern = (request.routeOptions.url ?? '').toLowerCase();
  return pattern.startsWith('/api/');
}

function tooMany(reply: FastifyReply, retryAfterSeconds: number, msg: string) {
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, retryAfterSeconds)))
    .send({ success: false, msg });
}

export async function installRequestLimits(app: FastifyInstance, limits: RequestLimits, store: LimitStore = {}) {
  // The keys below name their budget, so both budgets share one store.
  const shared = store.redis ? { store: sharedRateStore(store.redis, REMEMBERED_ADDRESSES) } : {};
  await app.register(rateLimit, { global: false, ...shared });
  // A client that has already gone has no address left on its socket; it gets no answer either.
  const address = (request: FastifyRequest) => (request.ip ? normalizeIP(request.ip) : 'gone');
  // The cache option sizes the in-memory store; @fastify/rate-limit takes it here but does not type it.
  const inMemory = { cache: REMEMBERED_ADDRESSES } as object;
  const writes = app.createRateLimit({
    ...inMemory,
    max: limits.writesPerMinute,
    timeWindow: 60_000,
    keyGenerator: (r) => `writes:${address(r)}`,
  });
  const orders = app.createRateLimit({
    ...inMemory,
    max: limits.ordersPerAddress,
    timeWindow: ORDER_WINDOW_MS,
    keyGenerator: (r) => `orders:${address(r)}`,
  });
  const orderRoutes = new Set(ORDER_ROUTES.map((r) => r.toLowerCase()));

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiChange(request)) return;
    const write = await writes(request);
    if (!write.isAllowed && write.isExceeded) return tooMany(reply, write.ttlInSeconds, TOO_MANY_WRITES);
    if (!orderRoutes.has(matchedRoute(request) ?? '')) return;
    const order = await orders(request);
    if (!order.isAllowed && order.isExceeded) return tooMany(reply, order.ttlInSeconds, TOO_MANY_ORDERS);
  });
}
