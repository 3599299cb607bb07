// One query shape for every product list (home, carousels, search, category, banners): the filter,
// order and page change, the card columns do not. Correlated sub-selects run for the page's rows only.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { categories, productVariants, products, reviews } from '../../database/schema';
import { toProductCard, type ProductCard, type ProductCardRow } from './product-card';

const parentCategory = sql`(SELECT pc.name FROM categories pc WHERE pc.category_no = ${categories.parentNo})`;
const firstImage = (column: string) =>
  sql.raw(`(SELECT pi.${column} FROM product_images pi WHERE pi.product_no = products.product_no ORDER BY pi.sort_order, pi.image_no LIMIT 1)`);

export const soldOutExpression = sql<boolean>`(${products.isSoldOut} OR CASE
  WHEN EXISTS (SELECT 1 FROM product_variants v WHERE v.product_no = ${products.productNo})
  THEN NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_no = ${products.productNo} AND v.stock > 0)
  ELSE ${products.stock} <= 0 END)`;

export const cardColumns = {
  productNo: products.productNo,
  name: products.name,
  description: products.description,
  categoryNo: products.categoryNo,
  categoryName: categories.name,
  parentCategoryName: sql<string | null>`${parentCategory}`,
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
  isSoldOut: soldOutExpression,
  variantCount: sql<number>`(SELECT count(*)::int FROM ${productVariants} v WHERE v.product_no = ${products.productNo})`,
  firstSkuNo: sql<number | null>`(SELECT min(v.sku_no) FROM ${productVariants} v WHERE v.product_no = ${products.productNo})`,
  rating: sql<string | null>`(SELECT avg(r.rating)::numeric(3,1)::text FROM ${reviews} r WHERE r.product_no = ${products.productNo} AND r.is_visible)`,
  imagePath: sql<string | null>`${firstImage('path')}`,
  thumbnailPath: sql<string | null>`${firstImage('thumbnail_path')}`,
  imageWidth: sql<number | null>`${firstImage('width')}`,
  imageHeight: sql<number | null>`${firstImage('height')}`,
  thumbWidth: sql<number | null>`${firstImage('thumb_width')}`,
  thumbHeight: sql<number | null>`${firstImage('thumb_height')}`,
};

export interface CardQuery {
  where?: SQL;
  orderBy?: SQL[];
  limit: number;
  offset?: number;
}

export async function selectProductCards(db: Database, q: CardQuery): Promise<ProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(categories, eq(categories.categoryNo, products.categoryNo))
    .where(and(eq(products.isActive, true), q.where))
    .orderBy(...(q.orderBy ?? [asc(products.sortOrder), asc(products.productNo)]))
    .limit(q.limit)
    .offset(q.offset ?? 0);
  return (rows as unknown as ProductCardRow[]).map(toProductCard);
}
