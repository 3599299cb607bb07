// Pages given text the database cannot keep, or an address that is not UTF-8, in their path or query
// answer 400 or 404, and numbers no record or price can have never a 500; the server's log holds
// no customer data from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopProcess, startShopProcess } from '../../test-support/shop-process';

const PAGES = [
  '/search/a%00b',
  '/search?q=a%00b',
  '/csearch/%00',
  '/search/%E0%A4',
  '/search?q=%ED%A0%80',
  '/category/%00',
  '/category/1?PriceMin=%00',
  '/productdetails/1%00',
  '/productdetails/%00',
  '/cart/%00',
  '/wishlist/%00',
  '/fborder/%00/1',
  '/placeorder/%00',
  '/orderdetail/%00',
  '/ordertrack?orderId=%00',
  '/search/a%00b.data',
  '/admin/orders?q=%00',
  '/admin/login?next=%00',
  '/%00',
  '/%E0%A4',
];

// Record numbers beyond an integer column and prices beyond any price: not found, or no filter.
const NUMBER_PAGES = [
  '/productdetails/99999999999',
  '/productdetails/2147483648',
  '/category/99999999999',
  '/category/1?PriceMin=99999999999999999',
  '/category/1?PriceMax=1e400',
  '/search?b=99999999999',
  '/fborder/99999999999/1',
  '/fborder/1/99999999999',
  '/placeorder/99999999999',
];

describe('pages given bad text or numbers in their address', () => {
  let shop: ShopProcess;
  beforeAll(async () => {
    shop = await startShopProcess();
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it.each(PAGES)('%s answers 400 or 404', async (page) => {
    const res = await fetch(`${shop.url}${page}`, { redirect: 'manual' });
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toMatch(/Failed query|\bat .+\(.+:\d+:\d+\)/);
  });

  it.each(NUMBER_PAGES)('%s answers without a server error', async (page) => {
    const res = await fetch(`${shop.url}${page}`, { redirect: 'manual' });
    expect(res.status).toBeLessThan(500);
    // Read to the end: an answer left unread would hold the server's graceful stop.
    await res.text();
  });

  it('keeps serving, and logged no query parameters', async () => {
    const res = await fetch(`${shop.url}/search?q=chair`);
    expect(res.status).toBe(200);
    await res.text();
    expect(shop.alive()).toBe(true);
    expect(shop.output()).not.toMatch(/params:|Failing row|select "/i);
  });
});
