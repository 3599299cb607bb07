// The real thing: two servers of the shop (the production build, in child processes) on one fresh
// PostgreSQL database, one Redis and one S3-compatible bucket (s3rver), behind a real load balancer
// (HAProxy or nginx) that deals requests round robin. Every request of the cases goes through the
// balancer; the database is read only to check what was acknowledged. The figures it measures are
// printed and quoted in docs/deployment.md.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../database/connect';
import { orders } from '../database/schema';
import { findBalancer } from '../scripts/find-balancer.mjs';
import { freePort } from '../scripts/shop-server.mjs';
import { TOO_MANY_WRITES } from './http/limits/request-limits';
import { type LoadBalancer, startLoadBalancer } from './test-support/load-balancer';
import { type Answer, closeClients, loopbackAddress, send } from './test-support/loopback-client';
import { addProduct, newKey, orderBody } from './test-support/order-fixtures';
import { adminUrl, dropDatabase } from './test-support/postgres-admin';
import { startTestBucket, type TestBucket } from './test-support/s3-server';
import { type ShopProcess, startShopProcess } from './test-support/shop-process';
import { NO_REDIS, redisAnswers, TEST_REDIS_URL } from './test-support/test-redis';
import { APPROVED_CARD } from './test-support/wipay-hosted-page';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const balancer = findBalancer({ install: false });
const whySkipped = !SERVER_URL
  ? 'set TEST_DATABASE_URL'
  : !(await redisAnswers())
    ? NO_REDIS.replace(/^skipped: /, '')
    : balancer.why;
const behind = `two servers behind ${balancer.kind ?? 'a load balancer'}`;
const TITLE = `${behind}${whySkipped ? ` (skipped: ${whySkipped})` : ''}`;

const WRITES_PER_MINUTE = 10;
const CSRF = 'two-instances-csrf-token-0123456789';
const OWNER = { email: 'owner@example.test', password: 'demo-owner-password' }; // the demo seed's owner

describe.skipIf(Boolean(whySkipped))(TITLE, () => {
  const dbName = `shop_two_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const servers: ShopProcess[] = [];
  let lb: LoadBalancer;
  let database: DatabaseHandle;
  let productNo: number;
  let bucket: TestBucket;

  interface Sent extends Answer {
    by: string;
  }

  /** A request through the balancer as the shop's pages send it: JSON, and the CSRF pair on changes. */
  async function api(
    method: string,
    path: string,
    opts: { from?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Sent> {
    const headers: Record<string, string> = { ...opts.headers };
    if (method !== 'GET') {
      headers['content-type'] = 'application/json';
      headers.cookie = `XSRF-TOKEN=${CSRF}`;
      headers['x-xsrf-token'] = CSRF;
    }
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const answer = await send(method, `${lb.url}${path}`, { from: opts.from, headers, body });
    return { ...answer, by: lb.servedBy(answer.headers['x-served-by']) };
  }

  /** A page or form through the balancer, as a browser sends it. */
  async function page(
    method: string,
    path: string,
    opts: { from: string; cookie?: string; form?: FormData | URLSearchParams },
  ): Promise<Sent> {
    const headers: Record<string, string> = opts.cookie ? { cookie: opts.cookie } : {};
    let body: Buffer | undefined;
    if (opts.form) {
      const encoded = new Response(opts.form);
      body = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type')!;
      headers['content-length'] = String(body.length);
    }
    const answer = await send(method, `${lb.url}${path}`, { from: opts.from, headers, body });
    return { ...answer, by: lb.servedBy(answer.headers['x-served-by']) };
  }

  const cookieFrom = (answer: Answer, name: string) => {
    const set = answer.headers['set-cookie'] ?? [];
    const pair = set.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));
    if (!pair) throw new Error(`no ${name} cookie in the answer (${answer.status})`);
    return pair;
  };
  const hiddenCsrf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

  beforeAll(async () => {
    const admin = await adminUrl(SERVER_URL!);
    await admin.query(`CREATE DATABASE "${dbName}"`).finally(() => admin.end());
    const url = new URL(SERVER_URL!);
    url.pathname = `/${dbName}`;
    const lbPort = await freePort();
    bucket = await startTestBucket();
    const env = {
      ...bucket.env,
      DATABASE_URL: url.toString(),
      REDIS_URL: TEST_REDIS_URL,
      // Only the balancer may name the client; it replaces whatever X-Forwarded-For the client sent.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${lbPort}`,
      WRITE_LIMIT_PER_MINUTE: String(WRITES_PER_MINUTE),
      SEED_DEMO_MEDIA: 'false',
      SHUTDOWN_GRACE_SECONDS: '2',
    };
    // One after the other: the first migrates and seeds the empty database. Media: one bucket for both.
    servers.push(await startShopProcess({ env, emptyDataDir: true }));
    servers.push(await startShopProcess({ env, emptyDataDir: true }));
    lb = await startLoadBalancer(balancer as Required<typeof balancer>, lbPort, [
      { name: 'one', port: servers[0]!.port },
      { name: 'two', port: servers[1]!.port },
    ]);
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    productNo = await addProduct(database.db, { name: 'Doubles', salesPrice: '12.00', stock: 1_000_000 });
  });

  afterAll(async () => {
    closeClients();
    await lb?.stop();
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await database?.close();
    await dropDatabase(SERVER_URL!, dbName).catch(() => {});
    await bucket?.close();
    for (const s of servers) fs.rmSync(s.dataDir, { recursive: true, force: true });
  });

  it('deals requests to the two servers in turn', async () => {
    const by: string[] = [];
    for (let i = 0; i < 6; i++) {
      const health = await api('GET', '/api/health');
      expect(health.status).toBe(200);
      by.push(health.by);
    }
    expect(new Set(by)).toEqual(new Set(['one', 'two']));
    for (let i = 1; i < by.length; i++) expect(by[i]).not.toBe(by[i - 1]);
  });

  it('lets a customer register, log in, check out and find the order in their history', async () => {
    const from = loopbackAddress();
    const mobile = String(7_000_000 + Math.floor(Math.random() * 2_999_999));
    const password = 'correct horse 1';
    const registered = await api('POST', '/api/customer/register', {
      from,
      body: {
        CustomerName: 'Anita Ramdass',
        Address: '5 Coffee Street, San Fernando',
        EmailID: 'anita@example.test',
        Mobile1: mobile,
        NewPassword: password,
        ConfirmPassword: password,
        Confirmed: true,
      },
    });
    expect(registered.json()).toMatchObject({ success: true });
    const login = await api('POST', '/api/Auth/CLogin', { from, body: { Mobile: mobile, Password: password } });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.json().Token}` };
    const body = orderBody([{ ProductNo: productNo, Quantity: 2 }], {
      IdempotencyKey: newKey(),
      CustomerMobile: mobile,
    });
    const placed = await api('POST', '/api/shop/SaveOrder', { from, body, headers: auth });
    expect(placed.json()).toMatchObject({ success: true, OrderNo: expect.any(Number) });
    const history = await api('GET', '/api/customer/orders', { from, headers: auth });
    expect(history.status).toBe(200);
    expect(history.json()).toContainEqual(expect.objectContaining({ OrderId: placed.json().OrderNo, NoofProduct: 2 }));
    // The token one server signed was honoured by the other, and the history came from the other again.
    expect(placed.by).not.toBe(login.by);
    expect(history.by).not.toBe(placed.by);
  });

  it('takes a card payment started on one server back through the other', async () => {
    const from = loopbackAddress();
    const card = orderBody([{ ProductNo: productNo, Quantity: 1 }], {
      PMNo: 1,
      IsWipay: 1,
      IsPending: 1,
      IdempotencyKey: newKey(),
    });
    const start = await api('POST', '/api/shop/GetWipayUrl', { from, body: card });
    const { url, OrderNo } = start.json();
    expect(url).toMatch(new RegExp(`^${lb.url}/wipay-sandbox/plugins/payments/hosted/`));
    const hosted = await page('GET', new URL(url).pathname, { from });
    expect(hosted.status).toBe(200);
    expect(hosted.by).not.toBe(start.by);
    const action = /<form method="post" action="([^"]+)"/.exec(hosted.body)![1]!;
    const cardForm = new URLSearchParams({
      card_type: 'visa',
      card_number: APPROVED_CARD,
      expiry: '12/29',
      cvv: '123',
      name_on_card: 'Kim Ramdass',
    });
    const paid = await page('POST', action, { from, form: cardForm });
    expect(paid.status).toBe(303);
    const back = new URL(String(paid.headers.location), lb.url);
    const received = await api('POST', '/api/shop/WipayReceive', { from, body: Object.fromEntries(back.searchParams) });
    expect(received.json()).toEqual({ status: 'success', OrderNo });
    expect(received.by).not.toBe(start.by);
  });

  /** The demo owner signed in through the balancer: the sign-in page from one server, the form to the other. */
  async function signInOwner(from: string) {
    const signInPage = await page('GET', '/admin/login', { from });
    const signInCookie = cookieFrom(signInPage, 'shop_staff_signin');
    const form = new URLSearchParams({ ...OWNER, _csrf: hiddenCsrf(signInPage.body), next: '' });
    const signedIn = await page('POST', '/admin/login', { from, cookie: signInCookie, form });
    expect(signedIn.status).toBe(303);
    expect(signedIn.by).not.toBe(signInPage.by);
    const cookie = cookieFrom(signedIn, 'shop_staff');
    const newProduct = await page('GET', '/admin/products/new', { from, cookie });
    expect(newProduct.status).toBe(200);
    const categoryNo = /<option value="(\d+)"/.exec(newProduct.body)![1]!;
    /** The product form as the back office posts it. */
    const productForm = (salesPrice: string, image?: Blob) => {
      const f = new FormData();
      const values = {
        _csrf: hiddenCsrf(newProduct.body),
        name: 'Pholourie by the dozen',
        description: 'With tamarind sauce.',
        categoryNo,
        brand: 'Curepe Kitchen',
        salesPrice,
        discountPercent: '0',
        isActive: 'on',
      };
      for (const [k, v] of Object.entries(values)) f.append(k, v);
      if (image) f.append('images', image, 'pholourie.png');
      return f;
    };
    const save = async (productNo: number | 'new', form: FormData) =>
      page('POST', `/admin/products/${productNo}`, { from, cookie, form });
    return { productForm, save };
  }

  const savedProductNo = (created: Answer) => {
    expect(created.status).toBe(302);
    return Number(/\/admin\/products\/(\d+)/.exec(String(created.headers.location))![1]);
  };

  it('serves through one server an image uploaded through the other', async () => {
    const from = loopbackAddress();
    const owner = await signInOwner(from);
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer();
    const picture = new Blob([new Uint8Array(png)], { type: 'image/png' });
    const created = await owner.save('new', owner.productForm('15.00', picture));
    const productNo = savedProductNo(created);
    const product = await api('GET', `/api/Product/loadproduct?ProductNo=${productNo}`, { from });
    const [image] = product.json().ProductImageList as { ImageFilePath: string; ImageFilePathThumbnail: string }[];
    const served = new Map<string, Sent>();
    for (let i = 0; i < 2; i++) {
      const file = await page('GET', `/media/${image!.ImageFilePath}`, { from });
      served.set(file.by, file);
    }
    const other = [...served.keys()].find((by) => by !== (created as Sent).by)!;
    expect(served.get(other)?.status).toBe(200);
    expect(served.get(other)?.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.get(other)!.bytes).metadata()).toMatchObject({ width: 800, height: 800 });
  });

  it('shows a back-office price change on both servers at once', async () => {
    const from = loopbackAddress();
    const owner = await signInOwner(from);
    const saved = savedProductNo(await owner.save('new', owner.productForm('15.00')));
    const pricesOnBoth = async () => {
      const seen = new Map<string, unknown>();
      for (let i = 0; i < 2; i++) {
        const product = await api('GET', `/api/Product/loadproduct?ProductNo=${saved}`, { from });
        expect(product.status).toBe(200);
        seen.set(product.by, product.json().SalesPrice);
      }
      return Object.fromEntries(seen);
    };
    expect(await pricesOnBoth()).toEqual({ one: 15, two: 15 });
    const changed = await owner.save(saved, owner.productForm('17.50'));
    expect(changed.status).toBe(200);
    expect(changed.body).toContain('The product is saved.');
    expect(await pricesOnBoth()).toEqual({ one: 17.5, two: 17.5 });
  });

  it(`adds up one client's writes on both servers: ${WRITES_PER_MINUTE} in a minute, then 429 on either`, async () => {
    const from = loopbackAddress();
    const write = (headers: Record<string, string> = {}, address = from) =>
      api('POST', '/api/customer/wishlist', { from: address, body: { ProductNo: productNo }, headers });
    const by: string[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE; i++) {
      const w = await write();
      expect(w.status).not.toBe(429);
      by.push(w.by);
    }
    expect(by.filter((b) => b === 'one')).toHaveLength(WRITES_PER_MINUTE / 2);
    const refused = [await write(), await write()];
    expect(refused.map((r) => r.status)).toEqual([429, 429]);
    expect(refused[0]!.json()).toEqual({ success: false, msg: TOO_MANY_WRITES });
    expect(new Set(refused.map((r) => r.by))).toEqual(new Set(['one', 'two']));
    // A made-up X-Forwarded-For does not make a new client: the balancer names the real one.
    expect((await write({ 'x-forwarded-for': loopbackAddress() })).status).toBe(429);
    expect((await write({}, loopbackAddress())).status).not.toBe(429);
  });

  it('loses no acknowledged order when a server is killed mid-load, and a resend gets the same answer', async () => {
    interface Attempt {
      key: string;
      from: string;
      body: Record<string, unknown>;
      answer?: unknown;
      by?: string;
      at: number;
    }
    const acknowledged: Attempt[] = [];
    const unanswered: Attempt[] = [];
    // A second to warm up (connections, compiled code), two measured on two servers, three on one.
    const began = Date.now() + 1_000;
    const killedAt = began + 2_000;
    const stopAt = killedAt + 3_000;
    // Each buyer a product of their own: the figures are the servers', not one stock row's lock.
    const products = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        addProduct(database.db, { name: `Roti ${i}`, salesPrice: '30.00', stock: 1_000_000 }),
      ),
    );
    const placeOne = async (product: number): Promise<void> => {
      const key = newKey();
      const body = orderBody([{ ProductNo: product, Quantity: 1 }], { IdempotencyKey: key });
      const attempt: Attempt = { key, from: loopbackAddress(), body, at: 0 };
      try {
        const answer = await api('POST', '/api/shop/SaveOrder', { from: attempt.from, body: attempt.body });
        attempt.at = Date.now();
        const json = answer.status === 200 ? answer.json() : null;
        if (json?.success) acknowledged.push({ ...attempt, answer: json, by: answer.by });
        else unanswered.push(attempt);
      } catch {
        attempt.at = Date.now();
        unanswered.push(attempt);
      }
    };
    const worker = async (product: number) => {
      while (Date.now() < stopAt) await placeOne(product);
    };
    const killer = (async () => {
      await new Promise((r) => setTimeout(r, killedAt - Date.now()));
      await servers[0]!.stop('SIGKILL');
    })();
    await Promise.all([...products.map(worker), killer]);

    const beforeKill = acknowledged.filter((a) => a.at >= began && a.at < killedAt);
    const afterKill = acknowledged.filter((a) => a.at >= killedAt);
    expect(beforeKill.some((a) => a.by === 'one')).toBe(true);
    expect(afterKill.length).toBeGreaterThan(0);

    // The client sends again, with the same key, whatever it did not hear back about.
    for (const a of unanswered) {
      const again = await api('POST', '/api/shop/SaveOrder', { from: a.from, body: a.body });
      expect(again.json()).toMatchObject({ success: true, OrderNo: expect.any(Number) });
      acknowledged.push({ ...a, answer: again.json(), by: again.by });
    }
    // A resend of what was acknowledged, by either server, gets the first answer from the survivor.
    for (const a of acknowledged.slice(0, 40)) {
      const again = await api('POST', '/api/shop/SaveOrder', { from: a.from, body: a.body });
      expect(again.by).toBe('two');
      expect(again.json()).toEqual(a.answer);
    }
    const keys = acknowledged.map((a) => a.key);
    const rows = await database.db
      .select({ orderNo: orders.orderNo, key: orders.idempotencyKey })
      .from(orders)
      .where(inArray(orders.idempotencyKey, keys));
    const byKey = new Map(rows.map((r) => [r.key, r.orderNo]));
    expect(rows).toHaveLength(keys.length); // one order a key, none lost, none twice
    for (const a of acknowledged) expect(byKey.get(a.key)).toBe((a.answer as { OrderNo: number }).OrderNo);

    const lastFailure = Math.max(killedAt, ...unanswered.map((u) => u.at));
    const rate = (list: Attempt[], ms: number) => (list.length / (ms / 1000)).toFixed(0);
    console.log(
      `two-instance figures (${lb.kind}): ${rate(beforeKill, killedAt - began)} orders/s on two servers, ` +
        `${rate(afterKill, stopAt - killedAt)} orders/s on one; ` +
        `${unanswered.length} requests unanswered at the kill, ` +
        `the last ${lastFailure - killedAt} ms after it; ${rows.length} orders, each once`,
    );
  });
});
