// Malformed values the API fuzz (api-fuzz.test.ts) found answering 500, kept as plain examples:
// each is now a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../../test-support/order-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

describe.each(engines)('malformed values (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('a record number beyond what an integer column holds', async () => {
    const urls = [
      '/api/Shop/GetShop?ShopNo=2147483648',
      '/api/Product/loadproduct?ProductNo=99999999999',
      '/api/Product/GetProducts?CategoryNo=2147483648',
    ];
    for (const url of urls) {
      const res = await getJson(shop.app, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg, url).toMatch(/must be a whole number from 1 to 2147483647\.$/);
    }
    // Page sizes above the cap are still capped, not refused.
    expect((await getJson(shop.app, '/api/trini/GetProducts?MaxRecords=99999999999')).statusCode).toBe(200);
  });

  it('a date no calendar has in an order', async () => {
    for (const method of ['SaveOrder', 'GetWipayUrl']) {
      const body = orderBody([{ ProductNo: 1, Quantity: 1 }], { NewOrderDate: '0000-00-00' });
      const res = await postJson(shop.app, `/api/shop/${method}`, body);
      expect(res.statusCode, method).toBe(400);
      expect(res.json().msg).toBe('NewOrderDate: NewOrderDate must be a date written yyyy-mm-dd.');
    }
  });
});
