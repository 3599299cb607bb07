// Cached catalogue pages and API answers (docs/decisions/0030): the same bytes again without the work,
// never with a cookie or a nonce of someone else, never for a signed-in shopper, and cleared on every
// server within a second of a change in the database.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connect';
import { products } from '../../database/schema';
import type { LogDestination } from '../http/security/safe-logging';
import { type Answer, send } from '../test-support/loopback-client';
import { addProduct } from '../test-support/order-fixtures';
import { type SecondServer, secondServer } from '../test-support/second-server';
import { testPages } from '../test-support/storefront-stand-in';
import { redisAnswers, TEST_REDIS_URL } from '../test-support/test-redis';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';

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

async function openShop(engine: 'pglite' | 'postgres', env: Record<string, string> = {}, log?: LogDestination) {
  let shop: TestShop | undefined;
  shop = await createTestShop(
    engine,
    { PAGE_CACHE_MB: '32', ...env },
    { pages: testPages(() => shop!.database.db), log },
  );
  return shop;
}

/** The shop on a real port: app.inject() never reaches the Node server's request listener. */
async function listening(shop: TestShop): Promise<string> {
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const address = shop.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Every header but those Node adds itself (date, connection) and the cache's word on which it was. */
function headersBut(answer: Answer) {
  const { date: _d, 'x-cache': _x, connection: _c, 'keep-alive': _k, ...rest } = answer.headers;
  return rest;
}

const rename = (db: Database, productNo: number, name: string) =>
  db.update(products).set({ name }).where(eq(products.productNo, productNo));

/** PostgreSQL tells of a change a moment after its commit: a test's own setup must not clear its cache later. */
const settled = () => new Promise((r) => setTimeout(r, 300));

/** Asked until it comes from the cache (the first ask renders it). */
async function cachedOn(app: FastifyInstance, url: string) {
  for (let i = 0; i < 20; i++) {
    if ((await get(app, url)).headers['x-cache'] === 'hit') return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} never came from the cache`);
}

/** Asks until the answer is rendered again (a miss), for at most `ms`; answers how long it took. */
async function untilMiss(app: FastifyInstance, url: string, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if ((await get(app, url)).headers['x-cache'] === 'miss') return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Infinity;
}

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

  it("drops only an edited product's answers and the lists; a settings change drops everything", async () => {
    const other = await addProduct(shop.database.db, { name: 'Tamarind balls', salesPrice: '10.00' });
    await settled();
    const kept = [`/productdetails/${other}`, `/api/Product/loadproduct?ProductNo=${other}`];
    const lists = ['/', '/api/trini/GetProducts?PageNo=1&MaxRecords=15'];
    const all = [page, api, ...kept, ...lists];
    for (const url of all) await cachedOn(shop.app, url);

    await shop.database.db.update(products).set({ salesPrice: '46.50' }).where(eq(products.productNo, productNo));
    expect(await until(shop.app, api, '46.5', 1_000)).toBeLessThan(1_000);
    expect((await get(shop.app, page)).headers['x-cache'], page).toBe('miss');
    for (const url of lists) expect((await get(shop.app, url)).headers['x-cache'], url).toBe('miss');
    for (const url of kept) expect((await get(shop.app, url)).headers['x-cache'], url).toBe('hit');

    for (const url of all) await cachedOn(shop.app, url);
    await shop.database.db.execute(sql`UPDATE settings SET value = value WHERE key = (SELECT min(key) FROM settings)`);
    expect(await untilMiss(shop.app, kept[0]!, 1_000)).toBeLessThan(1_000);
    for (const url of all.filter((u) => u !== kept[0]))
      expect((await get(shop.app, url)).headers['x-cache'], url).toBe('miss');
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

describe.each(engines)('cached answers over HTTP, before Fastify (%s)', (engine) => {
  let shop: TestShop;
  let base: string;
  let productNo: number;
  let page: string;
  let api: string;
  const lines: string[] = [];
  const http = (method: string, url: string, headers: Record<string, string> = {}) =>
    send(method, base + url, { headers: { ...browser, ...headers } });
  /** Fastify logs each request it handles at debug level: the raw listener's hits never reach it. */
  const fastifySaw = (url: string) => lines.filter((l) => l.includes('incoming request') && l.includes(url)).length;

  beforeAll(async () => {
    shop = await openShop(engine, { LOG_LEVEL: 'debug' }, { write: (line) => void lines.push(line) });
    base = await listening(shop);
    productNo = await addProduct(shop.database.db, { name: 'Kurma', salesPrice: '12.00' });
    await settled();
    page = `/productdetails/${productNo}`;
    api = `/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15&UseForExpo=${productNo}`;
  });
  afterAll(() => shop?.close());

  it('answers a hit without Fastify, with every header and byte of the rendered answer', async () => {
    for (const url of [page, api]) {
      const miss = await http('GET', url);
      const seen = fastifySaw(url.split('?')[0]!);
      expect(seen).toBeGreaterThan(0);
      const hit = await http('GET', url);
      expect([miss.status, hit.status]).toEqual([200, 200]);
      expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
      expect(fastifySaw(url.split('?')[0]!)).toBe(seen);
      expect(headersBut(hit)).toEqual(headersBut(miss));
      expect(hit.headers['content-length']).toBe(String(hit.bytes.length));
      expect(hit.bytes.equals(miss.bytes)).toBe(true);
      expect(hit.headers['x-frame-options']).toBe('DENY');
      expect(hit.headers['set-cookie']).toBeUndefined();
      const again = await http('GET', url, { 'if-none-match': String(hit.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);
    }
    // The same answer asked with its query in another order: Fastify finds it, and the listener knows it next time.
    const reordered = `/api/trini/GetProducts?UseForExpo=${productNo}&MaxRecords=15&PageNo=1&HomePageProducts=1`;
    expect((await http('GET', reordered)).headers['x-cache']).toBe('hit');
    const seen = fastifySaw('/api/trini/GetProducts');
    expect((await http('GET', reordered)).headers['x-cache']).toBe('hit');
    expect(fastifySaw('/api/trini/GetProducts')).toBe(seen);
  });

  it('never answers a bearer token or another method from the cache', async () => {
    for (const url of [page, api]) {
      await http('GET', url);
      expect((await http('GET', url)).headers['x-cache']).toBe('hit');
      const signedIn = await http('GET', url, { authorization: 'Bearer some.customer.token' });
      expect(signedIn.headers['x-cache']).toBeUndefined();
      expect(signedIn.headers['cache-control'] ?? '').not.toMatch(/public/);
      for (const method of ['POST', 'HEAD']) {
        const other = await http(method, url, { 'content-type': 'application/json' });
        expect(other.headers['x-cache']).toBeUndefined();
        expect(other.headers['cache-control'] ?? '').not.toMatch(/public/);
      }
    }
  });

  it('forgets what it knew within a second of a change in the database', async () => {
    await http('GET', api);
    expect((await http('GET', api)).headers['x-cache']).toBe('hit');
    await rename(shop.database.db, productNo, 'Kurma (extra crunchy)');
    const started = Date.now();
    let answer = await http('GET', api);
    while (answer.headers['x-cache'] === 'hit' && Date.now() - started < 1_000) answer = await http('GET', api);
    expect(answer.headers['x-cache']).toBe('miss');
    expect(zlib.brotliDecompressSync(answer.bytes).toString('utf8')).toContain('extra crunchy');
    expect((await http('GET', api)).headers['x-cache']).toBe('hit');
  });
});

describe('the protocol a hit before Fastify counts for Strict-Transport-Security', () => {
  const url = '/productdetails/1';
  const forwardedHttps = { 'x-forwarded-proto': 'https' };

  for (const [trustProxy, trusted] of [
    ['false', false],
    ['loopback', true],
    ['10.0.0.0/8', false],
  ] as const) {
    it(`${trusted ? 'believes' : 'ignores'} X-Forwarded-Proto with TRUST_PROXY=${trustProxy}, as Fastify does`, async () => {
      const shop = await openShop('pglite', { NODE_ENV: 'production', TRUST_PROXY: trustProxy });
      try {
        const base = await listening(shop);
        // One page each, so each case has its miss (rendered by Fastify) to compare its hit with.
        for (const [i, headers] of [{}, forwardedHttps].entries()) {
          const get = () => send('GET', `${base}${url}?case=${i}`, { headers: { ...browser, ...headers } });
          const miss = await get();
          const hit = await get();
          expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
          expect(headersBut(hit)).toEqual(headersBut(miss));
          const sts = headers === forwardedHttps && trusted;
          expect(hit.headers['strict-transport-security'] !== undefined).toBe(sts);
        }
      } finally {
        await shop.close();
      }
    });
  }
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

      it("drops an edited product's page and the lists on both servers, and keeps the other products'", async () => {
        const other = await addProduct(one.database.db, { name: 'Mauby bark', salesPrice: '20.00' });
        await settled();
        const edited = `/productdetails/${productNo}`;
        const kept = `/productdetails/${other}`;
        for (const app of [one.app, two.app]) for (const url of [edited, kept, '/']) await cachedOn(app, url);
        await one.database.db.update(products).set({ salesPrice: '31.00' }).where(eq(products.productNo, productNo));
        const waited = await Promise.all([one.app, two.app].map((app) => untilMiss(app, edited, 1_000)));
        expect(Math.max(...waited)).toBeLessThan(1_000);
        for (const app of [one.app, two.app]) {
          expect((await get(app, '/')).headers['x-cache']).toBe('miss');
          expect((await get(app, kept)).headers['x-cache']).toBe('hit');
        }
      });
    });
  }
});
