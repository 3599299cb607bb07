import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, settings } from '../../../database/schema';
import {
  CONFIRM_MOBILE_USE,
  CONFIRM_PASSWORD_REQUIRED,
  CUSTOMER_SAVED,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  PHONE_INVALID,
  REGISTER_MOBILE_REQUIRED,
  REGISTER_NAME_REQUIRED,
} from '../../../shop-rules';
import {
  EMAIL_INVALID,
  LOGIN_INCORRECT,
  LOGIN_NEEDED,
  MOBILE_TAKEN,
  PASSWORD_TOO_SHORT,
  SESSION_EXPIRED,
  SESSION_INVALID,
  TOO_MANY_ATTEMPTS,
} from '../../../shop-rules/messages/account';
import { bearer, fromAddress, newAddress, newMobile, registerCustomer } from '../../test-support/customer-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import { createCustomerTokens, TOKEN_LIFETIME_SECONDS } from './customer-token';
import { SECRET_SETTING_KEY } from './jwt-secret';

describe.each(engines)('customer registration, login and tokens (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const register = (body: Record<string, unknown>, address = newAddress()) =>
    postJson(shop.app, '/api/customer/register', body, fromAddress(address));
  const login = (body: Record<string, unknown>, address = newAddress()) =>
    postJson(shop.app, '/api/Auth/CLogin', body, fromAddress(address));
  const form = (fields: Record<string, unknown> = {}) => ({
    CustomerName: 'Devika Persad',
    Address: '12 Main Road, Chaguanas',
    Mobile1: newMobile(),
    EmailID: 'devika@example.test',
    NewPassword: 'roti and doubles',
    ConfirmPassword: 'roti and doubles',
    ...fields,
  });

  describe('POST /api/customer/register', () => {
    it.each([
      ['no mobile', { Mobile1: '' }, REGISTER_MOBILE_REQUIRED],
      ['a 6-digit mobile', { Mobile1: '123456' }, PHONE_INVALID],
      ['no name', { CustomerName: '  ' }, REGISTER_NAME_REQUIRED],
      ['no password', { NewPassword: '' }, PASSWORD_REQUIRED],
      ['no confirmation', { ConfirmPassword: '' }, CONFIRM_PASSWORD_REQUIRED],
      ['different passwords', { ConfirmPassword: 'roti and doubles!' }, PASSWORDS_DO_NOT_MATCH],
      ['the checkbox unticked', { Confirmed: false }, CONFIRM_MOBILE_USE],
      ['a bad email', { EmailID: 'devika@' }, EMAIL_INVALID],
      ['a short password', { NewPassword: 'short', ConfirmPassword: 'short' }, PASSWORD_TOO_SHORT],
    ])('refuses %s with its message and saves nothing', async (_what, fields, msg) => {
      const body = form(fields);
      const res = await register(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, msg });
      const rows = await shop.database.db
        .select()
        .from(customers)
        .where(eq(customers.mobile, String(body.Mobile1)));
      expect(rows).toHaveLength(0);
    });

    it('saves the customer and answers a token; without Confirmed (a spec client) the box counts as ticked', async () => {
      const res = await register(form());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, msg: CUSTOMER_SAVED, jwt: expect.any(String) });
    });

    it('matches the field names case-insensitively', async () => {
      const res = await register({
        customername: 'Kevin Ali',
        mobile1: newMobile(),
        newpassword: 'pelau pot 12',
        confirmpassword: 'pelau pot 12',
      });
      expect(res.json()).toMatchObject({ success: true });
    });

    it('stores an argon2id hash, never the password', async () => {
      const body = form();
      await register(body);
      const [row] = await shop.database.db
        .select()
        .from(customers)
        .where(eq(customers.mobile, String(body.Mobile1)));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row!.passwordHash).not.toContain(body.NewPassword);
      expect(row).toMatchObject({
        name: 'Devika Persad',
        firstName: 'Devika',
        lastName: 'Persad',
        email: 'devika@example.test',
      });
    });

    it('refuses a second account for the same mobile', async () => {
      const body = form();
      expect((await register(body)).json().success).toBe(true);
      const again = await register({ ...body, CustomerName: 'Someone Else' });
      expect(again.json()).toEqual({ success: false, msg: MOBILE_TAKEN });
      const rows = await shop.database.db
        .select()
        .from(customers)
        .where(eq(customers.mobile, String(body.Mobile1)));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.name).toBe('Devika Persad');
    });

    it('answers 429 after 20 registrations from one address', async () => {
      const address = newAddress();
      for (let i = 0; i < 20; i++) expect((await register({ Mobile1: '' }, address)).statusCode).toBe(200);
      const res = await register(form(), address);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ success: false, msg: TOO_MANY_ATTEMPTS });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('POST /api/Auth/CLogin', () => {
    it('answers {Token} for the right password', async () => {
      const c = await registerCustomer(shop.app);
      const res = await login({ Mobile: c.mobile, Password: c.password });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['Token']);
    });

    it('gives the same 401 answer for a wrong password and an unknown mobile', async () => {
      const c = await registerCustomer(shop.app);
      const wrong = await login({ Mobile: c.mobile, Password: 'not my password' });
      const unknown = await login({ Mobile: newMobile(), Password: 'not my password' });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, msg: LOGIN_INCORRECT });
      }
      expect(unknown.headers['content-length']).toBe(wrong.headers['content-length']);
    });

    it('puts the customer claims and an exp one week ahead in the token', async () => {
      const mobile = newMobile();
      const c = await registerCustomer(shop.app, {
        Mobile1: mobile,
        CustomerName: 'Ravi Maharaj',
        EmailID: 'ravi@example.test',
      });
      const token = (await login({ Mobile: mobile, Password: c.password })).json().Token;
      for (const t of [token, c.token]) {
        const claims = decodeJwt(t);
        expect(claims).toMatchObject({
          custom_id: c.customerNo,
          custom_Email: 'ravi@example.test',
          custom_mobile: mobile,
          custom_CustomerName: 'Ravi Maharaj',
        });
        expect(claims.exp! - Date.now() / 1000).toBeGreaterThan(TOKEN_LIFETIME_SECONDS - 60);
        expect(claims.exp! - Date.now() / 1000).toBeLessThanOrEqual(TOKEN_LIFETIME_SECONDS);
      }
    });

    it('answers 429 after 5 wrong passwords for one mobile, even with the right one, from any address', async () => {
      const c = await registerCustomer(shop.app);
      for (let i = 0; i < 5; i++)
        expect((await login({ Mobile: c.mobile, Password: `guess ${i}` })).statusCode).toBe(401);
      const res = await login({ Mobile: c.mobile, Password: c.password });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ success: false, msg: TOO_MANY_ATTEMPTS });
    });

    it('answers 429 after 20 login requests from one address', async () => {
      const address = newAddress();
      for (let i = 0; i < 20; i++) expect((await login({ Mobile: '12', Password: 'x' }, address)).statusCode).toBe(400);
      expect((await login({ Mobile: newMobile(), Password: 'x' }, address)).statusCode).toBe(429);
    });

    it('answers 400 with a clear message when a field is missing or the mobile is malformed', async () => {
      expect((await login({ Mobile: '', Password: 'x' })).json()).toMatchObject({
        success: false,
        msg: 'Please enter your mobile number and password.',
      });
      const bad = await login({ Mobile: '12ab567', Password: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toBe(PHONE_INVALID);
    });
  });

  describe('the token on account APIs', () => {
    const signingKey = async () => {
      const [row] = await shop.database.db.select().from(settings).where(eq(settings.key, SECRET_SETTING_KEY));
      return Buffer.from((row!.value as { secret: string }).secret, 'base64url');
    };

    it('keeps the generated secret once in the database, not in DATA_DIR', async () => {
      expect((await signingKey()).length).toBe(32);
      expect(fs.existsSync(path.join(shop.dataDir, 'secrets'))).toBe(false);
    });

    it('refuses a missing token with 401', async () => {
      const res = await getJson(shop.app, '/api/customer/profile');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, msg: LOGIN_NEEDED });
    });

    it('refuses an expired token with 401', async () => {
      const c = await registerCustomer(shop.app);
      const [row] = await shop.database.db.select().from(customers).where(eq(customers.customerNo, c.customerNo));
      const eightDaysAgo = Math.floor(Date.now() / 1000) - 8 * 24 * 3600;
      const expired = await createCustomerTokens(await signingKey()).sign(row!, eightDaysAgo);
      const res = await getJson(shop.app, '/api/customer/profile', bearer(expired));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, msg: SESSION_EXPIRED });
    });

    it('refuses a tampered, a foreign-signed, an unsigned and an undecodable token with 401', async () => {
      const c = await registerCustomer(shop.app);
      const other = await registerCustomer(shop.app);
      const [header, payload, signature] = c.token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, custom_id: other.customerNo })).toString('base64url');
      const [row] = await shop.database.db.select().from(customers).where(eq(customers.customerNo, c.customerNo));
      const foreign = await createCustomerTokens(new Uint8Array(32).fill(7)).sign(row!);
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      for (const token of [`${header}.${forged}.${signature}`, foreign, unsigned, 'not-a-token', `${c.token}x`]) {
        const res = await getJson(shop.app, '/api/customer/profile', bearer(token));
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, msg: SESSION_INVALID });
      }
      expect((await getJson(shop.app, '/api/customer/profile', c.auth)).statusCode).toBe(200);
    });
  });
});
