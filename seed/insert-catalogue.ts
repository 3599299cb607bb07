// Turns the demo catalogue into rows, all in one transaction: a half-seeded shop never exists.
import { sql } from 'drizzle-orm';
import type { Database } from '../database/connect';
import * as t from '../database/schema';
import type { SeedCategory, SeedProduct } from './catalogue-types';
import type { SeedImage } from './images';

export interface SeedInput {
  categories: SeedCategory[];
  products: SeedProduct[];
  images: Map<string, SeedImage[]>; // by product slug
  cities: { name: string; island: 'Trinidad' | 'Tobago' }[];
  shops: { shopNo: number; name: string; address: string; phone: string; pickupPoint?: boolean }[];
  banners: { bannerNo: number; title: string; productSlugs: string[] }[];
  designSections: { pageNo: 2 | 3; sectionName: string; categorySlug: string; productSlugs: string[] }[];
  paymentMethods: { pmNo: number; name: string; description: string }[];
}

const CHUNK = 200;
function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function insertCatalogue(db: Database, input: SeedInput): Promise<{ products: number }> {
  return db.transaction(async (tx) => {
    const categoryNoBySlug = new Map<string, number>();
    const insertTree = async (nodes: SeedCategory[], parentNo: number | null) => {
      for (const [i, node] of nodes.entries()) {
        const [row] = await tx
          .insert(t.categories)
          .values({ slug: node.slug, name: node.name, parentNo, sortOrder: i })
          .returning({ categoryNo: t.categories.categoryNo });
        categoryNoBySlug.set(node.slug, row!.categoryNo);
        await insertTree(node.children, row!.categoryNo);
      }
    };
    await insertTree(input.categories, null);

    await tx.insert(t.shops).values(input.shops);
    await tx.insert(t.paymentMethods).values(input.paymentMethods.map((m, i) => ({ ...m, sortOrder: i })));
    await tx.insert(t.cities).values(input.cities.map((c, i) => ({ ...c, sortOrder: i })));

    const productNoBySlug = new Map<string, number>();
    for (const batch of chunks(input.products.map((p, index) => ({ p, index })))) {
      const rows = await tx
        .insert(t.products)
        .values(
          batch.map(({ p, index }) => {
            const categoryNo = categoryNoBySlug.get(p.categorySlug);
            if (!categoryNo) throw new Error(`Product ${p.slug} names an unknown category ${p.categorySlug}`);
            return {
              slug: p.slug,
              name: p.name,
              description: p.description,
              categoryNo,
              brand: p.brand,
              barcode: p.barcode,
              sku: p.sku,
              salesPrice: p.price,
              purchasePrice: p.purchasePrice,
              salesPrice2: p.salesPrice2,
              salesPrice3: p.salesPrice3,
              salesPrice5: p.salesPrice5,
              discountPercent: String(p.discountPercent),
              freeDelivery: p.freeDelivery,
              freeDeliveryQuantity: p.freeDeliveryQuantity,
              ribbonText: p.ribbonText,
              videoFile: p.videoFile,
              stock: p.stock,
              isSoldOut: p.isSoldOut,
              arrivalDate: p.arrivalDate,
              countryOfOrigin: p.countryOfOrigin ?? null,
              sortOrder: index,
            };
          }),
        )
        .returning({ productNo: t.products.productNo, slug: t.products.slug });
      for (const r of rows) productNoBySlug.set(r.slug, r.productNo);
    }
    const productNo = (slug: string) => {
      const no = productNoBySlug.get(slug);
      if (!no) throw new Error(`Unknown product slug ${slug}`);
      return no;
    };

    const imageRows = input.products.flatMap((p) =>
      (input.images.get(p.slug) ?? []).map((img, i) => ({
        productNo: productNo(p.slug),
        sortOrder: i,
        path: img.path,
        thumbnailPath: img.thumbnailPath,
        width: img.width,
        height: img.height,
        thumbWidth: img.thumbWidth,
        thumbHeight: img.thumbHeight,
      })),
    );
    for (const batch of chunks(imageRows)) await tx.insert(t.productImages).values(batch);

    const variantRows = input.products.flatMap((p) =>
      p.variants.map((v, i) => ({
        productNo: productNo(p.slug),
        sku: v.sku,
        color: v.color,
        size: v.size,
        stock: v.stock,
        sortOrder: i,
      })),
    );
    for (const batch of chunks(variantRows)) await tx.insert(t.productVariants).values(batch);

    const reviewRows = input.products.flatMap((p) =>
      p.reviews.map((r) => ({
        productNo: productNo(p.slug),
        customerName: r.customerName,
        customerMobile: r.customerMobile,
        rating: r.rating,
        title: r.title,
        comments: r.comments,
        createdAt: new Date(r.createdAt),
      })),
    );
    for (const batch of chunks(reviewRows)) await tx.insert(t.reviews).values(batch);

    for (const b of input.banners) {
      await tx
        .insert(t.banners)
        .values({ bannerNo: b.bannerNo, title: b.title, imagePath: `banner/${b.bannerNo}.jpg`, sortOrder: b.bannerNo });
      if (b.productSlugs.length) {
        await tx
          .insert(t.bannerProducts)
          .values(b.productSlugs.map((s, i) => ({ bannerNo: b.bannerNo, productNo: productNo(s), sortOrder: i })));
      }
    }
    for (const [i, s] of input.designSections.entries()) {
      const categoryNo = categoryNoBySlug.get(s.categorySlug);
      if (!categoryNo) throw new Error(`Section ${s.sectionName} names an unknown category ${s.categorySlug}`);
      const [row] = await tx
        .insert(t.designSections)
        .values({
          pageNo: s.pageNo,
          sectionName: s.sectionName,
          sortOrder: i,
          categoryNo,
        })
        .returning({ sectionNo: t.designSections.sectionNo });
      if (s.productSlugs.length) {
        await tx
          .insert(t.designSectionProducts)
          .values(
            s.productSlugs.map((slug, j) => ({ sectionNo: row!.sectionNo, productNo: productNo(slug), sortOrder: j })),
          );
      }
    }
    await tx.execute(sql`ANALYZE`);
    return { products: productNoBySlug.size };
  });
}
