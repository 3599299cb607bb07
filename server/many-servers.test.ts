// Two servers of one shop on one PostgreSQL database, each with its own process state (pool, memory,
// data folder), as a load balancer sends requests to them: whatever one server started, the other
// must carry on (docs/decisions/0028). Needs TEST_DATABASE_URL; the shared limits also need Redis.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../database/schema';
import { TOO_MANY_ATTEMPTS } from '../shop-rules/messages/account';
import { TOO_MANY_WRITES } from './http/limits/request-limits';
import { messageIdOf } from './mail/mail-delivery';
import { fromAddress, newAddress, registerCustomer } from './test-support/customer-fixtures';
import { addProduct, newKey, orderBody } from './test-support/order-fixtures';
import { getJson, postJson } from './test-support/requests';
import { type SecondServer, secondServer } from './test-support/second-server';
import { startTestSmtpServer } from './test-support/smtp-server';
import { NO_REDIS, redisAnswers, TEST_REDIS_URL } from './test-support/test-redis';
import { createTestShop, type TestShop } from './test-support/test-shop';
import { payOnHostedPage } from './test-support/wipay-hosted-page';
import { takeJobTurn } from './timed-job-turn';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const NO_POSTGRES = 'skipped: two servers share one PostgreSQL database; set TEST_DATABASE_URL';
const redisUp = onPostgres && (await redisAnswers());

describe.skipIf(!onPostgres)(`two servers on one PostgreSQL database${onPostgres ? '' : ` (${NO_POSTGRES})`}`, () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let one: TestShop;
  let two: SecondServer;
  let product: number;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // No JWT_SECRET: the servers must agree on the key through the database alone.
    const env = { SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://shop.example.tt' };
    one = await createTestShop('postgres', env);
    two = await secondServer(one, env);
    product = await addProduct(one.database.db, { name: 'Cuatro', salesPrice: '250.00', stock: 1000 });
  });

  const cashOrder = () => orderBody([{ ProductNo: product, Quantity: 1 }], { IdempotencyKey: newKey() });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await smtp?.close();
  });

  it('accepts on one server a customer token the other signed, and files the order in their history', async () => {
    const customer = await registerCustomer(one.app);
    expect((await getJson(two.app, '/api/customer/profile', customer.auth)).statusCode).toBe(200);
    const placed = await postJson(two.app, '/api/shop/SaveOrder', cashOrder(), customer.auth);
    expect(placed.json()).toMatchObject({ success: true, OrderNo: expect.any(Number) });
    const history = await getJson(one.app, '/api/customer/orders', customer.auth);
    expect(JSON.stringify(history.json())).toContain(String(placed.json().OrderNo));
  });

  it('opens and pays on one server the WiPay sandbox page the other started, once', async () => {
    const cardOrder = { ...cashOrder(), PMNo: 1, IsWipay: 1, IsPending: 1 };
    const start = await postJson(one.app, '/api/shop/GetWipayUrl', cardOrder);
    const { url, OrderNo } = start.json();
    expect(url).toMatch(/\/wipay-sandbox\/plugins\/payments\/hosted\//);
    const back = await payOnHostedPage(two.app, url);
    const received = await postJson(two.app, '/api/shop/WipayReceive', Object.fromEntries(back.searchParams));
    expect(received.json()).toEqual({ status: 'success', OrderNo });
    // Paid: the page is gone on both servers.
    expect((await one.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
    expect((await two.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
  });

  it('sends each mail of orders placed through both servers exactly once', async () => {
    const placed: number[] = [];
    for (let i = 0; i < 10; i++) {
      const server = i % 2 ? two.app : one.app;
      const res = await postJson(server, '/api/shop/SaveOrder', cashOrder());
      placed.push(res.json().OrderNo);
    }
    const mailsOf = () => one.database.db.select().from(mailOutbox).where(inArray(mailOutbox.orderNo, placed));
    const until = Date.now() + 15_000;
    while ((await mailsOf()).some((m) => m.status !== 'sent') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const mails = await mailsOf();
    expect(mails.length).toBeGreaterThanOrEqual(placed.length); // a confirmation each, at least
    expect(mails.map((m) => m.status)).toEqual(mails.map(() => 'sent'));
    const arrivals = (m: (typeof mails)[number]) =>
      smtp.received.filter((r) => r.messageId === messageIdOf(m, 'shop.example.tt')).length;
    expect(mails.map(arrivals)).toEqual(mails.map(() => 1));
  });

  it('gives each turn of a timed job to one server only', async () => {
    const job = `test-job-${newKey()}`;
    const first = await Promise.all([
      takeJobTurn(one.database.db, job, 60_000),
      takeJobTurn(two.database.db, job, 60_000),
    ]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await takeJobTurn(two.database.db, job, 60_000)).toBe(false);
    expect(await takeJobTurn(one.database.db, job, 60_000)).toBe(false);
  });

  it('answers ready on both servers', async () => {
    for (const app of [one.app, two.app]) {
      const ready = await getJson(app, '/api/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ok: true, checks: { database: 'ok', disk: 'ok' } });
    }
  });
});

const whyNoRedis = onPostgres ? NO_REDIS : NO_POSTGRES;
const REDIS_TITLE = `two servers sharing limits through Redis${redisUp ? '' : ` (${whyNoRedis})`}`;

describe.skipIf(!redisUp)(REDIS_TITLE, () => {
  let one: TestShop;
  let two: SecondServer;

  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, WRITE_LIMIT_PER_MINUTE: '60', SIGN_IN_LIMIT_PER_ADDRESS: '100000' };
    one = await createTestShop('postgres', env);
    two = await secondServer(one, env);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('adds up writes on both servers: 30 + 30 pass, the 61st is refused on either', async () => {
    const address = fromAddress(newAddress()); // its own count in Redis, whatever earlier runs left
    const write = (app: TestShop['app']) => postJson(app, '/api/customer/wishlist', { ProductNo: 1 }, address);
    for (let i = 0; i < 30; i++) {
      expect((await write(one.app)).statusCode).not.toBe(429);
      expect((await write(two.app)).statusCode).not.toBe(429);
    }
    for (const app of [one.app, two.app]) {
      const refused = await write(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, msg: TOO_MANY_WRITES });
    }
  });

  it('adds up wrong passwords on both servers: 3 + 2 lock the mobile on either', async () => {
    // A mobile of its own: counts in Redis outlive a test run by ten minutes.
    const mobile = String(7_000_000 + Math.floor(Math.random() * 2_999_999));
    const customer = await registerCustomer(one.app, { Mobile1: mobile });
    const login = (app: TestShop['app'], password: string) =>
      postJson(app, '/api/Auth/CLogin', { Mobile: customer.mobile, Password: password }, fromAddress(newAddress()));
    for (let i = 0; i < 3; i++) expect((await login(one.app, 'wrong password')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(two.app, 'wrong password')).statusCode).toBe(401);
    for (const app of [one.app, two.app]) {
      const locked = await login(app, customer.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ success: false, msg: TOO_MANY_ATTEMPTS });
    }
  });

  it('answers ready with Redis checked', async () => {
    const ready = await getJson(two.app, '/api/health/ready');
    expect(ready.json()).toEqual({ ok: true, checks: { database: 'ok', disk: 'ok', redis: 'ok' } });
  });
});
