import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, wishlistItems } from '../../../database/schema';
import { PRODUCT_NOT_FOUND, WISHLIST_ADDED, WISHLIST_REMOVED } from '../../../shop-rules/messages/wishlist';
import { registerCustomer, type TestCustomer } from '../../test-support/customer-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

describe.each(engines)('the customer wishlist (%s)', (engine) => {
  let shop: TestShop;
  let productNos: number[];
  beforeAll(async () => {
    shop = await createTestShop(engine);
    const rows = await shop.database.db
      .select({ n: products.productNo })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.productNo))
      .limit(5);
    productNos = rows.map((r) => r.n);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const list = async (c: TestCustomer) => (await getJson(shop.app, '/api/customer/wishlist', c.auth)).json();
  const remove = (c: TestCustomer, productNo: number | string) =>
    shop.app.inject({
      method: 'DELETE',
      url: `/api/customer/wishlist/${productNo}`,
      headers: {
        ...c.auth,
        cookie: 'XSRF-TOKEN=test-csrf-token-0123456789',
        'x-xsrf-token': 'test-csrf-token-0123456789',
      },
    });

  it('adds, lists with the wishlist columns, and removes', async () => {
    const c = await registerCustomer(shop.app);
    expect(await list(c)).toEqual([]);
    const added = await postJson(shop.app, '/api/customer/wishlist', { ProductNo: productNos[0] }, c.auth);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ success: true, msg: WISHLIST_ADDED });
    await postJson(shop.app, '/api/customer/wishlist', { ProductNo: productNos[0] }, c.auth); // twice changes nothing
    const items = await list(c);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      ProductNo: productNos[0],
      ProductName: expect.any(String),
      Image: expect.any(String),
      Style: expect.any(String),
      Barcode: expect.any(String),
      Stock: expect.stringMatching(/^(In Stock|Out Of Stock)$/),
      UnitPrice: expect.any(Number),
      SalesPrice: expect.any(Number),
    });
    const removed = await remove(c, productNos[0]!);
    expect(removed.json()).toEqual({ success: true, msg: WISHLIST_REMOVED, items: [] });
  });

  it('answers 404 for a product that does not exist and adds nothing', async () => {
    const c = await registerCustomer(shop.app);
    const res = await postJson(shop.app, '/api/customer/wishlist', { ProductNo: 987654 }, c.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, msg: PRODUCT_NOT_FOUND });
    expect(await list(c)).toEqual([]);
    expect((await postJson(shop.app, '/api/customer/wishlist', { ProductNo: 'x' }, c.auth)).statusCode).toBe(400);
  });

  it('merges the guest list from the browser, skipping unknown products', async () => {
    const c = await registerCustomer(shop.app);
    await postJson(shop.app, '/api/customer/wishlist', { ProductNo: productNos[1] }, c.auth);
    const res = await postJson(
      shop.app,
      '/api/customer/wishlist/merge',
      { ProductNos: [productNos[1], productNos[2], String(productNos[3]), 987654] },
      c.auth,
    );
    expect(res.statusCode).toBe(200);
    const nos = res
      .json()
      .items.map((i: { ProductNo: number }) => i.ProductNo)
      .sort((a: number, b: number) => a - b);
    expect(nos).toEqual([productNos[1], productNos[2], productNos[3]]);
    expect((await postJson(shop.app, '/api/customer/wishlist/merge', { ProductNos: 'nope' }, c.auth)).statusCode).toBe(
      400,
    );
  });

  it("keeps each customer's wishlist apart and needs a login", async () => {
    const anita = await registerCustomer(shop.app);
    const brian = await registerCustomer(shop.app);
    await postJson(shop.app, '/api/customer/wishlist', { ProductNo: productNos[4] }, anita.auth);
    expect(await list(brian)).toEqual([]);
    await remove(brian, productNos[4]!); // removes from Brian's own list only
    const rows = await shop.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.customerNo, anita.customerNo));
    expect(rows).toHaveLength(1);
    expect((await getJson(shop.app, '/api/customer/wishlist')).statusCode).toBe(401);
    expect((await postJson(shop.app, '/api/customer/wishlist', { ProductNo: productNos[0] })).statusCode).toBe(401);
  });
});
