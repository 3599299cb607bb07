// A NUL byte (which PostgreSQL refuses in text) or broken Unicode in any field a client fills answers
// 400 with a message naming the field, and nothing is saved: one test per family of fields.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, products, returnRequests, reviews } from '../../../database/schema';
import type { Backoffice } from '../../backoffice/backoffice';
import { registerCustomer, type TestCustomer } from '../../test-support/customer-fixtures';
import { orderBody } from '../../test-support/order-fixtures';
import { csrfHeaders, getJson, postJson } from '../../test-support/requests';
import { act, type SignedInStaff, signInAs, staffOf, testBackoffice } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

/** The 400 answer naming the field. */
const refusedFor = (field: string) => ({
  success: false,
  msg: `${field}: ${field} contains a character that is not allowed (a NUL byte or broken Unicode).`,
});

describe.each(engines)('NUL bytes and broken Unicode in what clients send (%s)', (engine) => {
  let shop: TestShop;
  let customer: TestCustomer;
  let backoffice: Backoffice;
  let manager: SignedInStaff;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    customer = await registerCustomer(shop.app);
    backoffice = testBackoffice(shop.database.db, shop.config);
    manager = await staffOf(backoffice, 'manager');
  });
  afterAll(async () => {
    await shop?.close();
  });

  type Counted = typeof customers | typeof orders | typeof reviews | typeof returnRequests | typeof products;
  const rows = async (table: Counted) => (await shop.database.db.select({ n: count() }).from(table))[0]!.n;
  const put = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'PUT', url, payload: body as object, headers: { ...csrfHeaders(), ...headers } });

  it('search texts', async () => {
    for (const field of ['SearchText', 'CategorySearchText']) {
      const res = await getJson(shop.app, `/api/trini/GetProducts?${field}=${encodeURIComponent(NUL)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refusedFor(field));
    }
    // The same field badly percent-encoded, and a lone surrogate's bytes, are refused too.
    for (const bad of ['%E0%A4', '%ED%A0%80']) {
      const res = await getJson(shop.app, `/api/trini/GetProducts?SearchText=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('SearchText: SearchText is not correctly percent-encoded UTF-8.');
    }
  });

  it('names, addresses and remarks of an order', async () => {
    const before = await rows(orders);
    for (const field of ['CustomerName', 'CustomerAddress', 'Remarks', 'CustomerEmail', 'ShopName']) {
      for (const bad of [NUL, LONE_SURROGATE]) {
        const body = orderBody([{ ProductNo: 1, Quantity: 1 }], { PMNo: 2, [field]: bad });
        const res = await postJson(shop.app, '/api/shop/SaveOrder', body);
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toMatchObject(refusedFor(field));
      }
    }
    const withColor = orderBody([{ ProductNo: 1, Quantity: 1, Color: NUL }], { PMNo: 2 });
    const item = await postJson(shop.app, '/api/shop/SaveOrder', withColor);
    expect(item.json()).toMatchObject(refusedFor('OrderProductList[0].Color'));
    expect(await rows(orders)).toBe(before);
  });

  it('review name, title and comments', async () => {
    const before = await rows(reviews);
    const review = {
      ProductNo: 1,
      CustomerMobile: '7654321',
      CustomerName: 'Anita',
      ReviewTitle: 'Good',
      Comments: 'Fine',
      Rating: 5,
    };
    for (const field of ['CustomerName', 'ReviewTitle', 'Comments', 'CustomerMobile']) {
      for (const bad of [NUL, LONE_SURROGATE]) {
        const res = await postJson(shop.app, '/api/trini/saveproductreview', { ...review, [field]: bad });
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toMatchObject(refusedFor(field));
      }
    }
    expect(await rows(reviews)).toBe(before);
  });

  it('registration and sign-in', async () => {
    const before = await rows(customers);
    const form = {
      CustomerName: 'Ravi Persad',
      Address: '2 Main Road, Chaguanas',
      Mobile1: '7123456',
      EmailID: 'ravi@example.test',
      NewPassword: 'a long password 1',
      ConfirmPassword: 'a long password 1',
      Confirmed: true,
    };
    for (const field of Object.keys(form).filter((f) => f !== 'Confirmed')) {
      const res = await postJson(shop.app, '/api/customer/register', { ...form, [field]: NUL });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject(refusedFor(field));
    }
    expect(await rows(customers)).toBe(before);
    const login = await postJson(shop.app, '/api/Auth/CLogin', { Mobile: '7123456', Password: NUL });
    expect(login.json()).toMatchObject(refusedFor('Password'));
  });

  it('the profile, and the tokens and keys sent in headers', async () => {
    const profile = {
      FirstName: 'Anita',
      LastName: 'Ramdass',
      Email: 'anita@example.test',
      Telephone: customer.mobile,
    };
    for (const field of Object.keys(profile)) {
      const res = await put('/api/customer/profile', { ...profile, [field]: NUL }, customer.auth);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject(refusedFor(field));
    }
    const token = await getJson(shop.app, '/api/customer/profile', { authorization: `Bearer ${NUL}` });
    expect(token.json()).toMatchObject(refusedFor('Authorization'));
    const order = orderBody([{ ProductNo: 1, Quantity: 1 }], { PMNo: 2 });
    const key = await postJson(shop.app, '/api/shop/SaveOrder', order, { 'idempotency-key': `key-${NUL}-1234` });
    expect(key.json()).toMatchObject(refusedFor('Idempotency-Key'));
  });

  it('a return request, in JSON and as a posted form', async () => {
    const before = await rows(returnRequests);
    const form = {
      firstname: 'Anita',
      lastname: 'Ramdass',
      email: 'anita@example.test',
      telephone: customer.mobile,
      order_id: '1',
      product: 'Tawa',
      model: 'TW-1',
      quantity: '1',
      return_reason_id: '1',
      comment: 'Dented',
      details: 'Dented',
      agree: '1',
    };
    for (const field of Object.keys(form)) {
      const res = await postJson(shop.app, '/api/customer/returns', { ...form, [field]: NUL }, customer.auth);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject(refusedFor(field));
    }
    const posted = await shop.app.inject({
      method: 'POST',
      url: '/api/customer/returns',
      headers: { ...csrfHeaders(), ...customer.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams(form).toString()}&details=%00`,
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toMatchObject(refusedFor('details[1]'));
    const broken = await shop.app.inject({
      method: 'POST',
      url: '/api/customer/returns',
      headers: { ...csrfHeaders(), ...customer.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstname=%E0%A4',
    });
    const msg = 'firstname: firstname is not correctly percent-encoded UTF-8.';
    expect(broken.json()).toMatchObject({ success: false, msg });
    expect(await rows(returnRequests)).toBe(before);
  });

  it("WiPay's return, which always answers: the characters are dropped, not refused", async () => {
    const res = await postJson(shop.app, '/api/shop/WipayReceive', {
      status: 'failed',
      order_id: `TS-${NUL}`,
      transaction_id: LONE_SURROGATE,
      total: '1.00\u0000',
      message: NUL,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed' });
  });

  it('order numbers in the address', async () => {
    const res = await getJson(shop.app, '/api/customer/orders/1%00', customer.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusedFor('orderId'));
    const badUrl = await getJson(shop.app, '/api/customer/orders/%E0%A4', customer.auth);
    expect(badUrl.statusCode).toBe(400);
    const msg = 'The address is not correctly percent-encoded UTF-8.';
    expect(badUrl.json()).toEqual({ success: false, msg, errors: [] });
  });

  it('back-office forms, sign-in included', async () => {
    const before = await rows(products);
    const fields = { name: `Tassa ${NUL}`, salesPrice: '10', categoryNo: '1' };
    const answer = await act(backoffice, manager, 'catalogue', fields, async (d, form) => {
      return `saved ${await d.catalogue.saveProduct(null, form)}`;
    });
    const msg = 'name contains a character that is not allowed (a NUL byte or broken Unicode).';
    expect(answer).toEqual({ ok: false, status: 400, msg, fields: { name: msg } });
    expect(await rows(products)).toBe(before);

    const signIn = await signInAs(backoffice, `owner${NUL}@example.test`, 'whatever it is');
    expect(signIn).toMatchObject({ ok: false, status: 400, fields: { email: expect.stringContaining('not allowed') } });
  });
});
