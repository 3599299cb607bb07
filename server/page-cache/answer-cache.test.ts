// Cached catalogue pages and API answers (docs/decisions/0030): the same bytes again without the work,
// never with a cookie or a nonce of someone else, never for a signed-in shopper, and cleared on every
// server within a second of a change in the database.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connect';
import { products } from '../../database/schema';
import { addProduct } from '../orders/test-fixtures';
import { type SecondServer, secondServer } from '../test-support/second-server';
import { redisAnswers, TEST_REDIS_URL } from '../test-support/test-redis';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { testPages } from './test-pages';

const browser = { 'accept-encoding': 'gzip, deflate, br' };
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...browser, ...headers } });

/** The answer's text as the browser reads it, after undoing its compression. */
function textOf(answer: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.rawPayload).toString('utf8');
  return answer.rawPayload.toString('utf8');
}

async function openShop(engine: 'pglite' | 'postgres', env: Record<string, string> = {}) {
  let shop: TestShop | undefined;
  shop = await createTestShop(engine, { PAGE_CACHE_MB: '32', ...env }, { pages: testPages(() => shop!.database.db) });
  return shop;
}

const rename = (db: Database, productNo: number, name: string) =>
  db.update(products).set({ name }).where(eq(products.productNo, productNo));

/** PostgreSQL tells of a change a moment after its commit: a test's own setup must not clear its cache later. */
const settled = () => new Promise((r) => setTimeout(r, 300));

/** Asks until the page shows `text`, for at most `ms`; answers how long it took. */
async function until(app: FastifyInstance, url: string, text: string, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (textOf(await get(app, url)).includes(text)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Infinity;
}

describe.each(engines)('cached catalogue answers (%s)', (engine) => {
  let shop: TestShop;
  let productNo: number;
  let page: string;
  let api: string;

  beforeAll(async () => {
    shop = await openShop(engine);
    productNo = await addProduct(shop.database.db, { name: 'Chadon beni pesto', salesPrice: '45.00' });
    await settled();
    page = `/productdetails/${productNo}`;
    api = `/api/Product/loadproduct?ProductNo=${productNo}`;
  });
  afterAll(() => shop?.close());

  it('answers a catalogue page again from the cache: the same compressed bytes, without a cookie', async () => {
    const first = await get(shop.app, page);
    const second = await get(shop.app, page);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(textOf(second)).toContain('Chadon beni pesto');
    // Written straight to the socket, a hit still carries every header the rendered answer had.
    const { date: _d1, 'x-cache': _x1, connection: _c1, 'keep-alive': _k1, ...missHeaders } = first.headers;
    const { date: _d2, 'x-cache': _x2, connection: _c2, 'keep-alive': _k2, ...hitHeaders } = second.headers;
    expect(hitHeaders).toEqual(missHeaders);
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    for (const answer of [first, second]) {
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
      expect(answer.headers.etag).toBe(first.headers.etag);
    }
    // Each encoding is kept on its own.
    const gzip = await get(shop.app, page, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(textOf(gzip)).toContain('Chadon beni pesto');
  });

  it('lets the inline scripts of a cached page run by their hashes, never by a nonce it would share', async () => {
    await get(shop.app, page);
    const cached = await get(shop.app, page);
    expect(cached.headers['x-cache']).toBe('hit');
    expect(textOf(cached)).not.toMatch(/nonce=/);
    const csp = String(cached.headers['content-security-policy']);
    expect(csp).not.toContain("'nonce-");
    const hash = `'sha256-${crypto.createHash('sha256').update('window.__shop = 1;').digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hash}`);
    // A catalogue page not kept (not found) is made the same way: hashes, never a nonce.
    const missing = await get(shop.app, '/productdetails/0');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect(String(missing.headers['content-security-policy'])).not.toContain("'nonce-");
    // A page never cached keeps a fresh nonce of its own.
    const a = await get(shop.app, '/cart');
    const b = await get(shop.app, '/cart');
    expect(a.headers['x-cache']).toBeUndefined();
    const nonceOf = (h: unknown) => /'nonce-([^']+)'/.exec(String(h))?.[1];
    expect(nonceOf(a.headers['content-security-policy'])).toBeTruthy();
    expect(nonceOf(a.headers['content-security-policy'])).not.toBe(nonceOf(b.headers['content-security-policy']));
  });

  it('answers 304 to a browser that holds the same ETag', async () => {
    const full = await get(shop.app, api);
    const again = await get(shop.app, api, { 'if-none-match': String(full.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(shop.app, api, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it("sends a page's own policy with its 304, which the browser keeps for the next reload", async () => {
    const full = await get(shop.app, page);
    const hit = await get(shop.app, page);
    expect(hit.headers['x-cache']).toBe('hit');
    const again = await get(shop.app, page, { 'if-none-match': String(hit.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(full.headers['content-security-policy']);
    expect(String(again.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('caches the catalogue API, but never for a request signed in with a bearer token', async () => {
    const first = await get(shop.app, api);
    const second = await get(shop.app, api);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const signedIn = await get(shop.app, api, { authorization: 'Bearer some.customer.token' });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control'] ?? '').not.toMatch(/public/);
    const pageSignedIn = await get(shop.app, page, { authorization: 'Bearer some.customer.token' });
    expect(pageSignedIn.headers['x-cache']).toBeUndefined();
  });

  it('never caches a change, the back office or the cart', async () => {
    expect((await get(shop.app, '/admin/login')).headers['x-cache']).toBeUndefined();
    expect((await get(shop.app, '/cart')).headers['x-cache']).toBeUndefined();
    const head = await shop.app.inject({ method: 'HEAD', url: api, headers: browser });
    expect(head.headers['x-cache']).toBeUndefined();
  });

  it('forgets a page and an answer within a second of a change in the database', async () => {
    await get(shop.app, page);
    expect((await get(shop.app, page)).headers['x-cache']).toBe('hit');
    await get(shop.app, api);
    await rename(shop.database.db, productNo, 'Chadon beni pesto (new jar)');
    expect(await until(shop.app, page, '(new jar)', 1_000)).toBeLessThan(1_000);
    expect(await until(shop.app, api, '(new jar)', 1_000)).toBeLessThan(1_000);
  });

  it('caches nothing with PAGE_CACHE_MB=0', async () => {
    const off = await openShop(engine, { PAGE_CACHE_MB: '0' });
    try {
      const page = `/productdetails/${await addProduct(off.database.db, { name: 'Tamarind balls', salesPrice: '9.00' })}`;
      await settled();
      await get(off.app, page);
      const again = await get(off.app, page);
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-cache']).toBeUndefined();
      expect(String(again.headers['content-security-policy'])).toContain("'nonce-");
    } finally {
      await off.close();
    }
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const redisUp = onPostgres && (await redisAnswers());

describe.skipIf(!onPostgres)('cached answers on two servers of one PostgreSQL database', () => {
  for (const withRedis of [false, true]) {
    describe.skipIf(withRedis && !redisUp)(withRedis ? 'with Redis' : 'without Redis', () => {
      let one: TestShop;
      let two: SecondServer;
      let productNo: number;
      beforeAll(async () => {
        const env: Record<string, string> = withRedis ? { REDIS_URL: TEST_REDIS_URL } : {};
        one = await openShop('postgres', env);
        two = await secondServer(one, { PAGE_CACHE_MB: '32', ...env }, { pages: testPages(() => two.database.db) });
        productNo = await addProduct(one.database.db, { name: 'Sorrel syrup', salesPrice: '30.00' });
        await settled();
      });
      afterAll(async () => {
        await two?.close();
        await one?.close();
      });

      it('clears a cached page on both servers within a second of a change made through one', async () => {
        const page = `/productdetails/${productNo}`;
        for (const app of [one.app, two.app]) {
          await get(app, page);
          expect((await get(app, page)).headers['x-cache']).toBe('hit');
        }
        await rename(one.database.db, productNo, 'Sorrel syrup (Christmas batch)');
        const waited = await Promise.all([one.app, two.app].map((app) => until(app, page, 'Christmas', 1_000)));
        expect(Math.max(...waited)).toBeLessThan(1_000);
      });
    });
  }
});
