import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, cities, designSectionProducts, designSections, shops } from '../../database/schema';
import { arrivalDates, productNos } from '../test-support/catalogue-data';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';

describe.each(engines)('Design pages and reference lists (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const get = async (url: string) => {
    const res = await shop.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };

  it.each([2, 3])(
    'LoadDesignPageProducts PageNo=%i: newest arrivals and the page’s sections in order',
    async (pageNo) => {
      const { status, body } = await get(`/api/design/LoadDesignPageProducts?PageNo=${pageNo}&MaxRecords=15`);
      expect(status).toBe(200);
      expect(body.NewArrivalList).toHaveLength(15);
      expect(productNos(body.NewArrivalList)).toEqual(
        productNos((await get('/api/trini/GetProducts?NewProducts=1&MaxRecords=15')).body),
      );
      const sections = await shop.database.db
        .select()
        .from(designSections)
        .where(eq(designSections.pageNo, pageNo))
        .orderBy(asc(designSections.sortOrder));
      expect(body.Sections.map((s: { SectionName: string }) => s.SectionName)).toEqual(
        sections.map((s) => s.sectionName),
      );
      for (const [i, section] of sections.entries()) {
        const members = await shop.database.db
          .select()
          .from(designSectionProducts)
          .where(eq(designSectionProducts.sectionNo, section.sectionNo))
          .orderBy(asc(designSectionProducts.sortOrder));
        expect(productNos(body.Sections[i].Products)).toEqual(members.slice(0, 15).map((m) => m.productNo));
      }
    },
  );

  it('LoadDesignPageProducts cuts each list at MaxRecords', async () => {
    const { body } = await get('/api/design/LoadDesignPageProducts?PageNo=2&MaxRecords=3');
    expect(body.NewArrivalList).toHaveLength(3);
    for (const s of body.Sections) expect(s.Products.length).toBeLessThanOrEqual(3);
    const dates = await arrivalDates(shop.database.db);
    const shown = body.NewArrivalList.map((c: { ProductNo: number }) => dates.get(c.ProductNo));
    expect(shown).toEqual([...shown].sort().reverse());
  });

  it.each(['PageNo=1', 'PageNo=4', 'PageNo=x', ''])('LoadDesignPageProducts answers 400 for %j', async (query) => {
    const { status, body } = await get(`/api/design/LoadDesignPageProducts?${query}&MaxRecords=15`);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    if (query === 'PageNo=1' || query === 'PageNo=4') expect(body.msg).toBe('PageNo: PageNo must be 2 or 3.');
  });

  it('getproductcategorylist answers the whole tree in display order, whatever MaxRecords', async () => {
    const { status, body } = await get('/api/store/getproductcategorylist?MaxRecords=15');
    expect(status).toBe(200);
    const all = await shop.database.db.select().from(categories);
    const top = all.filter((c) => c.parentNo === null).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(body.map((c: { ProductCategoryName: string }) => c.ProductCategoryName)).toEqual(top.map((c) => c.name));
    expect(body.length).toBe(12);
    const count = (nodes: { SubCategories: unknown[] }[]): number =>
      nodes.reduce((n, c) => n + 1 + count(c.SubCategories as never), 0);
    expect(count(body)).toBe(all.length);
    const music = body.find((c: { ProductCategoryName: string }) => c.ProductCategoryName === 'Musical Items');
    expect(music.SubCategories.map((c: { ProductCategoryName: string }) => c.ProductCategoryName)).toEqual([
      'Tabla',
      'Dholak',
      'Harmonium',
      'Manjira',
      'Baby Drum Set',
    ]);
    expect(music.SubCategories[0]).toEqual({
      ProductCategoryNo: expect.any(Number),
      ProductCategoryName: 'Tabla',
      SubCategories: [],
    });
    expect((await get('/api/store/getproductcategorylist?MaxRecords=1')).body).toEqual(body);
    expect((await get('/api/store/getproductcategorylist?MaxRecords=zero')).status).toBe(400);
  });

  it('GetCityList answers the active cities, Trinidad first, then Tobago', async () => {
    const { status, body } = await get('/api/Trini/GetCityList');
    expect(status).toBe(200);
    const active = await shop.database.db.select().from(cities).where(eq(cities.active, true));
    expect(body).toHaveLength(active.length);
    expect(body[0]).toEqual({ ODeliverCityNo: expect.any(Number), ODeliverCityName: 'Arima', Island: 'Trinidad' });
    const islands = body.map((c: { Island: string }) => c.Island);
    expect(islands.indexOf('Tobago')).toBeGreaterThan(0);
    expect(islands.slice(islands.indexOf('Tobago')).every((i: string) => i === 'Tobago')).toBe(true);
    const [arima] = active.filter((c) => c.name === 'Arima');
    await shop.database.db.update(cities).set({ active: false }).where(eq(cities.cityNo, arima!.cityNo));
    expect(
      (await get('/api/trini/getcitylist')).body.some(
        (c: { ODeliverCityName: string }) => c.ODeliverCityName === 'Arima',
      ),
    ).toBe(false);
    await shop.database.db.update(cities).set({ active: true }).where(eq(cities.cityNo, arima!.cityNo));
  });

  it('GetShop answers the shop’s name, 404 for an unknown or closed shop, 400 for a bad number', async () => {
    expect(await get('/api/Shop/GetShop?ShopNo=16')).toEqual({
      status: 200,
      body: { ShopNo: 16, ShopName: 'Online Store (Demo)' },
    });
    expect(await get('/api/shop/getshop?shopno=18')).toEqual({
      status: 200,
      body: { ShopNo: 18, ShopName: 'Demo Music House' },
    });
    expect(await get('/api/Shop/GetShop?ShopNo=999')).toEqual({
      status: 404,
      body: { success: false, msg: 'Shop not found.' },
    });
    await shop.database.db.update(shops).set({ active: false }).where(eq(shops.shopNo, 19));
    expect((await get('/api/Shop/GetShop?ShopNo=19')).status).toBe(404);
    expect(await get('/api/Shop/GetShop?ShopNo=x')).toMatchObject({
      status: 400,
      body: { success: false, msg: 'ShopNo: ShopNo must be a whole number of 1 or more.' },
    });
    expect(await get('/api/Shop/GetShop')).toMatchObject({ status: 400, body: { msg: 'ShopNo: ShopNo is required.' } });
  });
});
