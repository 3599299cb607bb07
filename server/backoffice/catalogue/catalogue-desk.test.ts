import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bannerProducts,
  categories,
  productImages,
  products,
  productVariants,
  reviews,
} from '../../../database/schema';
import { addProduct, addVariant, orderBody } from '../../test-support/order-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';

const png = async (w = 1200, h = 900) =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: w, height: h, channels: 3, background: '#1e6b34' } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  );

describe.each(engines)('catalogue in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let manager: SignedInStaff;
  let categoryNo: number;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    manager = await staffOf(backoffice, 'manager');
    [{ categoryNo }] = (await shop.database.db
      .select({ categoryNo: categories.categoryNo })
      .from(categories)
      .limit(1)) as [{ categoryNo: number }];
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const fields = (extra: Record<string, string | Blob | (string | Blob)[]> = {}) => ({
    name: 'Tassa Drum Sticks',
    description: 'Hardwood sticks for tassa.',
    categoryNo: String(categoryNo),
    brand: 'Cunupia Craft',
    salesPrice: '1,299.50',
    salesPrice2: '2500',
    discountPercent: '5',
    freeDeliveryQuantity: '3',
    ribbonText: 'New',
    isActive: 'on',
    ...extra,
  });
  const save = (productNo: number | null, f: Record<string, string | Blob | (string | Blob)[]>) =>
    act(
      backoffice,
      manager,
      'catalogue',
      f,
      async (d, form) => `saved ${await d.catalogue.saveProduct(productNo, form)}`,
    );

  it('adds a product with two variants and a picture; the shop finds it at once', async () => {
    const answer = await save(
      null,
      fields({
        'variant.0.color': 'Red',
        'variant.0.size': 'Small',
        'variant.0.stock': '3',
        'variant.1.color': 'Blue',
        'variant.1.size': 'Large',
        'variant.1.stock': '4',
        'variant.2.color': '',
        'variant.2.size': '',
        'variant.2.stock': '',
        images: await png(),
      }),
    );
    expect(answer).toMatchObject({ ok: true });
    const productNo = Number((answer as { msg: string }).msg.split(' ')[1]);
    const [row] = await db().select().from(products).where(eq(products.productNo, productNo));
    expect(row).toMatchObject({
      name: 'Tassa Drum Sticks',
      salesPrice: '1299.50',
      salesPrice2: '2500.00',
      salesPrice3: null,
      discountPercent: '5.00',
      stock: 7,
      isActive: true,
      ribbonText: 'New',
      slug: `tassa-drum-sticks-${productNo}`,
    });
    const variants = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productNo, productNo))
      .orderBy(productVariants.sortOrder);
    expect(variants.map((v) => [v.color, v.size, v.stock])).toEqual([
      ['Red', 'Small', 3],
      ['Blue', 'Large', 4],
    ]);
    const [image] = await db().select().from(productImages).where(eq(productImages.productNo, productNo));
    expect(image).toMatchObject({ width: 800, height: 800, thumbWidth: 320, thumbHeight: 320 });
    expect(await sharp(path.join(shop.config.mediaDir, image!.path)).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 800,
    });
    expect(await sharp(path.join(shop.config.mediaDir, image!.thumbnailPath)).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 320,
    });

    const found = (
      await getJson(shop.app, '/api/trini/GetProducts?SearchText=Tassa%20Drum%20Sticks&MaxRecords=15')
    ).json();
    expect(found.map((p: { ProductNo: number }) => p.ProductNo)).toContain(productNo);
    const card = found.find((p: { ProductNo: number }) => p.ProductNo === productNo);
    expect(card).toMatchObject({
      SalesPrice: 1299.5,
      ProductSKUCount: 2,
      ImageFilePathThumbnail: image!.thumbnailPath,
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(productNo))));
    expect(entry).toMatchObject({
      action: 'product.create',
      staffUserNo: manager.staffUserNo,
      before: null,
      after: { name: 'Tassa Drum Sticks', newImages: 1 },
    });
  });

  it('refuses bad input field by field and adds nothing, files included', async () => {
    const count = async () => (await db().select({ n: products.productNo }).from(products)).length;
    const files = () => fs.readdirSync(path.join(shop.config.mediaDir, 'products')).length;
    const [before, filesBefore] = [await count(), files()];
    const refused = await save(
      null,
      fields({
        name: '',
        salesPrice: '12x',
        discountPercent: '150',
        categoryNo: '99999999',
        'variant.0.color': 'Red',
        'variant.0.stock': 'lots',
        images: await png(),
      }),
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fields: {
        name: 'Product name is required.',
        salesPrice: 'Sales price must be an amount in TT dollars, like 1299.00.',
        discountPercent: 'Discount percent must be a number from 0 to 100, with at most 2 decimals.',
      },
      values: { name: '', salesPrice: '12x' },
    });
    expect(await save(null, fields({ categoryNo: '99999999' }))).toMatchObject({
      ok: false,
      fields: { categoryNo: 'Please choose a category from the list.' },
    });
    expect(await save(null, fields({ 'variant.0.color': 'Red', 'variant.0.stock': 'lots' }))).toMatchObject({
      ok: false,
      fields: { 'variant.0.stock': 'Variant 1: stock must be a whole number of 0 or more.' },
    });
    expect(
      await save(
        null,
        fields({ 'variant.0.color': 'Red', 'variant.0.stock': '1', 'variant.1.color': 'red', 'variant.1.stock': '2' }),
      ),
    ).toMatchObject({
      ok: false,
      fields: { variants: expect.stringMatching(/^Two variants have the same colour and size/) },
    });
    const notAPicture = new File([new TextEncoder().encode('<html>not a picture</html>')], 'page.png', {
      type: 'image/png',
    });
    expect(await save(null, fields({ images: notAPicture }))).toMatchObject({
      ok: false,
      fields: { images: 'page.png is not a picture (JPEG, PNG, WebP, GIF or AVIF).' },
    });
    expect(await count()).toBe(before);
    expect(files()).toBe(filesBefore);
  });

  it('updates a product: a variant removed, stock summed again, a variant in past orders kept', async () => {
    const productNo = await addProduct(db(), { name: 'Kurta Set', salesPrice: '150.00', stock: 5 });
    const red = await addVariant(db(), productNo, { color: 'Red', size: 'M', stock: 2 });
    const blue = await addVariant(db(), productNo, { color: 'Blue', size: 'M', stock: 3 });
    const ordered = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: productNo, ProductSKUNo: blue, Quantity: 1, Color: 'Blue', Size: 'M' }]),
      { 'x-forwarded-for': '10.6.0.1' },
    );
    expect(ordered.json()).toMatchObject({ success: true });
    const rows = {
      'variant.0.skuNo': String(red),
      'variant.0.color': 'Red',
      'variant.0.size': 'M',
      'variant.0.stock': '6',
      'variant.1.skuNo': String(blue),
      'variant.1.color': 'Blue',
      'variant.1.size': 'M',
      'variant.1.stock': '2',
    };
    expect(await save(productNo, fields({ ...rows, name: 'Kurta Set', 'variant.1.remove': 'on' }))).toMatchObject({
      ok: false,
      msg: 'The variant Blue, M is in past orders and cannot be removed; set its stock to 0 instead.',
    });
    expect(await save(productNo, fields({ ...rows, name: 'Kurta Set', 'variant.0.remove': 'on' }))).toMatchObject({
      ok: true,
    });
    expect(
      (await db().select().from(productVariants).where(eq(productVariants.productNo, productNo))).map((v) => v.skuNo),
    ).toEqual([blue]);
    expect((await db().select().from(products).where(eq(products.productNo, productNo)))[0]).toMatchObject({
      stock: 2,
      name: 'Kurta Set',
    });
    const other = await addProduct(db(), { name: 'Other', salesPrice: '1.00' });
    const otherVariant = await addVariant(db(), other, { color: 'Green', stock: 1 });
    expect(
      await save(
        productNo,
        fields({ 'variant.0.skuNo': String(otherVariant), 'variant.0.color': 'Green', 'variant.0.stock': '1' }),
      ),
    ).toMatchObject({ ok: false, msg: `Variant ${otherVariant} is not one of this product's variants.` });
  });

  it('keeps the category tree whole', async () => {
    const d = await backoffice.desk(manager.page('/admin/categories'), 'catalogue');
    const run = (f: Record<string, string>, change: (form: FormData) => Promise<string>) =>
      act(backoffice, manager, 'catalogue', f, (_d, form) => change(form));
    expect(await run({ name: 'Steelpans', parentNo: '' }, (form) => d.catalogue.addCategory(form))).toEqual({
      ok: true,
      msg: 'Category Steelpans added.',
    });
    const [pans] = await db().select().from(categories).where(eq(categories.name, 'Steelpans'));
    expect(pans).toMatchObject({ slug: 'steelpans', parentNo: null });
    expect(
      await run({ name: 'Tenor Pans', parentNo: String(pans!.categoryNo) }, (form) => d.catalogue.addCategory(form)),
    ).toMatchObject({ ok: true });
    const [tenor] = await db().select().from(categories).where(eq(categories.name, 'Tenor Pans'));
    expect(
      await run({ name: 'Steelpans', parentNo: String(tenor!.categoryNo) }, (form) =>
        d.catalogue.updateCategory(pans!.categoryNo, form),
      ),
    ).toMatchObject({ ok: false, msg: 'A category cannot be placed under itself or one of its subcategories.' });
    expect(await run({}, () => d.catalogue.removeCategory(pans!.categoryNo))).toMatchObject({
      ok: false,
      status: 409,
      msg: 'This category has subcategories; move or remove them first.',
    });
    await addProduct(db(), { name: 'A tenor pan', salesPrice: '3000.00', categoryNo: tenor!.categoryNo });
    expect(await run({}, () => d.catalogue.removeCategory(tenor!.categoryNo))).toMatchObject({
      ok: false,
      msg: 'This category still has products; move them to another category first.',
    });
    expect(
      await run({ name: 'Steel Pans', parentNo: '', sortOrder: '3' }, (form) =>
        d.catalogue.updateCategory(pans!.categoryNo, form),
      ),
    ).toEqual({ ok: true, msg: 'Category Steel Pans saved.' });
    expect((await db().select().from(categories).where(eq(categories.categoryNo, pans!.categoryNo)))[0]).toMatchObject({
      name: 'Steel Pans',
      slug: 'steel-pans',
      sortOrder: 3,
    });
  });

  it('saves a banner with its products and a picture cropped to 1265 × 310; unknown products are refused', async () => {
    const d = await backoffice.desk(manager.page('/admin/banners'), 'catalogue');
    const [a, b] = [
      await addProduct(db(), { name: 'Banner A', salesPrice: '1.00' }),
      await addProduct(db(), { name: 'Banner B', salesPrice: '1.00' }),
    ];
    const saveBanner = (f: Record<string, string | Blob>) =>
      act(backoffice, manager, 'catalogue', f, (_d, form) => d.catalogue.saveBanner(13, form));
    expect(await saveBanner({ title: 'Kitchen Week', active: 'on', products: `${b}, ${a} 99999999` })).toMatchObject({
      ok: false,
      fields: { products: 'No product has the number 99999999.' },
    });
    expect(
      await saveBanner({
        title: 'Kitchen Week',
        active: 'on',
        products: `${b}, ${a}, ${b}`,
        image: await png(2000, 1000),
      }),
    ).toEqual({ ok: true, msg: 'Banner 13 saved.' });
    expect(
      (
        await db()
          .select()
          .from(bannerProducts)
          .where(eq(bannerProducts.bannerNo, 13))
          .orderBy(bannerProducts.sortOrder)
      ).map((r) => r.productNo),
    ).toEqual([b, a]);
    const banner = await d.catalogue.banner(13);
    expect(banner.banner.imagePath).toMatch(/^banner\/13-[0-9a-f]{12}\.jpg$/);
    expect(await sharp(path.join(shop.config.mediaDir, banner.banner.imagePath)).metadata()).toMatchObject({
      width: 1265,
      height: 310,
      format: 'jpeg',
    });
    const shown = (await getJson(shop.app, '/api/trini/GetProducts?SearchText=&BannerNo=13&MaxRecords=15')).json();
    expect(shown.map((p: { ProductNo: number }) => p.ProductNo).sort()).toEqual([a, b].sort());
  });

  it('creates, changes and removes a design section, which belongs to a category or to every category page', async () => {
    const d = await backoffice.desk(manager.page('/admin/design'), 'catalogue');
    const p = await addProduct(db(), { name: 'Section product', salesPrice: '1.00' });
    const [carnival] = await db()
      .insert(categories)
      .values({ slug: 'carnival-costumes', name: 'Carnival Costumes' })
      .returning();
    const created = await act(
      backoffice,
      manager,
      'catalogue',
      { pageNo: '3', sectionName: 'Carnival Specials', categoryNo: String(carnival!.categoryNo), products: String(p) },
      async (_d, form) => String(await d.catalogue.saveSection(null, form)),
    );
    const sectionNo = Number((created as { msg: string }).msg);
    const edited = await d.catalogue.section(sectionNo);
    expect(edited.products).toEqual([{ productNo: p, name: 'Section product' }]);
    expect(edited.section.categoryNo).toBe(carnival!.categoryNo);
    expect((await d.catalogue.sections()).find((s) => s.sectionNo === sectionNo)).toMatchObject({
      categoryName: 'Carnival Costumes',
    });
    // The category cannot go while a section still belongs to it.
    expect(
      await act(backoffice, manager, 'catalogue', {}, () => d.catalogue.removeCategory(carnival!.categoryNo)),
    ).toMatchObject({
      ok: false,
      status: 409,
      msg: 'This category still has design sections; give them another category or remove them first (Category sections).',
    });
    expect(
      await act(backoffice, manager, 'catalogue', { pageNo: '4', sectionName: '' }, async (_d, form) =>
        String(await d.catalogue.saveSection(sectionNo, form)),
      ),
    ).toMatchObject({
      ok: false,
      fields: { pageNo: 'Group must be one of: 2, 3.', sectionName: 'Section name is required.' },
    });
    expect(
      await act(
        backoffice,
        manager,
        'catalogue',
        { pageNo: '2', sectionName: 'Carnival Specials', categoryNo: '2147480000' },
        async (_d, form) => String(await d.catalogue.saveSection(sectionNo, form)),
      ),
    ).toMatchObject({ ok: false, fields: { categoryNo: 'Please choose a category from the list.' } });
    // Blank: every category page.
    await act(
      backoffice,
      manager,
      'catalogue',
      { pageNo: '2', sectionName: 'Carnival Specials', categoryNo: '', products: String(p) },
      async (_d, form) => String(await d.catalogue.saveSection(sectionNo, form)),
    );
    expect((await d.catalogue.section(sectionNo)).section.categoryNo).toBeNull();
    expect(await act(backoffice, manager, 'catalogue', {}, () => d.catalogue.removeSection(sectionNo))).toEqual({
      ok: true,
      msg: 'Section Carnival Specials removed.',
    });
    expect(
      await act(backoffice, manager, 'catalogue', {}, () => d.catalogue.removeCategory(carnival!.categoryNo)),
    ).toMatchObject({ ok: true });
  });

  it('hides a review from the product page and shows it again', async () => {
    const [review] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.isVisible, true))
      .orderBy(desc(reviews.reviewNo))
      .limit(1);
    const d = await backoffice.desk(manager.page('/admin/reviews'), 'catalogue');
    const titles = async () =>
      (await getJson(shop.app, `/api/Product/loadproduct?ProductNo=${review!.productNo}&LoadReviews=true`))
        .json()
        .ProductReviewList.map((r: { ReviewTitle: string }) => r.ReviewTitle);
    expect(
      await act(backoffice, manager, 'catalogue', {}, () => d.catalogue.setReviewVisible(review!.reviewNo, false)),
    ).toEqual({ ok: true, msg: `Review ${review!.reviewNo} is hidden.` });
    expect(await titles()).not.toContain(review!.title);
    expect((await d.catalogue.reviews(new URLSearchParams('visibility=hidden'))).rows.map((r) => r.reviewNo)).toContain(
      review!.reviewNo,
    );
    await act(backoffice, manager, 'catalogue', {}, () => d.catalogue.setReviewVisible(review!.reviewNo, true));
    expect(await titles()).toContain(review!.title);
  });
});

describe.each(engines)('record numbers posted by forms (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers "No such …" (404) for a missing, broken or out-of-range number, changing nothing', async () => {
    for (const bad of [Number.NaN, 0, -3, 1.5, 3_000_000_000]) {
      expect(
        await act(backoffice, owner, 'catalogue', {}, (d) => d.catalogue.setReviewVisible(bad, false)),
      ).toMatchObject({ ok: false, status: 404, msg: 'No such review.' });
      expect(await act(backoffice, owner, 'catalogue', {}, (d) => d.catalogue.removeCategory(bad))).toMatchObject({
        ok: false,
        status: 404,
        msg: 'No such category.',
      });
      expect(
        await act(backoffice, owner, 'staff', { name: 'x', role: 'clerk' }, (d, form) =>
          d.staffAccounts.update(bad, form),
        ),
      ).toMatchObject({ ok: false, status: 404 });
      expect(
        await act(backoffice, owner, 'payments', { reference: 'x' }, (d, form) =>
          d.payments.confirmBankTransfer(bad, form),
        ),
      ).toMatchObject({ ok: false, status: 404, msg: 'No such order.' });
    }
    expect(
      await act(backoffice, owner, 'catalogue', {}, async (d) => {
        await d.catalogue.removeImage(1, 2_000_000_000);
        return 'removed';
      }),
    ).toMatchObject({ ok: false, status: 404, msg: 'No such picture.' });
  });
});
