// Who and what the cache shares (docs/decisions/0051): keys that tell apart every query a handler could
// read differently, no answer for or from anyone with a session, and nothing kept that holds a staff
// form token, from Fastify's hook and from the listener before Fastify alike.
import zlib from 'node:zlib';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gatherRepeated } from '../catalogue/lists/repeated-param';
import { flagParam, parseInput } from '../http/input/validate';
import { send } from '../test-support/loopback-client';
import { addProduct } from '../test-support/order-fixtures';
import { testPages } from '../test-support/storefront-stand-in';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { canonicalQuery } from './cacheable-requests';

const browser = { 'accept-encoding': 'gzip, br' };

describe('canonicalQuery', () => {
  // What the handlers can read of a query: the API's case-insensitive fields (first of a repeated one,
  // or all of a gathered list) and the pages' URLSearchParams, by exact name.
  const schema = z.object({
    SearchText: z.string().optional(),
    PageNo: z.string().optional(),
    Flag: flagParam.optional(),
  });
  const gathered = z.object({ SubCategoryNo: z.string().optional() });
  const names = [
    'SearchText',
    'searchtext',
    'SEARCHTEXT',
    'Search%54ext',
    'PageNo',
    'pageno',
    'SubCategoryNo',
    'subcategoryno',
    'q',
    'Q',
    'a%62',
    'ab',
    'Flag',
  ];
  const values = ['tabla', 'sofa', '1', '2', 'x+y', 'x%20y', '', '%C3%A9', 'a%26b'];
  let reader: FastifyInstance;
  beforeAll(async () => {
    reader = Fastify();
    reader.get('/read', async (request) => {
      const url = new URL(request.url, 'http://shop');
      return {
        api: parseInput(schema, request.query),
        list: parseInput(gathered, gatherRepeated(request.query, 'SubCategoryNo')),
        page: Object.fromEntries(
          ['SearchText', 'searchtext', 'q', 'Q', 'ab', 'PageNo'].map((n) => [n, url.searchParams.getAll(n)]),
        ),
      };
    });
    await reader.ready();
  });
  afterAll(() => reader.close());
  const read = async (query: string) => (await reader.inject(`/read?${query}`)).json();

  it('gives the same key only to queries every handler reads the same', async () => {
    const part = fc.tuple(fc.constantFrom(...names), fc.constantFrom(...values)).map(([n, v]) => `${n}=${v}`);
    // The second is half the time the first in another order, which is where a key could wrongly be
    // shared, and otherwise any query.
    const queries = fc
      .array(part, { minLength: 1, maxLength: 5 })
      .chain((one) =>
        fc.tuple(
          fc.constant(one),
          fc.oneof(fc.shuffledSubarray(one, { minLength: one.length }), fc.array(part, { maxLength: 5 })),
        ),
      );
    let shared = 0;
    await fc.assert(
      fc.asyncProperty(queries, async ([one, two]) => {
        const a = one.join('&');
        const b = two.join('&');
        if (canonicalQuery(a) !== canonicalQuery(b)) return;
        shared++;
        expect(await read(b)).toEqual(await read(a));
      }),
      { numRuns: 600 },
    );
    // About 220 of 600 share a key (191 at the least over 300 seeds): the property was really tried.
    expect(shared).toBeGreaterThan(120);
  });

  it('keeps case variants of one name apart, in the order they came', () => {
    expect(canonicalQuery('SearchText=tabla&searchtext=sofa')).not.toBe(
      canonicalQuery('searchtext=sofa&SearchText=tabla'),
    );
    expect(canonicalQuery('PageNo=1&SearchText=a')).toBe(canonicalQuery('SearchText=a&PageNo=1'));
    expect(canonicalQuery('ab=1&a%62=2')).not.toBe(canonicalQuery('a%62=2&ab=1'));
    expect(canonicalQuery('q=%FF')).not.toBe(canonicalQuery('q=%EF%BF%BD'));
  });
});

describe.each(engines)('what the cache shares (%s)', (engine) => {
  let shop: TestShop;
  let base: string;
  let tabla: number;
  let sofa: number;
  let tokenPage: string;

  beforeAll(async () => {
    shop = await createTestShop(engine, { PAGE_CACHE_MB: '32' }, { pages: testPages(() => shop.database.db) });
    tabla = await addProduct(shop.database.db, { name: 'Tabla drum pair zqx', salesPrice: '900.00' });
    sofa = await addProduct(shop.database.db, { name: 'Sofa in teak zqx', salesPrice: '4000.00' });
    // The stand-in page prints a product's name as it is: this one shows what a staff form holds.
    tokenPage = `/productdetails/${await addProduct(shop.database.db, { name: '<input name="_csrf" value="t">', salesPrice: '1.00' })}`;
    await new Promise((r) => setTimeout(r, 300));
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const address = shop.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => shop?.close());

  const inject = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await shop.app.inject({ method: 'GET', url, headers: { ...browser, ...headers } });
    return { status: answer.statusCode, headers: answer.headers, bytes: answer.rawPayload };
  };
  const overHttp = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await send('GET', base + url, { headers: { ...browser, ...headers } });
    return { status: answer.status, headers: answer.headers, bytes: answer.bytes };
  };
  const namesIn = (answer: { bytes: Buffer; headers: Record<string, unknown> }) => {
    const text =
      answer.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(answer.bytes).toString('utf8')
        : answer.headers['content-encoding'] === 'gzip'
          ? zlib.gunzipSync(answer.bytes).toString('utf8')
          : answer.bytes.toString('utf8');
    return (JSON.parse(text).map((p: { ProductNo: number }) => p.ProductNo) as number[]).sort();
  };

  for (const [how, ask] of [
    ['through Fastify', inject],
    ['over HTTP', overHttp],
  ] as const) {
    it(`never lets case-variant parameters share an entry (${how})`, async () => {
      const tag = how.length;
      const first = `/api/trini/GetProducts?SearchText=tabla%20zqx&searchtext=sofa%20zqx&UseForExpo=${tag}&PageNo=1&pageno=2`;
      const other = `/api/trini/GetProducts?searchtext=sofa%20zqx&SearchText=tabla%20zqx&UseForExpo=${tag}&PageNo=1&pageno=2`;
      for (let i = 0; i < 2; i++) {
        const a = await ask(first);
        const b = await ask(other);
        expect([a.status, b.status]).toEqual([200, 200]);
        // The handler takes the first spelling it meets: each is answered for its own.
        expect(namesIn(a)).toEqual([tabla]);
        expect(namesIn(b)).toEqual([sofa]);
        expect(b.headers['x-cache']).toBe(i === 0 ? 'miss' : 'hit');
      }
    });

    it(`neither serves nor keeps an answer for a staff cookie or a customer's token (${how})`, async () => {
      const page = `/productdetails/${tabla}?how=${how.length}`;
      const staff = { cookie: 'XSRF-TOKEN=x; shop_staff=some-session' };
      const signedIn = await ask(page, staff);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers['x-cache']).toBeUndefined();
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      // Not kept: the first anonymous look is a miss, the next a hit.
      expect((await ask(page)).headers['x-cache']).toBe('miss');
      expect((await ask(page)).headers['x-cache']).toBe('hit');
      // Kept now, and still not served to either.
      for (const session of [staff, { cookie: 'shop_staff_step=x' }, { authorization: 'Bearer a.b.c' }]) {
        const again = await ask(page, session);
        expect(again.headers['x-cache']).toBeUndefined();
        expect(again.headers['cache-control']).toBe('private, no-store');
      }
      // A shopper's own cookies are no session: the shared answer.
      expect((await ask(page, { cookie: 'XSRF-TOKEN=abc' })).headers['x-cache']).toBe('hit');
    });

    it(`never keeps a page holding a staff form token (${how})`, async () => {
      for (let i = 0; i < 2; i++) {
        const answer = await ask(`${tokenPage}?how=${how.length}`);
        expect(answer.status).toBe(200);
        expect(answer.headers['x-cache']).toBeUndefined();
        expect(answer.headers['cache-control']).toBe('private, no-store');
      }
    });
  }

  it('answers the back office private, no-store, through every spelling', async () => {
    for (const url of ['/admin/login', '/ADMIN/orders.csv', '/search/../admin/customers.csv', '/%61dmin/reports.csv']) {
      const answer = await overHttp(url);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
      expect(answer.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
  });
});
