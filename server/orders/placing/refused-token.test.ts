// A customer's token that the server refuses is never turned into a guest order: SaveOrder and
// GetWipayUrl answer 401 and save nothing, so no order goes missing from the customer's history. A
// request without a token stays a guest order.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, settings } from '../../../database/schema';
import { SESSION_EXPIRED, SESSION_INVALID } from '../../../shop-rules/messages/account';
import { createCustomerTokens } from '../../customers/sign-in/customer-token';
import { SECRET_SETTING_KEY } from '../../customers/sign-in/jwt-secret';
import { bearer, registerCustomer } from '../../test-support/customer-fixtures';
import { addProduct, newKey, orderBody } from '../../test-support/order-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

describe.each(engines)('orders sent with a refused customer token (%s)', (engine) => {
  let shop: TestShop;
  let product: number;
  beforeAll(async () => {
    shop = await createTestShop(engine);
    product = await addProduct(shop.database.db, { name: 'Steel Pan', salesPrice: '500.00', stock: 100 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const orderCount = async () => (await shop.database.db.select({ n: count() }).from(orders))[0]!.n;
  const cashOrder = () => orderBody([{ ProductNo: product, Quantity: 1 }], { IdempotencyKey: newKey() });
  const cardOrder = () => ({ ...cashOrder(), PMNo: 1, IsWipay: 1, IsPending: 1 });

  async function refusedTokens() {
    const c = await registerCustomer(shop.app);
    const [row] = await shop.database.db.select().from(customers).where(eq(customers.customerNo, c.customerNo));
    const eightDaysAgo = Math.floor(Date.now() / 1000) - 8 * 24 * 3600;
    const [kept] = await shop.database.db.select().from(settings).where(eq(settings.key, SECRET_SETTING_KEY));
    const own = createCustomerTokens(Buffer.from((kept!.value as { secret: string }).secret, 'base64url'));
    const gone = { ...row!, customerNo: 987_654_321 };
    return {
      expired: { token: await own.sign(row!, eightDaysAgo), msg: SESSION_EXPIRED },
      foreign: { token: await createCustomerTokens(new Uint8Array(32).fill(9)).sign(row!), msg: SESSION_INVALID },
      unknownCustomer: { token: await own.sign(gone), msg: SESSION_INVALID },
      garbled: { token: `${c.token}x`, msg: SESSION_INVALID },
    };
  }

  it('answers SaveOrder 401 for an expired, foreign-signed, unknown-customer or garbled token', async () => {
    const before = await orderCount();
    for (const [why, { token, msg }] of Object.entries(await refusedTokens())) {
      const res = await postJson(shop.app, '/api/shop/SaveOrder', cashOrder(), bearer(token));
      expect(res.statusCode, why).toBe(401);
      expect(res.json(), why).toEqual({ success: false, msg });
      expect(res.headers['www-authenticate'], why).toBe('Bearer');
    }
    expect(await orderCount()).toBe(before);
  });

  it('answers GetWipayUrl 401 for a refused token, and starts no payment', async () => {
    const before = await orderCount();
    const { expired, foreign } = await refusedTokens();
    for (const { token, msg } of [expired, foreign]) {
      const res = await postJson(shop.app, '/api/shop/GetWipayUrl', cardOrder(), bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, msg });
    }
    expect(await orderCount()).toBe(before);
  });

  it('keeps a request without a token a guest order, and links a valid token to the customer', async () => {
    const guest = await postJson(shop.app, '/api/shop/SaveOrder', cashOrder());
    expect(guest.json()).toMatchObject({ success: true, OrderNo: expect.any(Number) });
    const [guestRow] = await shop.database.db.select().from(orders).where(eq(orders.orderNo, guest.json().OrderNo));
    expect(guestRow!.customerNo).toBeNull();

    const c = await registerCustomer(shop.app);
    const mine = await postJson(shop.app, '/api/shop/SaveOrder', cashOrder(), c.auth);
    expect(mine.json()).toMatchObject({ success: true });
    const history = await getJson(shop.app, '/api/customer/orders', c.auth);
    expect(JSON.stringify(history.json())).toContain(String(mine.json().OrderNo));
  });
});
