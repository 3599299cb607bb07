// A sale day's cache (docs/decisions/0062): shoppers asking at once for an answer nobody holds get
// one render between them, and while orders take a product's stock, every shopper sees it sold out
// within moments of its last unit going, and its stock figure at most the stale window late.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, newKey, orderBody } from '../test-support/order-fixtures';
import { postJson } from '../test-support/requests';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { STOCK_STALE_MS } from './answer-cache';

const browser = { 'accept-encoding': 'gzip, br' };
const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: browser });
const settled = () => new Promise((r) => setTimeout(r, 300));
/** How late a notice may reach the server after its commit, on a loaded machine. */
const NOTICE_MS = 1_000;

interface Seen {
  askedAt: number;
  stock: number;
  soldOut: boolean;
}

const productOf = (answer: LightMyRequestResponse) => {
  const body = answer.json() as { Stock: number; IsSoldOut: number };
  return { stock: body.Stock, soldOut: body.IsSoldOut === 1 };
};

describe.each(engines)('the cache on a sale day (%s)', (engine) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(engine, { PAGE_CACHE_MB: '32' });
  });
  afterAll(() => shop?.close());

  it('renders an answer once for shoppers who all ask for it at once', async () => {
    const productNo = await addProduct(shop.database.db, { name: 'Kurma', salesPrice: '8.00', stock: 50 });
    await settled();
    const url = `/api/Product/loadproduct?ProductNo=${productNo}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(shop.app, url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('never shows a product in stock more than a moment after it sold out, nor its stock later than the window', async () => {
    const productNo = await addProduct(shop.database.db, { name: 'Sugar cake', salesPrice: '5.00', stock: 4 });
    await settled();
    const url = `/api/Product/loadproduct?ProductNo=${productNo}`;
    const seen: Seen[] = [];
    /** When each order's answer came back, and the stock it left. */
    const orders: { doneAt: number; left: number }[] = [];
    let browsing = true;
    const shopper = async () => {
      while (browsing) {
        const askedAt = Date.now();
        seen.push({ askedAt, ...productOf(await get(shop.app, url)) });
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const shoppers = Array.from({ length: 4 }, shopper);
    for (let left = 3; left >= 0; left--) {
      await new Promise((r) => setTimeout(r, 400));
      const placed = await postJson(
        shop.app,
        '/api/shop/SaveOrder',
        orderBody([{ ProductNo: productNo, Quantity: 1 }], { IdempotencyKey: newKey() }),
      );
      expect(placed.json()).toMatchObject({ success: true });
      orders.push({ doneAt: Date.now(), left });
    }
    await new Promise((r) => setTimeout(r, STOCK_STALE_MS + NOTICE_MS));
    browsing = false;
    await Promise.all(shoppers);

    const soldOutAt = orders.at(-1)!.doneAt;
    const lateAvailable = seen.filter((s) => s.askedAt > soldOutAt + NOTICE_MS && !s.soldOut);
    expect(lateAvailable).toEqual([]);
    for (const order of orders) {
      const tooOld = seen.filter((s) => s.askedAt > order.doneAt + STOCK_STALE_MS + NOTICE_MS && s.stock > order.left);
      expect(tooOld, `stock shown after ${order.left} were left`).toEqual([]);
    }
    // The shoppers were answered from the cache between the orders, not rendered each time.
    expect(seen.length).toBeGreaterThan(100);
  });
});
