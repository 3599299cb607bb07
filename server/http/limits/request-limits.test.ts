// The limits on changes count the route the router matched: case, %-escapes, a trailing slash or a
// query string neither step around them nor open a second budget (docs/decisions/0021).
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../database/schema';
import { addProduct, orderBody } from '../../test-support/order-fixtures';
import { postJson } from '../../test-support/requests';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { TOO_MANY_ORDERS, TOO_MANY_WRITES } from './request-limits';

const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** SaveOrder as the router matches it, written five ways. */
const SAVE_ORDER_VARIANTS = [
  '/API/shop/SaveOrder',
  '/%61pi/shop/SaveOrder',
  '/ap%69/shop/saveorder',
  '/api/shop/SaveOrder/',
  '/api/Shop/SAVEORDER?x=1',
];
const CARD_VARIANTS = ['/%61pi/shop/GetWipayUrl', '/api/SHOP/getwipayurl/'];

describe('the general limit on changes per client address', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { WRITE_LIMIT_PER_MINUTE: '60' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers 429 after 60 changes a minute from one address, and other addresses still pass', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await postJson(shop.app, '/api/trini/saveproductreview', {}, from('203.0.113.7'))).statusCode);
    }
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const blocked = await postJson(shop.app, '/api/trini/saveproductreview', {}, from('203.0.113.7'));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({ success: false, msg: TOO_MANY_WRITES });
    expect(TOO_MANY_WRITES).toBe('Too many requests from your connection. Please wait a minute and try again.');
    const elsewhere = await postJson(shop.app, '/api/trini/saveproductreview', {}, from('203.0.113.8'));
    expect(elsewhere.statusCode).not.toBe(429);
    const read = await shop.app.inject({ method: 'GET', url: '/api/trini/GetProducts', headers: from('203.0.113.7') });
    expect(read.statusCode).toBe(200);
  });
});

describe.each([
  ['the write limit', { WRITE_LIMIT_PER_MINUTE: '5', ORDER_LIMIT_PER_ADDRESS: '1000' }, TOO_MANY_WRITES],
  ['the order limit', { WRITE_LIMIT_PER_MINUTE: '1000', ORDER_LIMIT_PER_ADDRESS: '5' }, TOO_MANY_ORDERS],
] as const)('%s counts the matched route, however the address is written', (_name, env, refusal) => {
  let shop: TestShop;
  let productNo: number;
  beforeAll(async () => {
    shop = await createTestShop('pglite', env);
    productNo = await addProduct(shop.database.db, { name: 'Limit Test Mug', salesPrice: '10.00', stock: 1000 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const orderCount = async () => (await shop.database.db.select({ n: count() }).from(orders))[0]!.n;
  const cash = () => orderBody([{ ProductNo: productNo, Quantity: 1 }]);
  const card = () => orderBody([{ ProductNo: productNo, Quantity: 1 }], { PMNo: 1, IsWipay: 1, IsPending: 1 });

  it('spends one budget of 5 across the variants, then refuses every variant with 429 and saves nothing', async () => {
    const ip = '198.51.100.20';
    // Five orders, each through another spelling of the two order routes: each reaches its handler.
    const spread = [
      ...SAVE_ORDER_VARIANTS.slice(0, 3).map((url) => [url, cash()] as const),
      ...CARD_VARIANTS.map((url) => [url, card()] as const),
    ];
    for (const [url, body] of spread) {
      const res = await postJson(shop.app, url, body, from(ip));
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toMatchObject({ success: true, OrderNo: expect.any(Number) });
    }
    const placed = await orderCount();
    for (const url of [...SAVE_ORDER_VARIANTS, ...CARD_VARIANTS]) {
      const res = await postJson(shop.app, url, url.toLowerCase().includes('wipay') ? card() : cash(), from(ip));
      expect(res.statusCode, url).toBe(429);
      expect(res.json(), url).toEqual({ success: false, msg: refusal });
      expect(Number(res.headers['retry-after']), url).toBeGreaterThan(0);
    }
    expect(await orderCount()).toBe(placed);
    // Another address has a budget of its own.
    const other = await postJson(shop.app, SAVE_ORDER_VARIANTS[1]!, cash(), from('198.51.100.21'));
    expect(other.json()).toMatchObject({ success: true });
  });

  const otherChanges =
    refusal === TOO_MANY_ORDERS ? 'leaves other changes to the write limit' : 'covers every change, not only orders';
  it(otherChanges, async () => {
    const ip = '198.51.100.30';
    for (const url of SAVE_ORDER_VARIANTS) await postJson(shop.app, url, cash(), from(ip));
    const review = await postJson(shop.app, '/%61pi/trini/SaveProductReview/', {}, from(ip));
    if (refusal === TOO_MANY_ORDERS) expect(review.statusCode).not.toBe(429);
    else expect(review.json()).toEqual({ success: false, msg: TOO_MANY_WRITES });
  });
});
