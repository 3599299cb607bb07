import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../../database/schema';
import { type Card, categoryNamed, productNos } from '../../test-support/catalogue-data';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

describe.each(engines)('Search: GET /api/trini/GetProducts with SearchText and CategorySearchText (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const search = async (query: string): Promise<Card[]> => {
    const size = /MaxRecords=/.test(query) ? '' : 'MaxRecords=15&';
    const res = await shop.app.inject({ method: 'GET', url: `/api/trini/GetProducts?${size}UseForExpo=1&${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const text = (t: string, extra = '') => search(`SearchText=${encodeURIComponent(t)}${extra}`);
  const inCategory = (t: string, extra = '') => search(`CategorySearchText=${encodeURIComponent(t)}${extra}`);
  const productsOf = async (categoryName: string) => {
    const category = await categoryNamed(shop.database.db, categoryName);
    return shop.database.db.select().from(products).where(eq(products.categoryNo, category.categoryNo));
  };

  it("finds the Dholak for the misspelt 'dholk', dholaks first", async () => {
    const found = await text('dholk');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.ProductName).toMatch(/Dholak/);
    const dholaks = await productsOf('Dholak');
    for (const d of dholaks) expect(productNos(found)).toContain(d.productNo);
  });

  it("finds every dholak for 'dholak', name matches before others", async () => {
    const found = await text('dholak');
    const withName = found.filter((c) => /dholak/i.test(c.ProductName));
    expect(found.slice(0, withName.length)).toEqual(withName);
    expect(withName.length).toBeGreaterThanOrEqual(6);
  });

  it('puts an exact name first', async () => {
    const found = await text('Bolt-Tuned Dholak');
    expect(found[0]!.ProductName).toBe('Bolt-Tuned Dholak');
    expect((await text('bolt-tuned dholak'))[0]!.ProductName).toBe('Bolt-Tuned Dholak');
  });

  it("ranks name words first and leaves out description-only matches: 'Steelpan' finds no T-shirt set", async () => {
    const found = await text('Steelpan', '&MaxRecords=100');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => /steelpan/i.test(c.ProductName))).toBe(true);
    expect(found.some((c) => /T-shirt/i.test(c.ProductName))).toBe(false);
  });

  it('matches brand and description words, stemmed', async () => {
    expect((await text('Yamaha')).some((c) => c.ProductName.startsWith('Yamaha'))).toBe(true);
    const chutney = await text('chutney');
    expect(chutney.some((c) => c.NewCategoryName === 'Dholak')).toBe(true);
  });

  it('matches category and subcategory names', async () => {
    const harmoniums = await text('harmoniums');
    const inLeaf = await productsOf('Harmonium');
    for (const p of inLeaf) expect(productNos(harmoniums)).toContain(p.productNo);
    const furniture = await text('furniture', '&MaxRecords=100');
    expect(furniture.length).toBeGreaterThan(10);
    expect(furniture.every((c) => c.ProductCategoryName === 'Furniture' || /furniture/i.test(JSON.stringify(c)))).toBe(
      true,
    );
  });

  it('corrects other everyday slips', async () => {
    expect((await text('samsng'))[0]!.ProductName).toMatch(/^Samsung/);
    expect((await text('harmonim'))[0]!.ProductName).toMatch(/Harmonium/);
  });

  it('does not mix look-alike words into a correct search', async () => {
    const tabla = await text('tabla', '&MaxRecords=100');
    expect(tabla.length).toBeGreaterThan(0);
    expect(tabla.some((c) => /\btable\b/i.test(c.ProductName))).toBe(false);
  });

  it('pages a search without repeating or skipping', async () => {
    const all = await text('cotton', '&MaxRecords=100');
    expect(all.length).toBeGreaterThan(6);
    const pages = await Promise.all([1, 2, 3, 4].map((p) => text('cotton', `&MaxRecords=3&PageNo=${p}`)));
    expect(productNos(pages.flat())).toEqual(productNos(all).slice(0, 12));
    expect(await text('cotton', '&PageNo=50')).toEqual([]);
  });

  it('pages consistently past the relevance-ranked first pages of a large result', async () => {
    const all = await text('demo', '&MaxRecords=100');
    expect(all.length).toBeGreaterThan(80);
    const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((p) => text('demo', `&MaxRecords=10&PageNo=${p}`)));
    const paged = productNos(pages.flat());
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged).toEqual(productNos(all).slice(0, 80));
  });

  it('finds nothing for nonsense, and takes %, _ and quotes literally', async () => {
    expect(await text('qwertyuiopzz')).toEqual([]);
    expect(await text('%')).toEqual([]);
    expect(await text('100%')).toEqual(expect.any(Array));
    expect(await text('"copper tabla"')).toEqual(expect.any(Array));
    expect((await text('"copper tabla"'))[0]?.ProductName).toMatch(/Copper Tabla/);
    expect(await text("men's")).toEqual(expect.any(Array));
  });

  it('a blank SearchText is no search: the home list answers', async () => {
    expect(await search('SearchText=%20%20&HomePageProducts=1')).toEqual(await search('HomePageProducts=1'));
  });

  it("CategorySearchText 'Tabla' returns only tabla products, all of them", async () => {
    const found = await inCategory('Tabla', '&MaxRecords=100');
    const tablas = await productsOf('Tabla');
    expect(found.every((c) => c.NewCategoryName === 'Tabla')).toBe(true);
    expect(productNos(found).sort()).toEqual(tablas.map((p) => p.productNo).sort());
  });

  it("CategorySearchText 'Funeral Clothing' returns that subcategory only", async () => {
    const found = await inCategory('Funeral Clothing', '&MaxRecords=100');
    expect(found.length).toBe((await productsOf('Funeral Clothing')).length);
    expect(found.every((c) => c.NewCategoryName === 'Funeral Clothing')).toBe(true);
  });

  it("CategorySearchText 'Electronics' returns the top category with all its subcategories", async () => {
    const top = await categoryNamed(shop.database.db, 'Electronics');
    const leaves = await shop.database.db.select().from(categories).where(eq(categories.parentNo, top.categoryNo));
    const expected = await shop.database.db
      .select()
      .from(products)
      .where(
        inArray(
          products.categoryNo,
          leaves.map((l) => l.categoryNo),
        ),
      );
    const pages = await Promise.all([1, 2].map((p) => inCategory('Electronics', `&MaxRecords=100&PageNo=${p}`)));
    const found = pages.flat();
    expect(found.every((c) => c.ProductCategoryName === 'Electronics')).toBe(true);
    expect(productNos(found).sort()).toEqual(expected.map((p) => p.productNo).sort());
  });

  it("CategorySearchText 'Shoes' ranks the Shoes subcategory before the rest of Shoes", async () => {
    const found = await inCategory('Shoes', '&MaxRecords=100');
    const firstOther = found.findIndex((c) => c.NewCategoryName !== 'Shoes');
    expect(firstOther).toBeGreaterThan(0);
    expect(
      found.slice(firstOther).every((c) => c.ProductCategoryName === 'Shoes' && c.NewCategoryName !== 'Shoes'),
    ).toBe(true);
  });

  it('CategorySearchText matches any case and typographic apostrophes, and pages', async () => {
    const plain = await inCategory("Men's Wear", '&MaxRecords=100');
    expect(plain.length).toBeGreaterThan(0);
    expect(await inCategory('men’s wear', '&MaxRecords=100')).toEqual(plain);
    const pages = await Promise.all([1, 2].map((p) => inCategory("Men's Wear", `&MaxRecords=3&PageNo=${p}`)));
    expect(productNos(pages.flat())).toEqual(productNos(plain).slice(0, 6));
  });

  it('CategorySearchText with a misspelt category still finds it; nothing for an unknown one', async () => {
    const found = await inCategory('Harmonum');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.NewCategoryName === 'Harmonium')).toBe(true);
    expect(await inCategory('Submarines')).toEqual([]);
  });

  it('SearchText and CategorySearchText together narrow each other', async () => {
    const found = await search('SearchText=brass&CategorySearchText=Tabla');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.NewCategoryName === 'Tabla')).toBe(true);
  });

  it('ranks a whole word of a name above the same text inside a longer word', async () => {
    const { addProduct } = await import('../../test-support/order-fixtures');
    const db = shop.database.db;
    const inside = await addProduct(db, { name: 'Big Zqpanorama Frame', salesPrice: '10.00', sortOrder: -2 });
    const whole = await addProduct(db, { name: 'Zqpan Cooker', salesPrice: '10.00', sortOrder: -1 });
    expect(productNos(await text('zqpan'))).toEqual([whole, inside]);
  });
});
