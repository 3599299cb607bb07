import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products, productVariants, reviews } from '../../../database/schema';
import { productNamed } from '../../test-support/catalogue-data';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';

describe.each(engines)('GET /api/Product/loadproduct (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const load = async (query: string) => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/Product/loadproduct?${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  it('answers the card fields plus images, variants, stock, origin and review figures', async () => {
    const phone = await productNamed(shop.database.db, 'Samsung Galaxy A55 5G 128GB');
    const { status, body } = await load(`ProductNo=${phone.productNo}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ProductNo: phone.productNo,
      ProductName: 'Samsung Galaxy A55 5G 128GB',
      SalesPrice: 3299,
      ProductCategoryName: 'Electronics',
      NewCategoryName: 'Phones & Tablets',
      CountryOfOrigin: 'Vietnam',
      ProductReviewList: [],
    });
    const images = await shop.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productNo, phone.productNo))
      .orderBy(asc(productImages.sortOrder));
    expect(body.ProductImageList.map((i: { ImageFilePath: string }) => i.ImageFilePath)).toEqual(
      images.map((i) => i.path),
    );
    expect(body.ImageFilePath).toBe(images[0]!.path);
    const variants = await shop.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productNo, phone.productNo))
      .orderBy(asc(productVariants.sortOrder));
    expect(body.ProductSKUList).toEqual(
      variants.map((v) => ({
        ProductSKUNo: v.skuNo,
        Color: v.color,
        Size: v.size,
        Stock: v.stock,
        IsSoldOut: v.stock > 0 ? 0 : 1,
      })),
    );
    expect(body.ProductSKUCount).toBe(variants.length);
    expect(body.Stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
    expect(body).not.toHaveProperty('PurchasePrice');
  });

  it('with LoadReviews=true lists every visible review, newest first, with the average rating', async () => {
    const [reviewed] = await shop.database.db
      .select({ productNo: reviews.productNo })
      .from(reviews)
      .groupBy(reviews.productNo)
      .orderBy(desc(sql`count(*)`), asc(reviews.productNo))
      .limit(1);
    const all = await shop.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productNo, reviewed!.productNo), eq(reviews.isVisible, true)))
      .orderBy(desc(reviews.createdAt), desc(reviews.reviewNo));
    expect(all.length).toBeGreaterThan(5);
    const { body } = await load(`ProductNo=${reviewed!.productNo}&LoadReviews=true`);
    expect(body.ReviewCount).toBe(all.length);
    expect(body.ProductReviewList).toHaveLength(all.length);
    expect(body.ProductReviewList[0]).toEqual({
      CustomerName: all[0]!.customerName,
      Rating: all[0]!.rating,
      ReviewTitle: all[0]!.title,
      Comments: all[0]!.comments,
      DateAdded: all[0]!.createdAt.toISOString(),
    });
    const dates = body.ProductReviewList.map((r: { DateAdded: string }) => r.DateAdded);
    expect(dates).toEqual([...dates].sort().reverse());
    const average = all.reduce((sum, r) => sum + r.rating, 0) / all.length;
    expect(body.Rating).toBeCloseTo(average, 1);
    const without = await load(`ProductNo=${reviewed!.productNo}&LoadReviews=false`);
    expect(without.body.ProductReviewList).toEqual([]);
    expect(without.body.ReviewCount).toBe(all.length);
  });

  it('leaves hidden reviews out', async () => {
    const [review] = await shop.database.db.select().from(reviews).orderBy(asc(reviews.reviewNo)).limit(1);
    const before = (await load(`ProductNo=${review!.productNo}&LoadReviews=true`)).body;
    await shop.database.db.update(reviews).set({ isVisible: false }).where(eq(reviews.reviewNo, review!.reviewNo));
    const after = (await load(`ProductNo=${review!.productNo}&LoadReviews=true`)).body;
    expect(after.ReviewCount).toBe(before.ReviewCount - 1);
    expect(after.ProductReviewList).toHaveLength(before.ProductReviewList.length - 1);
    await shop.database.db.update(reviews).set({ isVisible: true }).where(eq(reviews.reviewNo, review!.reviewNo));
  });

  it('shows a sold-out product with its variants all sold out', async () => {
    const [soldOut] = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.isSoldOut, true))
      .orderBy(asc(products.productNo));
    const { status, body } = await load(`productno=${soldOut!.productNo}`);
    expect(status).toBe(200);
    expect(body.IsSoldOut).toBe(1);
    expect(body.Stock).toBe(0);
    for (const v of body.ProductSKUList) expect(v.IsSoldOut).toBe(1);
  });

  it('answers 404 Product not found. for an unknown or withdrawn product', async () => {
    expect(await load('ProductNo=999999')).toEqual({
      status: 404,
      body: { success: false, msg: 'Product not found.' },
    });
    const dholak = await productNamed(shop.database.db, 'Mini Dholak for Kids');
    await shop.database.db.update(products).set({ isActive: false }).where(eq(products.productNo, dholak.productNo));
    expect(await load(`ProductNo=${dholak.productNo}`)).toEqual({
      status: 404,
      body: { success: false, msg: 'Product not found.' },
    });
    await shop.database.db.update(products).set({ isActive: true }).where(eq(products.productNo, dholak.productNo));
  });

  it.each([
    ['', 'ProductNo: ProductNo is required.'],
    ['ProductNo=x', 'ProductNo: ProductNo must be a whole number of 1 or more.'],
    ['ProductNo=0', 'ProductNo: ProductNo must be a whole number of 1 or more.'],
    ['ProductNo=12abc', 'ProductNo: ProductNo must be a whole number of 1 or more.'],
  ])('answers 400 for %j', async (query, msg) => {
    expect(await load(query)).toMatchObject({ status: 400, body: { success: false, msg } });
  });
});
