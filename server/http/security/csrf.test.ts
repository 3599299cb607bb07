import { parseSetCookie } from 'cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, TEST_CSRF } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import { CSRF_REFUSED } from './csrf';

describe.each(engines)('CSRF protection of the API (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const login = { Mobile: '1234567', Password: 'whatever pass' };
  const post = (url: string, headers: Record<string, string>) =>
    shop.app.inject({ method: 'POST', url, payload: login, headers: { 'x-forwarded-for': '10.99.0.1', ...headers } });

  it('refuses a POST without the header with 403', async () => {
    const res = await post('/api/Auth/CLogin', { cookie: `XSRF-TOKEN=${TEST_CSRF}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, msg: CSRF_REFUSED });
  });

  it('refuses a header that differs from the cookie, and a header without any cookie', async () => {
    const mismatch = await post('/api/Auth/CLogin', {
      cookie: `XSRF-TOKEN=${TEST_CSRF}`,
      'x-xsrf-token': `${TEST_CSRF}x`,
    });
    expect(mismatch.statusCode).toBe(403);
    const noCookie = await post('/api/Auth/CLogin', { 'x-xsrf-token': TEST_CSRF });
    expect(noCookie.statusCode).toBe(403);
  });

  it('checks paths in any letter case, PUT and DELETE too', async () => {
    expect((await post('/API/auth/clogin', {})).statusCode).toBe(403);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await shop.app.inject({
        method,
        url: method === 'PUT' ? '/api/customer/profile' : '/api/customer/wishlist/1',
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lets a matching cookie and header through', async () => {
    const res = await postJson(shop.app, '/api/Auth/CLogin', login, { 'x-forwarded-for': '10.99.0.2' });
    expect(res.statusCode).toBe(401);
  });

  it('leaves GET alone and sets a readable XSRF-TOKEN cookie when the browser has none', async () => {
    const res = await getJson(shop.app, '/api/health');
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(parseSetCookie(cookie)).toEqual({
      name: 'XSRF-TOKEN',
      value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      path: '/',
      maxAge: 365 * 24 * 60 * 60,
      sameSite: 'lax',
    });
    expect(cookie).not.toMatch(/HttpOnly|Secure/i);
    const again = await getJson(shop.app, '/api/health', { cookie: `XSRF-TOKEN=${TEST_CSRF}` });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('sets the cookie on a refused request too, so a reload can retry', async () => {
    const res = await post('/api/Auth/CLogin', {});
    expect(res.statusCode).toBe(403);
    expect(String(res.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
  });
});

describe('CSRF cookie in production over https', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('is Secure when the request came over https', async () => {
    const res = await getJson(shop.app, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(parseSetCookie(String(res.headers['set-cookie']))).toMatchObject({ name: 'XSRF-TOKEN', secure: true });
    const plain = await getJson(shop.app, '/api/health');
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
