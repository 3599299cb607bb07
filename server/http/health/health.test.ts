// What a load balancer asks: liveness, readiness with the services the server needs, and a Redis outage
// that degrades the limits to this server's own count instead of taking the shop down.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../../shop-rules/messages/account';
import { fromAddress, newAddress, registerCustomer } from '../../test-support/customer-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { DEAD_REDIS_URL } from '../../test-support/test-redis';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import { TOO_MANY_WRITES } from '../limits/request-limits';
import { registerHealth } from './health';

describe.each(engines)('health answers (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers liveness and readiness with the database checked, never cached', async () => {
    expect((await getJson(shop.app, '/api/health')).json()).toEqual({ ok: true });
    const ready = await getJson(shop.app, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ ok: true, checks: { database: 'ok', disk: 'ok' } });
  });
});

describe.each(engines)('a Redis outage (%s)', (engine) => {
  let shop: TestShop;
  const lines: string[] = [];
  beforeAll(async () => {
    const env = {
      REDIS_URL: DEAD_REDIS_URL,
      WRITE_LIMIT_PER_MINUTE: '5',
      SIGN_IN_LIMIT_PER_ADDRESS: '100000',
      LOG_LEVEL: 'warn',
    };
    shop = await createTestShop(engine, env, { log: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('keeps the server ready, reporting Redis as failing', async () => {
    const ready = await getJson(shop.app, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, checks: { database: 'ok', disk: 'ok', redis: 'failing' } });
  });

  it('still serves writes, limited by this server alone, and says so in the log', async () => {
    const address = fromAddress(newAddress());
    const write = () => postJson(shop.app, '/api/customer/wishlist', { ProductNo: 1 }, address);
    for (let i = 0; i < 5; i++) expect((await write()).statusCode).toBe(401); // served: no token
    const refused = await write();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, msg: TOO_MANY_WRITES });
    expect(lines.some((l) => l.includes('Redis unreachable'))).toBe(true);
  });

  it('still lets customers sign in, and still counts wrong passwords', async () => {
    const customer = await registerCustomer(shop.app);
    const login = (password: string) =>
      postJson(
        shop.app,
        '/api/Auth/CLogin',
        { Mobile: customer.mobile, Password: password },
        fromAddress(newAddress()),
      );
    expect((await login(customer.password)).json()).toEqual({ Token: expect.any(String) });
    for (let i = 0; i < 5; i++) expect((await login('wrong password')).statusCode).toBe(401);
    const locked = await login(customer.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, msg: TOO_MANY_ATTEMPTS });
  });
});

describe('readiness checks', () => {
  it('answers 503 when a required service fails or does not answer in time, and names it', async () => {
    const app = Fastify();
    registerHealth(app, [
      { name: 'database', required: true, check: async () => 1 },
      { name: 'storage', required: true, check: () => new Promise(() => {}) },
      { name: 'redis', required: false, check: () => Promise.reject(new Error('down')) },
    ]);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ok: false, checks: { database: 'ok', storage: 'failing', redis: 'failing' } });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });
});
