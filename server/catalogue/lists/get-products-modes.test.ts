import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerProducts, categories, orderLines, orders, products } from '../../../database/schema';
import { arrivalDates, type Card, productNamed, productNos, unitsSold } from '../../test-support/catalogue-data';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

describe.each(engines)('GET /api/trini/GetProducts carousels, banners and paging (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const get = async (query: string) => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/trini/GetProducts?UseForExpo=1&${query}` });
    return { status: res.statusCode, body: res.json() };
  };
  const list = async (query: string): Promise<Card[]> => {
    const { status, body } = await get(query);
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    return body;
  };

  it('BestSellers=1 lists the products most sold in orders that were not cancelled, most first', async () => {
    const expected = (await unitsSold(shop.database.db)).map((r) => r.productNo);
    expect(expected.length).toBeGreaterThan(30);
    expect(productNos(await list('BestSellers=1&MaxRecords=15'))).toEqual(expected.slice(0, 15));
    expect(productNos(await list('BestSellers=1&MaxRecords=15&PageNo=2'))).toEqual(expected.slice(15, 30));
  });

  it('BestSellers counts a big order only while it is not cancelled', async () => {
    const db = shop.database.db;
    const quiet = await productNamed(db, 'Padded Tabla Carry Bag');
    const [order] = await db
      .insert(orders)
      .values({
        customerMobile: '5550000',
        customerName: 'Test Buyer',
        pmNo: 3,
        orderDate: '2026-11-20',
        itemTotal: '24900.00',
        freight: '0.00',
        totalAmount: '24900.00',
        status: 'Cancelled',
      })
      .returning({ orderNo: orders.orderNo });
    await db.insert(orderLines).values({
      orderNo: order!.orderNo,
      productNo: quiet.productNo,
      productName: quiet.name,
      quantity: 100,
      unitPrice: '249.00',
      lineTotal: '24900.00',
    });
    expect((await list('BestSellers=1&MaxRecords=1'))[0]!.ProductNo).not.toBe(quiet.productNo);
    await db.update(orders).set({ status: 'Processed' }).where(eq(orders.orderNo, order!.orderNo));
    expect((await list('BestSellers=1&MaxRecords=1'))[0]!.ProductNo).toBe(quiet.productNo);
    await db.delete(orders).where(eq(orders.orderNo, order!.orderNo));
  });

  it('NewProducts=1 lists the newest arrivals first, across pages', async () => {
    const dates = await arrivalDates(shop.database.db);
    const first = await list('NewProducts=1&MaxRecords=15');
    const second = await list('NewProducts=1&MaxRecords=15&PageNo=2');
    expect(first).toHaveLength(15);
    const seen = [...first, ...second].map((c) => dates.get(c.ProductNo)!);
    expect(seen).toEqual([...seen].sort().reverse());
    const newest = [...dates.values()].sort().at(-1);
    expect(dates.get(first[0]!.ProductNo)).toBe(newest);
    expect(new Set(productNos([...first, ...second])).size).toBe(30);
  });

  it('SimilarProductNo lists the same subcategory first, then the same top category, never the product itself', async () => {
    const dholak = await productNamed(shop.database.db, 'Hand-crafted Mango Wood Dholak');
    const similar = await list(`SimilarProductNo=${dholak.productNo}&MaxRecords=15`);
    expect(productNos(similar)).not.toContain(dholak.productNo);
    expect(similar.length).toBe(15);
    const leafCount = similar.filter((c) => c.NewCategoryName === 'Dholak').length;
    expect(leafCount).toBeGreaterThan(0);
    expect(similar.slice(0, leafCount).every((c) => c.NewCategoryName === 'Dholak')).toBe(true);
    expect(
      similar
        .slice(leafCount)
        .every((c) => c.ProductCategoryName === 'Musical Items' && c.NewCategoryName !== 'Dholak'),
    ).toBe(true);
  });

  it('SimilarProductNo puts products in stock before sold-out ones within each group', async () => {
    const db = shop.database.db;
    const soldOut = await db
      .select()
      .from(products)
      .where(eq(products.isSoldOut, true))
      .orderBy(asc(products.productNo));
    const [leafMate] = await db
      .select()
      .from(products)
      .where(and(eq(products.categoryNo, soldOut[0]!.categoryNo), eq(products.isSoldOut, false)))
      .orderBy(asc(products.productNo));
    const [leaf] = await db.select().from(categories).where(eq(categories.categoryNo, soldOut[0]!.categoryNo));
    const similar = await list(`SimilarProductNo=${leafMate!.productNo}&MaxRecords=100`);
    const flags = similar.filter((c) => c.NewCategoryName === leaf!.name).map((c) => c.IsSoldOut);
    expect(flags).toContain(1);
    expect(flags).toEqual([...flags].sort());
  });

  it('SimilarProductNo of an unknown product is an empty list', async () => {
    expect(await list('SimilarProductNo=999999')).toEqual([]);
  });

  it('BannerNo lists the banner’s products in the banner’s order, and pages', async () => {
    const members = await shop.database.db
      .select({ productNo: bannerProducts.productNo })
      .from(bannerProducts)
      .where(eq(bannerProducts.bannerNo, 12))
      .orderBy(asc(bannerProducts.sortOrder));
    const expected = members.map((m) => m.productNo);
    const first = await list('BannerNo=12&MaxRecords=10');
    const second = await list('BannerNo=12&MaxRecords=10&PageNo=2');
    expect(productNos([...first, ...second])).toEqual(expected.slice(0, 20));
  });

  it('BannerNo with SearchText keeps only the banner’s products that match the text', async () => {
    const tabla = await list('BannerNo=12&SearchText=tabla');
    expect(tabla.length).toBeGreaterThan(0);
    expect(tabla.every((c) => c.ProductCategoryName === 'Musical Items')).toBe(true);
    expect(tabla[0]!.ProductName).toMatch(/tabla/i);
    expect(await list('BannerNo=12&SearchText=refrigerator')).toEqual([]);
  });

  it('an unknown banner lists nothing; an empty BannerNo is no banner', async () => {
    expect(await list('BannerNo=99')).toEqual([]);
    expect(await list('BannerNo=&HomePageProducts=1')).toHaveLength(15);
  });

  it('keeps sold-out products listed, marked IsSoldOut 1', async () => {
    const soldOut = await shop.database.db
      .select({ no: products.productNo })
      .from(products)
      .where(eq(products.isSoldOut, true));
    const pages = await Promise.all([1, 2, 3, 4].map((p) => list(`HomePageProducts=1&MaxRecords=100&PageNo=${p}`)));
    const listed = pages.flat();
    for (const { no } of soldOut) expect(listed.find((c) => c.ProductNo === no)?.IsSoldOut).toBe(1);
  });

  it('home paging walks the whole catalogue once', async () => {
    const count = (
      await shop.database.db.select({ no: products.productNo }).from(products).where(eq(products.isActive, true))
    ).length;
    const pages = await Promise.all([1, 2, 3, 4, 5].map((p) => list(`HomePageProducts=1&MaxRecords=100&PageNo=${p}`)));
    const nos = productNos(pages.flat());
    expect(nos).toHaveLength(count);
    expect(new Set(nos).size).toBe(count);
    expect(await list('HomePageProducts=1&PageNo=999999999')).toEqual([]);
  });

  it('chooses one use when several are named: search, then similar, then best sellers, then new', async () => {
    const search = await list('SearchText=dholak&BestSellers=1&NewProducts=1&HomePageProducts=1');
    expect(search[0]!.ProductName).toMatch(/dholak/i);
    const dholak = await productNamed(shop.database.db, 'Hand-crafted Mango Wood Dholak');
    expect(await list(`SimilarProductNo=${dholak.productNo}&BestSellers=1`)).toEqual(
      await list(`SimilarProductNo=${dholak.productNo}`),
    );
    expect(await list('BestSellers=1&NewProducts=1')).toEqual(await list('BestSellers=1'));
    expect(await list('NewProducts=1&HomePageProducts=1')).toEqual(await list('NewProducts=1'));
    expect(await list('BestSellers=0&NewProducts=0')).toEqual(await list('HomePageProducts=1'));
  });

  it.each([
    ['SimilarProductNo=x', 'SimilarProductNo: SimilarProductNo must be a whole number of 1 or more.'],
    ['BannerNo=0', 'BannerNo: BannerNo must be a whole number of 1 or more.'],
    ['BannerNo=1.5', 'BannerNo: BannerNo must be a whole number of 1 or more.'],
    [`SearchText=${'a'.repeat(101)}`, 'SearchText: SearchText must be at most 100 characters.'],
    [`CategorySearchText=${'b'.repeat(101)}`, 'CategorySearchText: CategorySearchText must be at most 100 characters.'],
    ['MaxRecords=abc', 'MaxRecords: MaxRecords must be a whole number of 1 or more.'],
  ])('answers 400 for %s', async (query, msg) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, msg });
  });
});
