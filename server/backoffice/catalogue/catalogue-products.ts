// Products in the back office: the list, one product with its images and variants, and saving it.
// A save is one transaction (fields, variants, new images, video, audit); files written for a save
// that fails are removed again. The storefront reads the same rows, so a change shows at once.
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { categories, productImages, products, productVariants, shops } from '../../../database/schema';
import { centsToDecimal, toCents } from '../../../shop-rules/money';
import { shopDay } from '../../../shop-rules/shop-time';
import type { StockFilter } from '../../../shop-rules/stock';
import type { MediaStore } from '../../media/media-store';
import { setStock, sumVariantStock } from '../../orders/stock';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import { optionalNumeric } from '../shared/numeric';
import { stockFilterCondition } from '../stock';
import { chosenFiles, readImages, removeMediaFiles, writeProductImage, writeProductVideo } from './media-files';
import { type ProductFields, productSchema } from './product-form';
import { readVariantRows, saveVariants } from './product-variants';

export const PRODUCTS_PER_PAGE = 25;
export const MAX_IMAGES_PER_SAVE = 8;
// What the back office uploaded (the seed's files are shared by several products and stay).
const UPLOADED_IMAGE = /^products\/p\d+-[0-9a-f]{12}(-card)?\.webp$/;
const UPLOADED_VIDEO = /^p\d+-[0-9a-f]{12}\.(mp4|webm)$/;

export interface ProductQuery {
  q: string;
  categoryNo: number | null;
  /** In stock, low or sold out (server/backoffice/stock/low-stock.ts); null: any. */
  stock: StockFilter | null;
  /** The shop's low-stock level, for products without their own. */
  shopLevel: number;
  page: number;
}

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProducts(db: Database, query: ProductQuery) {
  const q = query.q.trim();
  const where = and(
    q
      ? or(
          /^\d{1,9}$/.test(q) ? eq(products.productNo, Number(q)) : undefined,
          ilike(products.name, likeText(q)),
          ilike(products.barcode, likeText(q)),
          ilike(products.brand, likeText(q)),
        )
      : undefined,
    query.categoryNo
      ? or(
          eq(products.categoryNo, query.categoryNo),
          inArray(
            products.categoryNo,
            db.select({ n: categories.categoryNo }).from(categories).where(eq(categories.parentNo, query.categoryNo)),
          ),
        )
      : undefined,
    query.stock ? stockFilterCondition(query.stock, query.shopLevel) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        productNo: products.productNo,
        name: products.name,
        brand: products.brand,
        barcode: products.barcode,
        categoryName: categories.name,
        salesPrice: products.salesPrice,
        stock: products.stock,
        lowStockAt: products.lowStockAt,
        isSoldOut: products.isSoldOut,
        isActive: products.isActive,
        variants: sql<number>`(select count(*)::int from ${productVariants} where ${productVariants.productNo} = ${products.productNo})`,
        thumbnail: sql<
          string | null
        >`(select ${productImages.thumbnailPath} from ${productImages} where ${productImages.productNo} = ${products.productNo} order by ${productImages.sortOrder}, ${productImages.imageNo} limit 1)`,
      })
      .from(products)
      .innerJoin(categories, eq(categories.categoryNo, products.categoryNo))
      .where(where)
      .orderBy(desc(products.productNo))
      .limit(PRODUCTS_PER_PAGE)
      .offset((query.page - 1) * PRODUCTS_PER_PAGE),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, salesPrice: toCents(r.salesPrice) })),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: PRODUCTS_PER_PAGE,
  };
}

/** Categories and shops for the form's lists. */
export async function productChoices(db: Database) {
  const [cats, shopRows] = await Promise.all([
    db
      .select({
        categoryNo: categories.categoryNo,
        parentNo: categories.parentNo,
        name: categories.name,
        sortOrder: categories.sortOrder,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db.select({ shopNo: shops.shopNo, name: shops.name }).from(shops).orderBy(asc(shops.shopNo)),
  ]);
  const children = (parent: number | null): { categoryNo: number; label: string }[] =>
    cats
      .filter((c) => c.parentNo === parent)
      .flatMap((c) => [
        { categoryNo: c.categoryNo, label: c.name },
        ...children(c.categoryNo).map((k) => ({ ...k, label: `${c.name} › ${k.label}` })),
      ]);
  return { categories: children(null), shops: shopRows };
}

export async function productForEdit(db: Database, productNo: number) {
  const [p] = await db.select().from(products).where(eq(products.productNo, productNo));
  if (!p) throw notFound('product');
  const [images, variants] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productNo, productNo))
      .orderBy(asc(productImages.sortOrder), asc(productImages.imageNo)),
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productNo, productNo))
      .orderBy(asc(productVariants.sortOrder), asc(productVariants.skuNo)),
  ]);
  const cents = (v: string | null) => (v === null ? null : toCents(v));
  return {
    product: {
      ...p,
      salesPrice: toCents(p.salesPrice),
      purchasePrice: toCents(p.purchasePrice),
      salesPrice2: cents(p.salesPrice2),
      salesPrice3: cents(p.salesPrice3),
      salesPrice5: cents(p.salesPrice5),
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    },
    images: images.map((i) => ({ imageNo: i.imageNo, path: i.path, thumbnailPath: i.thumbnailPath })),
    variants: variants.map((v) => ({ skuNo: v.skuNo, color: v.color, size: v.size, stock: v.stock, sku: v.sku })),
  };
}

/** The product row's columns from its form fields (stock goes through the stock module). */
export function productColumns(f: ProductFields) {
  return {
    name: f.name,
    description: f.description,
    categoryNo: f.categoryNo!,
    brand: f.brand,
    shopNo: f.shopNo,
    barcode: f.barcode,
    sku: f.sku,
    salesPrice: centsToDecimal(f.salesPrice!),
    purchasePrice: centsToDecimal(f.purchasePrice ?? 0),
    salesPrice2: optionalNumeric(f.salesPrice2),
    salesPrice3: optionalNumeric(f.salesPrice3),
    salesPrice5: optionalNumeric(f.salesPrice5),
    discountPercent: f.discountPercent,
    freeDelivery: f.freeDelivery,
    freeDeliveryQuantity: f.freeDeliveryQuantity ?? 0,
    ribbonText: f.ribbonText,
    isSoldOut: f.isSoldOut,
    isActive: f.isActive,
    countryOfOrigin: f.countryOfOrigin,
    sortOrder: f.sortOrder ?? 0,
    lowStockAt: f.lowStockAt,
    ...(f.arrivalDate ? { arrivalDate: f.arrivalDate } : {}),
  };
}

export function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'product'
  );
}

async function checkReferences(db: Database, f: ProductFields) {
  const [cat] = await db
    .select({ n: categories.categoryNo })
    .from(categories)
    .where(eq(categories.categoryNo, f.categoryNo!));
  if (!cat)
    throw new BackofficeError('Please choose a category from the list.', {
      categoryNo: 'Please choose a category from the list.',
    });
  if (f.shopNo !== null) {
    const [shop] = await db.select({ n: shops.shopNo }).from(shops).where(eq(shops.shopNo, f.shopNo));
    if (!shop)
      throw new BackofficeError('Please choose a shop from the list.', {
        shopNo: 'Please choose a shop from the list.',
      });
  }
}

export interface MediaPlace {
  store: MediaStore;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ProductRow = typeof products.$inferSelect;

/** The product's row written: a new one (with its slug once it has a number), or the one locked and changed. */
async function writeProductRow(
  tx: Transaction,
  productNo: number | null,
  fields: ProductFields,
): Promise<{ no: number; before?: ProductRow }> {
  if (productNo === null) {
    const [row] = await tx
      .insert(products)
      .values({
        ...productColumns(fields),
        slug: `new-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        arrivalDate: fields.arrivalDate ?? shopDay(),
      })
      .returning({ productNo: products.productNo });
    const no = row!.productNo;
    await tx
      .update(products)
      .set({ slug: `${slugOf(fields.name)}-${no}` })
      .where(eq(products.productNo, no));
    return { no };
  }
  const [before] = await tx.select().from(products).where(eq(products.productNo, productNo)).for('update');
  if (!before) throw notFound('product');
  await tx
    .update(products)
    .set({ ...productColumns(fields), updatedAt: sql`now()` })
    .where(eq(products.productNo, productNo));
  return { no: productNo, before };
}

/** New pictures after the product's last; each file written is noted so a failed save removes it. */
async function addPictures(tx: Transaction, store: MediaStore, no: number, pictures: Buffer[], written: string[]) {
  if (!pictures.length) return;
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${productImages.sortOrder}), -1)::int` })
    .from(productImages)
    .where(eq(productImages.productNo, no));
  let order = (last?.n ?? -1) + 1;
  for (const data of pictures) {
    const files = await writeProductImage(store, no, data);
    written.push(files.path, files.thumbnailPath);
    await tx.insert(productImages).values({ productNo: no, sortOrder: order++, ...files });
  }
}

interface ProductSave {
  fields: ProductFields;
  variantRows: ReturnType<typeof readVariantRows>;
  pictures: Buffer[];
  video: File | undefined;
}

/** The save's one transaction: the row, its stock, pictures and video, and its audit entry. */
async function saveInTransaction(
  tx: Transaction,
  place: MediaPlace,
  actor: Actor,
  productNo: number | null,
  save: ProductSave,
  files: { written: string[]; oldVideos: string[] },
): Promise<number> {
  const { fields, variantRows, pictures, video } = save;
  const { no, before } = await writeProductRow(tx, productNo, fields);
  // Stock goes through the stock module: each figure that changes is in the product's history.
  const cause = { reason: 'product-form', staffUserNo: actor.staffUserNo } as const;
  const hasVariants = await saveVariants(tx, no, variantRows, cause);
  if (hasVariants) await sumVariantStock(tx, no);
  else await setStock(tx, [{ productNo: no, skuNo: null, stock: fields.stock ?? 0 }], cause);
  await addPictures(tx, place.store, no, pictures, files.written);
  if (video || fields.removeVideo) {
    const name = video ? await writeProductVideo(place.store, no, video, 'video') : null;
    if (name) files.written.push(`videos/${name}`);
    if (before?.videoFile && UPLOADED_VIDEO.test(before.videoFile)) files.oldVideos.push(`videos/${before.videoFile}`);
    await tx.update(products).set({ videoFile: name }).where(eq(products.productNo, no));
  }
  const [after] = await tx.select().from(products).where(eq(products.productNo, no));
  await recordChange(tx, actor, {
    action: productNo === null ? 'product.create' : 'product.update',
    entity: 'product',
    entityId: no,
    before: before ?? null,
    after: { ...after, variants: variantRows, newImages: pictures.length },
  });
  return no;
}

/** Creates (productNo null) or updates a product from its form; answers its number. */
export async function saveProduct(
  db: Database,
  place: MediaPlace,
  actor: Actor,
  productNo: number | null,
  form: FormData,
): Promise<number> {
  const fields = readForm(productSchema, form);
  const variantRows = readVariantRows(form);
  const imageFiles = chosenFiles(form, 'images');
  if (imageFiles.length > MAX_IMAGES_PER_SAVE)
    throw new BackofficeError(`At most ${MAX_IMAGES_PER_SAVE} pictures at a time.`, {
      images: `At most ${MAX_IMAGES_PER_SAVE} pictures at a time.`,
    });
  const pictures = await readImages(imageFiles, 'images');
  const [video] = chosenFiles(form, 'video');
  await checkReferences(db, fields);

  const files = { written: [] as string[], oldVideos: [] as string[] };
  try {
    const saved = await db.transaction((tx) =>
      saveInTransaction(tx, place, actor, productNo, { fields, variantRows, pictures, video }, files),
    );
    await removeMediaFiles(place.store, files.oldVideos);
    return saved;
  } catch (err) {
    await removeMediaFiles(place.store, files.written);
    throw err;
  }
}

export async function removeProductImage(
  db: Database,
  place: MediaPlace,
  actor: Actor,
  productNo: number,
  imageNo: number,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [image] = await tx
      .delete(productImages)
      .where(and(eq(productImages.imageNo, imageNo), eq(productImages.productNo, productNo)))
      .returning();
    if (!image) throw notFound('picture');
    await recordChange(tx, actor, {
      action: 'product.image-remove',
      entity: 'product',
      entityId: productNo,
      before: image,
    });
    // An import may have given the same file to another product: only files no product shows go.
    const [shared] = await tx
      .select({ n: productImages.imageNo })
      .from(productImages)
      .where(eq(productImages.path, image.path))
      .limit(1);
    return shared ? null : image;
  });
  if (!removed) return;
  await removeMediaFiles(
    place.store,
    [removed.path, removed.thumbnailPath].filter((f) => UPLOADED_IMAGE.test(f)),
  );
}

/** The picture the card and the gallery show first. */
export async function makeMainImage(db: Database, actor: Actor, productNo: number, imageNo: number): Promise<void> {
  await db.transaction(async (tx) => {
    const images = await tx
      .select()
      .from(productImages)
      .where(eq(productImages.productNo, productNo))
      .orderBy(asc(productImages.sortOrder), asc(productImages.imageNo));
    if (!images.some((i) => i.imageNo === imageNo)) throw notFound('picture');
    const ordered = [images.find((i) => i.imageNo === imageNo)!, ...images.filter((i) => i.imageNo !== imageNo)];
    for (const [i, img] of ordered.entries())
      await tx.update(productImages).set({ sortOrder: i }).where(eq(productImages.imageNo, img.imageNo));
    await recordChange(tx, actor, {
      action: 'product.image-main',
      entity: 'product',
      entityId: productNo,
      before: { first: images[0]?.imageNo },
      after: { first: imageNo },
    });
  });
}
