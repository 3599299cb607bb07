// A category page's design sections are that category's own, its department's and those for every category page
// (docs/decisions/0039).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, designSections } from '../../../database/schema';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import { createCatalogueService } from '../service';

type Answer = { Sections: { SectionName: string }[] };
const names = (body: Answer) => body.Sections.map((s) => s.SectionName);

describe.each(engines)('Design sections of a category page (%s)', (engine) => {
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
  const categoryNo = async (slug: string) =>
    (await shop.database.db.select().from(categories).where(eq(categories.slug, slug)))[0]!.categoryNo;

  it('every demo section belongs to a category', async () => {
    const rows = await shop.database.db.select().from(designSections);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.categoryNo).not.toBeNull();
  });

  it('an electronics page shows its own sections and no Puja section', async () => {
    const electronics = await categoryNo('electronics');
    const { status, body } = await get(
      `/api/design/LoadDesignPageProducts?PageNo=2&MaxRecords=15&CategoryNo=${electronics}`,
    );
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Top Electronics']);
    // A subcategory shows its department's sections.
    const televisions = await categoryNo('televisions');
    expect(names((await get(`/api/design/LoadDesignPageProducts?PageNo=2&CategoryNo=${televisions}`)).body)).toEqual([
      'Top Electronics',
    ]);
    const puja = await categoryNo('puja-items');
    expect(names((await get(`/api/design/LoadDesignPageProducts?PageNo=2&CategoryNo=${puja}`)).body)).toEqual([
      'Puja Essentials',
    ]);
    // Without CategoryNo the answer is the whole design page, as before.
    expect(names((await get('/api/design/LoadDesignPageProducts?PageNo=2')).body)).toEqual(
      expect.arrayContaining(['Puja Essentials', 'Top Electronics', 'Cook Like Mummy']),
    );
  });

  it('the category page takes the sections of both groups that belong to it', async () => {
    const furniture = await categoryNo('furniture');
    const page = await createCatalogueService(shop.database.db).categoryPage(
      furniture,
      { pageNo: 1, maxRecords: 15 },
      {},
      { newArrivals: 8, perSection: 10 },
    );
    const design = page!.design;
    expect(design.NewArrivalList.length).toBe(8);
    expect(design.Sections[0]!.Products.length).toBeLessThanOrEqual(10);
    expect(names(design)).toEqual(['Furniture Showroom']);
    expect(design.Sections[0]!.Products.length).toBeGreaterThan(0);
    expect(design.NewArrivalList.length).toBeGreaterThan(0);
    const sections = await shop.database.db
      .select()
      .from(designSections)
      .where(eq(designSections.categoryNo, furniture));
    expect(sections.map((s) => s.pageNo)).toEqual([3]);
  });

  it('a section for every category page shows on each of them, and an unknown category gets only those', async () => {
    const [everywhere] = await shop.database.db
      .insert(designSections)
      .values({ pageNo: 2, sectionName: 'Shop Favourites', sortOrder: 99, categoryNo: null })
      .returning();
    try {
      for (const slug of ['electronics', 'puja-items', 'tabla']) {
        const body = (await get(`/api/design/LoadDesignPageProducts?PageNo=2&CategoryNo=${await categoryNo(slug)}`))
          .body;
        expect(names(body)).toContain('Shop Favourites');
      }
      const { status, body } = await get('/api/design/LoadDesignPageProducts?PageNo=2&CategoryNo=999999');
      expect(status).toBe(200);
      expect(names(body)).toEqual(['Shop Favourites']);
      expect(names(await createCatalogueService(shop.database.db).designPage(2, 10, 99_999_999_999))).toEqual([
        'Shop Favourites',
      ]);
    } finally {
      await shop.database.db.delete(designSections).where(inArray(designSections.sectionNo, [everywhere!.sectionNo]));
    }
  });

  it.each(['CategoryNo=0', 'CategoryNo=x', 'CategoryNo=-3', 'CategoryNo=99999999999'])(
    'answers 400 for %s',
    async (query) => {
      const { status, body } = await get(`/api/design/LoadDesignPageProducts?PageNo=2&${query}`);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    },
  );
});
