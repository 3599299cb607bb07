import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, categories, products } from '../../database/schema';
import { productNamed } from '../test-support/catalogue-data';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { type CatalogueService, createCatalogueService } from './service';

describe.each(engines)('The catalogue service for page loaders (%s)', (engine) => {
  let shop: TestShop;
  let catalogue: CatalogueService;
  beforeAll(async () => {
    shop = await createTestShop(engine);
    catalogue = createCatalogueService(shop.database.db);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const api = async (url: string) => (await shop.app.inject({ method: 'GET', url })).json();

  it('answers what the JSON API answers', async () => {
    expect(await catalogue.homeProducts(2, 15)).toEqual(
      await api('/api/trini/GetProducts?HomePageProducts=1&PageNo=2&MaxRecords=15'),
    );
    expect(await catalogue.bestSellers()).toEqual(await api('/api/trini/GetProducts?BestSellers=1'));
    expect(await catalogue.newProducts()).toEqual(await api('/api/trini/GetProducts?NewProducts=1'));
    expect(await catalogue.search({ text: 'dholk' })).toEqual(await api('/api/trini/GetProducts?SearchText=dholk'));
    expect(await catalogue.search({ categoryText: 'Tabla' })).toEqual(
      await api('/api/trini/GetProducts?CategorySearchText=Tabla'),
    );
    expect(await catalogue.bannerProducts(13, 1, 5)).toEqual(
      await api('/api/trini/GetProducts?BannerNo=13&MaxRecords=5'),
    );
    expect(await catalogue.categoryTree()).toEqual(await api('/api/store/getproductcategorylist'));
    expect(await catalogue.cities()).toEqual(await api('/api/Trini/GetCityList'));
    expect(await catalogue.designPage(3)).toEqual(await api('/api/design/LoadDesignPageProducts?PageNo=3'));
    const dholak = await productNamed(shop.database.db, 'Bolt-Tuned Dholak');
    expect(await catalogue.product(dholak.productNo, { loadReviews: true })).toEqual(
      await api(`/api/Product/loadproduct?ProductNo=${dholak.productNo}&LoadReviews=true`),
    );
    expect(await catalogue.similarProducts(dholak.productNo)).toEqual(
      await api(`/api/trini/GetProducts?SimilarProductNo=${dholak.productNo}`),
    );
    expect(await catalogue.categoryProducts(dholak.categoryNo, 1, 5, { sort: 'price-asc' })).toEqual(
      await api(`/api/Product/GetProducts?CategoryNo=${dholak.categoryNo}&MaxRecords=5&Sort=price-asc`),
    );
  });

  it('answers null where the API answers 404', async () => {
    expect(await catalogue.product(999999)).toBeNull();
    expect(await catalogue.categoryProducts(999999)).toBeNull();
    expect(await catalogue.shop(999)).toBeNull();
    expect(await catalogue.shop(16)).toEqual({ ShopNo: 16, ShopName: 'Online Store (Demo)' });
  });

  it('lists the slider’s banners 11 to 15 in order, only active ones', async () => {
    const slider = await catalogue.banners();
    expect(slider.map((b) => b.BannerNo)).toEqual([11, 12, 13, 14, 15]);
    expect(slider[0]).toEqual({ BannerNo: 11, Title: 'Divali Deals', ImageFilePath: 'banner/11.jpg' });
    await shop.database.db.update(banners).set({ active: false }).where(eq(banners.bannerNo, 14));
    expect((await catalogue.banners()).map((b) => b.BannerNo)).toEqual([11, 12, 13, 15]);
    expect(await catalogue.bannerProducts(14)).toEqual([]);
    await shop.database.db.update(banners).set({ active: true }).where(eq(banners.bannerNo, 14));
  });

  it('gives the sitemap every active product with its last change, and every category', async () => {
    const entries = await catalogue.sitemapEntries();
    const active = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.productNo));
    expect(entries.Products.map((p) => p.ProductNo)).toEqual(active.map((p) => p.productNo));
    expect(entries.Products[0]!.UpdatedAt).toBe(active[0]!.updatedAt.toISOString());
    expect(entries.Categories).toHaveLength((await shop.database.db.select().from(categories)).length);
  });

  it('saves a review through the same rules as the API', async () => {
    const tabla = await productNamed(shop.database.db, 'Student Brass Tabla Set');
    const review = {
      productNo: tabla.productNo,
      mobile: '5550909',
      name: 'Ravi',
      title: 'Good',
      comments: 'Nice set',
      rating: 4,
    };
    expect(await catalogue.saveReview(review)).toEqual({ success: true, msg: 'Review saved.' });
    expect(await catalogue.saveReview({ ...review, title: ' ' })).toEqual({
      success: false,
      msg: 'Title is required.',
    });
  });
});
