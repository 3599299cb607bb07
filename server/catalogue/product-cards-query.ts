// One query shape for every product list (home, carousels, search, category, banners): the filter,
// order and page change, the card columns do not. Two phases keep it cheap at any catalogue size:
// first the page's products (one indexed query), then their images, variants and ratings by product
// number (three small grouped queries), instead of a dozen correlated sub-selects per row.
import { aliasedTable, and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { categories, productImages, products, productVariants, reviews } from '../../database/schema';
import type { ProductCard } from '../../shop-rules/api/catalogue';
import { type ProductCardRow, toProductCard } from './product-card';

export const soldOutExpression = sql<boolean>`(${products.isSoldOut} OR CASE
  WHEN EXISTS (SELECT 1 FROM product_variants v WHERE v.product_no = ${products.productNo})
  THEN NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_no = ${products.productNo} AND v.stock > 0)
  ELSE ${products.stock} <= 0 END)`;

const parentCategories = aliasedTable(categories, 'parent_categories');

const baseColumns = {
  productNo: products.productNo,
  name: products.name,
  description: products.description,
  categoryNo: products.categoryNo,
  categoryName: categories.name,
  parentCategoryName: parentCategories.name,
  brand: products.brand,
  barcode: products.barcode,
  salesPrice: products.salesPrice,
  salesPrice2: products.salesPrice2,
  salesPrice3: products.salesPrice3,
  salesPrice5: products.salesPrice5,
  discountPercent: products.discountPercent,
  freeDelivery: products.freeDelivery,
  freeDeliveryQuantity: products.freeDeliveryQuantity,
  ribbonText: products.ribbonText,
  videoFile: products.videoFile,
  stock: products.stock,
  flaggedSoldOut: products.isSoldOut,
};

export interface CardQuery {
  where?: SQL;
  orderBy?: SQL[];
  limit: number;
  offset?: number;
}

async function cardExtras(db: Database, productNos: number[]) {
  const [images, variants, ratings] = await Promise.all([
    db
      .selectDistinctOn([productImages.productNo], {
        productNo: productImages.productNo,
        path: productImages.path,
        thumbnailPath: productImages.thumbnailPath,
        width: productImages.width,
        height: productImages.height,
        thumbWidth: productImages.thumbWidth,
        thumbHeight: productImages.thumbHeight,
      })
      .from(productImages)
      .where(inArray(productImages.productNo, productNos))
      .orderBy(productImages.productNo, productImages.sortOrder, productImages.imageNo),
    db
      .select({
        productNo: productVariants.productNo,
        count: sql<number>`count(*)::int`,
        firstSkuNo: sql<number>`min(${productVariants.skuNo})`,
        anyInStock: sql<boolean>`bool_or(${productVariants.stock} > 0)`,
      })
      .from(productVariants)
      .where(inArray(productVariants.productNo, productNos))
      .groupBy(productVariants.productNo),
    db
      .select({ productNo: reviews.productNo, rating: sql<string>`avg(${reviews.rating})::numeric(3,1)::text` })
      .from(reviews)
      .where(and(inArray(reviews.productNo, productNos), eq(reviews.isVisible, true)))
      .groupBy(reviews.productNo),
  ]);
  return {
    image: new Map(images.map((r) => [r.productNo, r])),
    variants: new Map(variants.map((r) => [r.productNo, r])),
    rating: new Map(ratings.map((r) => [r.productNo, r.rating])),
  };
}

type BaseRow = Omit<
  ProductCardRow,
  | 'isSoldOut'
  | 'variantCount'
  | 'firstSkuNo'
  | 'rating'
  | 'imagePath'
  | 'thumbnailPath'
  | 'imageWidth'
  | 'imageHeight'
  | 'thumbWidth'
  | 'thumbHeight'
> & {
  stock: number;
  flaggedSoldOut: boolean;
};

export async function selectProductCards(db: Database, q: CardQuery): Promise<ProductCard[]> {
  const rows: BaseRow[] = await db
    .select(baseColumns)
    .from(products)
    .innerJoin(categories, eq(categories.categoryNo, products.categoryNo))
    .leftJoin(parentCategories, eq(parentCategories.categoryNo, categories.parentNo))
    .where(and(eq(products.isActive, true), q.where))
    .orderBy(...(q.orderBy ?? [asc(products.sortOrder), asc(products.productNo)]))
    .limit(q.limit)
    .offset(q.offset ?? 0);
  if (rows.length === 0) return [];
  const extras = await cardExtras(
    db,
    rows.map((r) => r.productNo),
  );
  return rows.map((r) => {
    const image = extras.image.get(r.productNo);
    const variants = extras.variants.get(r.productNo);
    const row: ProductCardRow = {
      ...r,
      isSoldOut: r.flaggedSoldOut || (variants ? !variants.anyInStock : r.stock <= 0),
      variantCount: variants?.count ?? 0,
      firstSkuNo: variants?.firstSkuNo ?? null,
      rating: extras.rating.get(r.productNo) ?? null,
      imagePath: image?.path ?? null,
      thumbnailPath: image?.thumbnailPath ?? null,
      imageWidth: image?.width ?? null,
      imageHeight: image?.height ?? null,
      thumbWidth: image?.thumbWidth ?? null,
      thumbHeight: image?.thumbHeight ?? null,
    };
    return toProductCard(row);
  });
}

/** Cards for product numbers ranked elsewhere, in the order given (inactive products drop out). */
export async function selectCardsInOrder(db: Database, productNos: number[]): Promise<ProductCard[]> {
  if (productNos.length === 0) return [];
  const cards = await selectProductCards(db, {
    where: inArray(products.productNo, productNos),
    limit: productNos.length,
  });
  const position = new Map(productNos.map((no, i) => [no, i]));
  return cards.sort((a, b) => position.get(a.ProductNo)! - position.get(b.ProductNo)!);
}
