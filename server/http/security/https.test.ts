// With an https public address the shop marks every cookie Secure and sends HSTS on every answer,
// whether or not a trusted proxy says the request came over https (here it does not: TRUST_PROXY
// is off and the requests arrive as plain http, as from a TLS-ending proxy the shop does not trust).
import { parseSetCookie } from 'cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../../../seed/demo-staff';
import { STAFF_COOKIE } from '../../backoffice/staff';
import { signInAs, testBackoffice } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import { CSRF_COOKIE } from './csrf';

const ANSWERS = [
  { what: 'an API answer', method: 'GET', url: '/api/Trini/GetCityList' },
  { what: 'a 404', method: 'GET', url: '/api/no-such-thing' },
  { what: 'a refused change (403)', method: 'POST', url: '/api/Auth/CLogin' },
  { what: 'a bad request (400)', method: 'GET', url: '/api/Product/loadproduct?ProductNo=abc' },
] as const;

describe.each(engines)('https (%s)', (engine) => {
  const shops: Record<'https' | 'http', TestShop> = {} as never;
  beforeAll(async () => {
    // NODE_ENV stays 'test' and TRUST_PROXY 'false': the public address alone decides.
    shops.https = await createTestShop(engine, { PUBLIC_BASE_URL: 'https://shop.example.test', TRUST_PROXY: 'false' });
    shops.http = await createTestShop(engine, { PUBLIC_BASE_URL: 'http://localhost:3000', TRUST_PROXY: 'false' });
  });
  afterAll(async () => {
    await Promise.all(Object.values(shops).map((s) => s?.close()));
  });

  const ask = (shop: TestShop, method: 'GET' | 'POST', url: string) => {
    const headers = { 'content-type': 'application/json' };
    return shop.app.inject({ method, url, headers, payload: method === 'POST' ? '{}' : undefined });
  };
  const xsrfCookie = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []].flat().find((c) => c.startsWith(`${CSRF_COOKIE}=`));

  it('sends HSTS and a Secure XSRF cookie with every answer when the public address is https', async () => {
    for (const { what, method, url } of ANSWERS) {
      const res = await ask(shops.https, method, url);
      expect(res.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
      expect(parseSetCookie(xsrfCookie(res.headers['set-cookie']) ?? ''), what).toMatchObject({ secure: true });
    }
  });

  it('sends neither HSTS nor Secure when the public address is http', async () => {
    for (const { what, method, url } of ANSWERS) {
      const res = await ask(shops.http, method, url);
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
      const cookie = xsrfCookie(res.headers['set-cookie']) ?? '';
      expect(parseSetCookie(cookie), what).toEqual({
        name: CSRF_COOKIE,
        value: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        path: '/',
        maxAge: expect.any(Number),
        sameSite: 'lax',
      });
    }
  });

  it('makes the staff session cookie Secure when the public address is https, and only then', async () => {
    for (const [scheme, shop] of Object.entries(shops)) {
      const backoffice = testBackoffice(shop.database.db, shop.config);
      const answer = (await signInAs(backoffice, DEMO_OWNER.email, DEMO_OWNER.password)) as Response;
      expect(answer.status).toBe(303);
      const cookies = answer.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      const session = cookies.find((c) => c.startsWith(`${STAFF_COOKIE}=`));
      expect(parseSetCookie(session ?? '')).toMatchObject({ httpOnly: true, sameSite: 'strict' });
      for (const cookie of cookies) {
        if (scheme === 'https') expect(parseSetCookie(cookie)).toMatchObject({ secure: true });
        else expect(cookie).not.toMatch(/Secure/);
      }
    }
  });
});
