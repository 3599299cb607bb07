import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../../database/schema';
import { toCents } from '../../../shop-rules/money';
import { arrivalDates, type Card, categoryNamed, productNos } from '../../test-support/catalogue-data';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

describe.each(engines)('GET /api/Product/GetProducts by category (%s)', (engine) => {
  let shop: TestShop;
  let musicNo: number;
  let musicProducts: (typeof products.$inferSelect)[];
  beforeAll(async () => {
    shop = await createTestShop(engine);
    const music = await categoryNamed(shop.database.db, 'Musical Items');
    musicNo = music.categoryNo;
    const leaves = await shop.database.db.select().from(categories).where(eq(categories.parentNo, musicNo));
    musicProducts = await shop.database.db
      .select()
      .from(products)
      .where(
        and(
          inArray(
            products.categoryNo,
            leaves.map((l) => l.categoryNo),
          ),
          eq(products.isActive, true),
        ),
      );
  });
  afterAll(async () => {
    await shop?.close();
  });

  const get = async (query: string) => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/Product/GetProducts?${query}` });
    return { status: res.statusCode, body: res.json() };
  };
  const page = async (query: string) => {
    const { status, body } = await get(query);
    expect(status).toBe(200);
    return body as {
      ProductList: Card[];
      TotalCount: number;
      PriceRangeMin: number;
      PriceRangeMax: number;
      SubCategories: { ProductCategoryNo: number; ProductCategoryName: string; ProductCount: number }[];
      ProductCategoryName: string;
    };
  };
  const prices = (list: Card[]) => list.map((c) => c.SalesPrice);

  it('lists a top category with all its subcategories, newest first, 15 at a time', async () => {
    const body = await page(`CategoryNo=${musicNo}&MaxRecords=15`);
    expect(body.ProductCategoryName).toBe('Musical Items');
    expect(body.ProductList).toHaveLength(15);
    expect(body.TotalCount).toBe(musicProducts.length);
    expect(body.ProductList.every((c) => c.ProductCategoryName === 'Musical Items')).toBe(true);
    const dates = await arrivalDates(shop.database.db);
    const shown = body.ProductList.map((c) => dates.get(c.ProductNo)!);
    expect(shown).toEqual([...shown].sort().reverse());
    const newest = musicProducts
      .map((p) => p.arrivalDate)
      .sort()
      .reverse()
      .slice(0, 15);
    expect(shown).toEqual(newest);
  });

  it('answers the real price range and the subcategories with their counts', async () => {
    const body = await page(`CategoryNo=${musicNo}`);
    const cents = musicProducts.map((p) => toCents(p.salesPrice));
    expect(toCents(body.PriceRangeMin)).toBe(Math.min(...cents));
    expect(toCents(body.PriceRangeMax)).toBe(Math.max(...cents));
    expect(body.SubCategories.map((s) => s.ProductCategoryName)).toEqual([
      'Tabla',
      'Dholak',
      'Harmonium',
      'Manjira',
      'Baby Drum Set',
    ]);
    for (const sub of body.SubCategories) {
      expect(sub.ProductCount).toBe(musicProducts.filter((p) => p.categoryNo === sub.ProductCategoryNo).length);
    }
  });

  it('lists a subcategory alone, with no subcategories of its own', async () => {
    const tabla = await categoryNamed(shop.database.db, 'Tabla');
    const body = await page(`categoryno=${tabla.categoryNo}&maxrecords=15`);
    expect(body.ProductList.every((c) => c.NewCategoryName === 'Tabla')).toBe(true);
    expect(body.TotalCount).toBe(musicProducts.filter((p) => p.categoryNo === tabla.categoryNo).length);
    expect(body.SubCategories).toEqual([]);
  });

  it('pages with PageNo and page sizes 5, 10, 15, 25', async () => {
    const all = (await page(`CategoryNo=${musicNo}&MaxRecords=100`)).ProductList;
    for (const size of [5, 10, 15, 25]) {
      const first = (await page(`CategoryNo=${musicNo}&MaxRecords=${size}&PageNo=1`)).ProductList;
      const second = (await page(`CategoryNo=${musicNo}&MaxRecords=${size}&PageNo=2`)).ProductList;
      expect(productNos([...first, ...second])).toEqual(productNos(all).slice(0, 2 * size));
    }
    expect((await page(`CategoryNo=${musicNo}&PageNo=99`)).ProductList).toEqual([]);
  });

  it('filters by price, inclusive, in TT$', async () => {
    const body = await page(`CategoryNo=${musicNo}&MaxRecords=100&PriceMin=149&PriceMax=1299`);
    const expected = musicProducts.filter((p) => toCents(p.salesPrice) >= 14_900 && toCents(p.salesPrice) <= 129_900);
    expect(body.TotalCount).toBe(expected.length);
    expect(productNos(body.ProductList).sort()).toEqual(expected.map((p) => p.productNo).sort());
    expect(prices(body.ProductList)).toContain(149);
    expect(prices(body.ProductList)).toContain(1299);
    const cheap = await page(`CategoryNo=${musicNo}&MaxRecords=100&PriceMax=99.99`);
    expect(cheap.ProductList.every((c) => c.SalesPrice <= 99.99)).toBe(true);
    const unfiltered = await page(`CategoryNo=${musicNo}`);
    expect([cheap.PriceRangeMin, cheap.PriceRangeMax]).toEqual([unfiltered.PriceRangeMin, unfiltered.PriceRangeMax]);
  });

  it('filters by availability: in stock, out of stock, or both', async () => {
    const all = await page(`CategoryNo=${musicNo}&MaxRecords=100`);
    const inStock = await page(`CategoryNo=${musicNo}&MaxRecords=100&InStock=1`);
    const outOfStock = await page(`CategoryNo=${musicNo}&MaxRecords=100&OutOfStock=1`);
    const both = await page(`CategoryNo=${musicNo}&MaxRecords=100&InStock=1&OutOfStock=1`);
    expect(inStock.ProductList.every((c) => c.IsSoldOut === 0)).toBe(true);
    expect(outOfStock.ProductList.every((c) => c.IsSoldOut === 1)).toBe(true);
    expect(inStock.TotalCount + outOfStock.TotalCount).toBe(all.TotalCount);
    expect(both.TotalCount).toBe(all.TotalCount);
  });

  it('filters by subcategories, repeated or as a list', async () => {
    const tabla = await categoryNamed(shop.database.db, 'Tabla');
    const dholak = await categoryNamed(shop.database.db, 'Dholak');
    const expected = musicProducts
      .filter((p) => [tabla.categoryNo, dholak.categoryNo].includes(p.categoryNo))
      .map((p) => p.productNo)
      .sort();
    const repeated = await page(
      `CategoryNo=${musicNo}&MaxRecords=100&SubCategoryNo=${tabla.categoryNo}&subcategoryno=${dholak.categoryNo}`,
    );
    const listed = await page(
      `CategoryNo=${musicNo}&MaxRecords=100&SubCategoryNo=${tabla.categoryNo},${dholak.categoryNo}`,
    );
    expect(productNos(repeated.ProductList).sort()).toEqual(expected);
    expect(listed.ProductList).toEqual(repeated.ProductList);
    expect(repeated.TotalCount).toBe(expected.length);
    const electronics = await categoryNamed(shop.database.db, 'Electronics');
    expect((await page(`CategoryNo=${musicNo}&SubCategoryNo=${electronics.categoryNo}`)).TotalCount).toBe(0);
  });

  it('sorts by name and by price both ways', async () => {
    const byName = (await page(`CategoryNo=${musicNo}&MaxRecords=100&Sort=name-asc`)).ProductList.map((c) =>
      c.ProductName.toLowerCase(),
    );
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byNameDown = (await page(`CategoryNo=${musicNo}&MaxRecords=100&Sort=NAME-DESC`)).ProductList.map((c) =>
      c.ProductName.toLowerCase(),
    );
    expect(byNameDown).toEqual([...byName].reverse());
    const up = prices((await page(`CategoryNo=${musicNo}&MaxRecords=100&Sort=price-asc`)).ProductList);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = prices((await page(`CategoryNo=${musicNo}&MaxRecords=100&Sort=price-desc`)).ProductList);
    expect(down).toEqual([...up].reverse());
    expect((await page(`CategoryNo=${musicNo}&Sort=default`)).ProductList).toEqual(
      (await page(`CategoryNo=${musicNo}`)).ProductList,
    );
  });

  it('answers 404 for an unknown category', async () => {
    expect(await get('CategoryNo=99999')).toEqual({
      status: 404,
      body: { success: false, msg: 'Category not found.' },
    });
  });

  it.each([
    ['', 'CategoryNo: CategoryNo is required.'],
    ['CategoryNo=abc', 'CategoryNo: CategoryNo must be a whole number of 1 or more.'],
    ['CategoryNo=1&PriceMin=cheap', 'PriceMin: PriceMin must be an amount in TT$ such as 100 or 99.50.'],
    ['CategoryNo=1&PriceMax=-5', 'PriceMax: PriceMax must be an amount in TT$ such as 100 or 99.50.'],
    ['CategoryNo=1&PriceMax=1.234', 'PriceMax: PriceMax must be an amount in TT$ such as 100 or 99.50.'],
    ['CategoryNo=1&PriceMin=12345678901234567890', 'PriceMin: PriceMin must be at most TT$9,999,999,999.99.'],
    ['CategoryNo=1&PriceMin=100&PriceMax=50', 'PriceMin: PriceMin must not be above PriceMax.'],
    [
      'CategoryNo=1&SubCategoryNo=x',
      'SubCategoryNo: SubCategoryNo must be category numbers of 1 or more, such as 12 or 12,14.',
    ],
    ['CategoryNo=1&Sort=cheapest', 'Sort: Sort must be one of default, name-asc, name-desc, price-asc, price-desc.'],
    ['CategoryNo=1&PageNo=0', 'PageNo: PageNo must be a whole number of 1 or more.'],
  ])('answers 400 for %j', async (query, msg) => {
    expect(await get(query)).toMatchObject({ status: 400, body: { success: false, msg } });
  });
});
