import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

const cardFields = [
  'ProductNo',
  'ProductName',
  'SalesPrice',
  'RibbonText',
  'Thumbnail',
  'ImageFilePathThumbnail',
  'ImageFilePath',
  'VideoFileName',
  'IsSoldOut',
  'ProductSKUCount',
  'SalesPrice2',
  'SalesPrice3',
  'SalesPrice5',
  'DiscountPercent',
  'FreeDelivery',
  'FreeDeliveryQuantity',
  'Barcode',
  'ProductStyle',
  'Rating',
  'Total',
];

describe.each(engines)('GET /api/trini/GetProducts for the home page (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  it('returns 15 products with the product card fields', async () => {
    const res = await get('/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15&UseForExpo=1');
    expect(res.statusCode).toBe(200);
    const products = res.json();
    expect(products).toHaveLength(15);
    for (const p of products) {
      for (const f of cardFields) expect(p).toHaveProperty(f);
      expect(p.ProductName).toMatch(/\S/);
      expect(p.SalesPrice).toBeGreaterThan(0);
      expect(p.ImageFilePathThumbnail).toMatch(/\.webp$/);
    }
  });

  it('pages on: PageNo=2 returns the next 15, none repeated', async () => {
    const first = (await get('/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15')).json();
    const second = (await get('/api/trini/GetProducts?HomePageProducts=1&PageNo=2&MaxRecords=15')).json();
    expect(second).toHaveLength(15);
    const firstNos = new Set(first.map((p: { ProductNo: number }) => p.ProductNo));
    expect(second.some((p: { ProductNo: number }) => firstNos.has(p.ProductNo))).toBe(false);
  });

  it('matches the path and parameter names case-insensitively', async () => {
    const a = (await get('/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15')).json();
    const res = await get('/api/Trini/getproducts?homepageproducts=1&pageno=1&maxrecords=15');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(a);
  });

  it('answers 400 with a clear message for PageNo=x, never 500', async () => {
    const res = await get('/api/trini/GetProducts?HomePageProducts=1&PageNo=x&MaxRecords=15');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: 'PageNo: PageNo must be a whole number of 1 or more.' });
  });

  it('caps MaxRecords=1e9 instead of failing', async () => {
    const big = await get('/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=1000000000');
    expect(big.statusCode).toBe(200);
    expect(big.json().length).toBeLessThanOrEqual(100);
    const sci = await get('/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=1e9');
    expect([200, 400]).toContain(sci.statusCode);
  });

  it('refuses MaxRecords=0 and negative pages with 400', async () => {
    expect((await get('/api/trini/GetProducts?MaxRecords=0')).statusCode).toBe(400);
    expect((await get('/api/trini/GetProducts?PageNo=-1')).statusCode).toBe(400);
  });

  it('sends security headers on API answers', async () => {
    const res = await get('/api/trini/GetProducts?HomePageProducts=1');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
