// The shop as `npm start` runs it: a real process, the production build, the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopProcess, type ShopProcess } from '../test-support/shop-process';

describe('the shop in a process of its own', () => {
  let shop: ShopProcess;
  beforeAll(async () => {
    shop = await startShopProcess();
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it('serves the home page and the API, gzipped for a browser that asks for it', async () => {
    const page = await fetch(`${shop.url}/`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toContain('TT$');
    const list = await fetch(`${shop.url}/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=3`);
    expect(list.status).toBe(200);
    expect(shop.alive()).toBe(true);
  });
});
