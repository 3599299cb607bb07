// A fast-check fuzz of every /api endpoint, found from the app's routes: requests built from each
// endpoint's field names (any case) filled with hostile values, in every body format and with odd
// headers. Whatever comes in: no 5xx, no stack trace or SQL in the answer, and a refused request
// (4xx, or 200 with success false or status 'failed') changes no row of any table.
//
// npm test runs FUZZ_RUNS (default 2,000) on PGlite and a fifth of them on PostgreSQL when
// TEST_DATABASE_URL is set (its write-ahead log is shared with every other test's database, so the
// digests are taken far more often there); `npm run fuzz` runs 20,000. A failure prints fast-check's
// seed and path: FUZZ_SEED=… FUZZ_PATH=… npx vitest run server/http/input/api-fuzz.test.ts replays it.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppRoute, apiRoutes } from '../../test-support/api-routes';
import {
  fieldEntries,
  hostileText,
  jsonText,
  percentEncode,
  type Sent,
  urlEncoded,
} from '../../test-support/hostile-input';
import { TEST_CSRF } from '../../test-support/requests';
import { type ChangeWatch, watchTables } from '../../test-support/table-digest';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PATH = process.env.FUZZ_PATH;

const ORDER_FIELDS = [
  'PMNo',
  'Remarks',
  'CountryNo',
  'IsPickup',
  'CustomerMobile',
  'CustomerName',
  'EmailID',
  'CustomerEmail',
  'CustomerAddress',
  'CustomerCityNo',
  'ODeliverCountryNo',
  'StoreNo',
  'InvoiceStoreName',
  'ShopNo',
  'ShopName',
  'NewOrderDate',
  'NewDeliveryDate',
  'Source',
  'IdempotencyKey',
  'OrderProductList',
  'Freight',
  'TotalAmount',
];
const ORDER_ITEM_FIELDS = ['ProductNo', 'ProductSKUNo', 'Color', 'Size', 'Quantity', 'Price'];
const RETURN_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'telephone',
  'order_id',
  'date_ordered',
  'product',
  'model',
  'quantity',
  'return_reason_id',
  'opened',
  'comment',
  'details',
  'agree',
];
const WIPAY_RETURN_FIELDS = [
  'status',
  'order_id',
  'transaction_id',
  'total',
  'currency',
  'message',
  'date',
  'card',
  'hash',
  'customer_name',
  'customer_email',
  'customer_phone',
  'customer_address',
  'data',
];

/** The documented fields of each endpoint (paths as the router keeps them, lower case). */
const KNOWN_FIELDS: Record<string, string[]> = {
  '/api/trini/getproducts': [
    'MaxRecords',
    'PageNo',
    'UseForExpo',
    'HomePageProducts',
    'BestSellers',
    'NewProducts',
    'SimilarProductNo',
    'SearchText',
    'CategorySearchText',
    'BannerNo',
  ],
  '/api/product/getproducts': [
    'CategoryNo',
    'MaxRecords',
    'PageNo',
    'PriceMin',
    'PriceMax',
    'InStock',
    'OutOfStock',
    'SubCategoryNo',
    'Sort',
  ],
  '/api/product/loadproduct': ['ProductNo', 'LoadReviews'],
  '/api/design/loaddesignpageproducts': ['PageNo', 'MaxRecords'],
  '/api/store/getproductcategorylist': ['MaxRecords'],
  '/api/shop/getshop': ['ShopNo'],
  '/api/trini/saveproductreview': ['ProductNo', 'CustomerMobile', 'CustomerName', 'ReviewTitle', 'Comments', 'Rating'],
  '/api/shop/saveorder': ORDER_FIELDS,
  '/api/shop/getwipayurl': ORDER_FIELDS,
  '/api/shop/trackorder': ['OrderId', 'Mobile'],
  '/api/shop/wipayreceive': WIPAY_RETURN_FIELDS,
  '/api/customer/register': [
    'CustomerName',
    'Address',
    'Mobile1',
    'EmailID',
    'NewPassword',
    'ConfirmPassword',
    'Confirmed',
  ],
  '/api/customer/returns': RETURN_FIELDS,
  '/api/customer/profile': ['FirstName', 'LastName', 'Email', 'Telephone'],
  '/api/customer/change-password': ['CurrentPassword', 'NewPassword', 'ConfirmPassword'],
  '/api/customer/wishlist': ['ProductNo'],
  '/api/customer/wishlist/merge': ['ProductNos'],
  '/api/auth/clogin': ['Mobile', 'Password'],
};
const NESTED_FIELDS = { OrderProductList: ORDER_ITEM_FIELDS };
const EVERY_FIELD = [...new Set(Object.values(KNOWN_FIELDS).flat())];

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

function randomCase(path: string, bits: number): string {
  return [...path].map((c, i) => ((bits >> (i % 30)) & 1 ? c.toUpperCase() : c)).join('');
}

/** A path parameter: plausible, hostile, or raw characters the URL should not carry. */
const pathValue = fc.oneof(
  fc.integer({ min: 1, max: 400 }).map(String),
  hostileText.map(percentEncode),
  fc.constantFrom('%00', '%E0%A4', '%ED%A0%80', '%', '..', '%2F', '-1', '1.5', '9'.repeat(40)),
);

const headerText = fc.oneof(
  hostileText,
  fc.string({ unit: fc.constantFrom('a', 'Z', '0', '-', '_', '.', ':', ' ', 'é', '\u00ff', ','), maxLength: 120 }),
);

function authorization(token: string): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(`Bearer ${token}`) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constant(`bearer ${token}`),
        fc.constant(`Bearer ${token}x`),
        fc.constant(`Bearer ${token.split('.').reverse().join('.')}`),
        headerText.map((t) => `Bearer ${t}`),
        headerText,
        fc.constantFrom(
          ...['Basic dXNlcjpwYXNz', 'Bearer a.b.c', 'Bearer', `Bearer ${'A'.repeat(8000)}`],
          'Bearer eyJhbGciOiJub25lIn0.e30.',
        ),
      ),
    },
  );
}

const idempotencyKey = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: fc.uuid() },
  {
    weight: 2,
    arbitrary: fc.oneof(headerText, fc.constantFrom('k'.repeat(8), 'k'.repeat(101), 'has space 1234', 'a,b,c,d,e,f')),
  },
);

type Body = { contentType?: string; payload: string } | undefined;

function body(entries: fc.Arbitrary<[string, Sent][]>): fc.Arbitrary<Body> {
  const object = entries.map((e): Sent => ({ entries: e }));
  return fc.oneof(
    { weight: 6, arbitrary: object.map((o) => ({ contentType: 'application/json', payload: jsonText(o) })) },
    {
      weight: 2,
      arbitrary: entries.map((e) => ({ contentType: 'application/x-www-form-urlencoded', payload: urlEncoded(e) })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(object, fc.nat(), fc.constantFrom('', '}', ',', '{', ']', '\u0000', 'garbage')).map((t) => {
        const [o, cut, tail] = t;
        const text = jsonText(o);
        return { contentType: 'application/json', payload: text.slice(0, cut % (text.length + 1)) + tail };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            ...['null', '[]', '"text"', '42', 'true', '[[[[[[[[[[]]]]]]]]]]'],
            ...['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}'],
          ),
          fc.integer({ min: 30, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
        )
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            ...[undefined, 'text/plain', 'multipart/form-data; boundary=x', 'application/xml'],
            ...['application/json; charset=latin1', 'application/x-www-form-urlencoded'],
          ),
          fc.constantFrom(
            ...['', 'a=1', '%E0%A4=1', 'Mobile=%00', '<a/>', '{"a":1}', 'x'.repeat(1_100_000)],
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
          ),
        )
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function requestFor(route: AppRoute, token: string): fc.Arbitrary<FuzzRequest> {
  const names = KNOWN_FIELDS[route.path] ?? EVERY_FIELD;
  const entries = fieldEntries(names, NESTED_FIELDS);
  const params = (route.path.match(/:\w+/g) ?? []).map(() => pathValue);
  return fc
    .record({
      method: fc.oneof(
        { weight: 19, arbitrary: fc.constantFrom(...route.methods) },
        { weight: 1, arbitrary: fc.constantFrom('PATCH', 'PUT', 'DELETE', 'OPTIONS') },
      ),
      caseBits: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2 ** 30 })),
      params: fc.tuple(...params),
      // Lists take their fields from the query string, changes from the body (and rarely a query string too).
      query: fc.oneof(
        { weight: route.methods.includes('GET') ? 8 : 0, arbitrary: entries.map(urlEncoded) },
        { weight: route.methods.includes('GET') ? 0 : 8, arbitrary: fc.constant('') },
        fc.constantFrom('', 'a=%E0%A4', '%00=1', 'SearchText=%00', 'x=1&x=2&X=3', '&&&==&', '%', 'a[b]=1&a[c]=2'),
        entries.map(urlEncoded),
      ),
      body: body(entries),
      authorization: authorization(token),
      idempotencyKey,
      csrf: fc.oneof(
        { weight: 9, arbitrary: fc.constant('good') },
        { weight: 1, arbitrary: fc.constantFrom('none', 'other') },
      ),
      forwardedFor: fc.oneof(fc.ipV4(), fc.constantFrom('unknown', '::1', '1.2.3.4, 5.6.7.8', 'x'.repeat(300))),
    })
    .map((r) => {
      let i = 0;
      const path = randomCase(route.path, r.caseBits).replace(/:\w+/g, () => r.params[i++] ?? '1');
      const headers: Record<string, string> = { 'x-forwarded-for': r.forwardedFor };
      if (r.csrf !== 'none') headers.cookie = `XSRF-TOKEN=${TEST_CSRF}`;
      if (r.csrf === 'good') headers['x-xsrf-token'] = TEST_CSRF;
      if (r.csrf === 'other') headers['x-xsrf-token'] = `${TEST_CSRF}x`;
      if (r.authorization !== undefined) headers.authorization = r.authorization;
      if (r.idempotencyKey !== undefined) headers['idempotency-key'] = r.idempotencyKey;
      const sendsBody = r.method !== 'GET' && r.method !== 'OPTIONS' && r.body !== undefined;
      if (sendsBody && r.body!.contentType) headers['content-type'] = r.body!.contentType;
      const url = r.query ? `${path}?${r.query}` : path;
      return { method: r.method, url, headers, payload: sendsBody ? r.body!.payload : undefined };
    });
}

const STACK_OR_SQL = [
  /Failed query/i,
  /DrizzleQueryError/,
  /\bparams:/,
  /invalid input syntax/i,
  /violates \w+(-\w+)? constraint/i,
  /duplicate key value/i,
  /syntax error at or near/i,
  /invalid byte sequence/i,
  /\brelation "/i,
  /\bat [\w.<>$]+ \(/,
  /\bat (?:file|node):/,
  /\.(?:ts|js|mjs):\d+:\d+/,
];

function answerOf(res: LightMyRequestResponse): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(res.body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function isRefused(res: LightMyRequestResponse): boolean {
  if (res.statusCode >= 400) return true;
  const answer = answerOf(res);
  return answer?.success === false || answer?.status === 'failed';
}

const shown = (r: FuzzRequest) => {
  const long = r.payload !== undefined && r.payload.length > 600;
  const payload = long ? `${r.payload!.slice(0, 600)}… (${r.payload!.length} characters)` : r.payload;
  return JSON.stringify({ ...r, payload });
};

async function send(app: FastifyInstance, watch: ChangeWatch, r: FuzzRequest, onlyChanging: boolean) {
  const watched = !onlyChanging || CHANGING.has(r.method);
  const before = watched ? await watch.current() : null;
  const res = await app.inject({ method: r.method as 'GET', url: r.url, headers: r.headers, payload: r.payload });
  const what = `${shown(r)}\n→ ${res.statusCode} ${res.body.slice(0, 400)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  for (const pattern of STACK_OR_SQL) expect(res.body, `${pattern} in ${what}`).not.toMatch(pattern);
  if (before && isRefused(res)) {
    expect(await watch.changedSince(before), `tables changed by a refused request: ${what}`).toEqual([]);
  }
}

describe.each(engines)('every /api endpoint under hostile input (%s)', (engine) => {
  const runs = engine === 'pglite' ? RUNS : Math.ceil(RUNS / 5);
  let shop: TestShop;
  let routes: AppRoute[];
  let watch: ChangeWatch;
  let token: string;

  beforeAll(async () => {
    // Limits per address would turn most requests into 429s: raised here, tested on their own elsewhere.
    shop = await createTestShop(engine, { SIGN_IN_LIMIT_PER_ADDRESS: '1000000' });
    routes = apiRoutes(shop.app);
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      headers: { cookie: `XSRF-TOKEN=${TEST_CSRF}`, 'x-xsrf-token': TEST_CSRF, 'x-forwarded-for': '10.9.9.9' },
      payload: {
        CustomerName: 'Fuzz Customer',
        Address: '1 Test Street',
        Mobile1: '7000001',
        EmailID: 'fuzz@example.test',
        NewPassword: 'a secret nobody guesses 9',
        ConfirmPassword: 'a secret nobody guesses 9',
        Confirmed: 1,
      },
    });
    token = (answerOf(res)?.jwt as string) ?? '';
    expect(token, res.body).not.toBe('');
    // The mail sender marks outbox rows sent whenever it runs: there only a new mail counts as a change.
    // The timers take their turns (timed_jobs) and note the daily stock mail on their own clock.
    watch = await watchTables(shop.database.db, {
      byWalPosition: engine === 'pglite',
      background: ['mail_outbox'],
      ignore: ['timed_jobs', 'low_stock_mails'],
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('notices a changed row, and only a changed row', async () => {
    const db = shop.database.db;
    const before = await watch.current();
    await db.execute(sql`update cities set name = name`);
    expect(await watch.changedSince(before)).toEqual([]);
    await db.execute(sql`update cities set name = name || '!' where city_no = (select min(city_no) from cities)`);
    expect(await watch.changedSince(before)).toEqual(['cities']);
    await db.execute(sql`update cities set name = rtrim(name, '!') where city_no = (select min(city_no) from cities)`);
    expect(await watch.changedSince(before)).toEqual([]);
    // A table the app changes in the background: only a new or removed row counts.
    const background = await watchTables(db, { byWalPosition: engine === 'pglite', background: ['cities'] });
    const start = await background.current();
    await db.execute(sql`update cities set sort_order = sort_order + 1`);
    expect(await background.changedSince(start)).toEqual([]);
    await db.execute(sql`insert into cities (name, island) values ('Fuzzville', 'Tobago')`);
    expect(await background.changedSince(start)).toEqual(['cities']);
    await db.execute(sql`delete from cities where name = 'Fuzzville'`);
    await db.execute(sql`update cities set sort_order = sort_order - 1`);
  });

  it('finds the endpoints from the app itself', () => {
    const paths = routes.map((r) => r.path);
    expect(paths).toContain('/api/shop/saveorder');
    expect(paths).toContain('/api/customer/orders/:orderId/track');
    for (const path of Object.keys(KNOWN_FIELDS)) {
      expect(paths, `${path} is no longer served: update KNOWN_FIELDS`).toContain(path);
    }
  });

  const title = `answers ${runs} hostile requests without a 5xx, a stack trace, SQL, or a change by a refused request`;
  it(title, { timeout: 60_000 + runs * 100 }, async () => {
    const request = fc.constantFrom(...routes).chain((route) => requestFor(route, token));
    await fc.assert(
      // On PostgreSQL only changing requests are watched: there every digest is taken afresh.
      fc.asyncProperty(request, (r) => send(shop.app, watch, r, engine !== 'pglite')),
      { numRuns: runs, seed: SEED, path: PATH, endOnFailure: PATH !== undefined },
    );
  });
});
