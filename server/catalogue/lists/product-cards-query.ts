// One query shape for every product list (home, carousels, search, category, banners): the filter,
// order and page change, the card columns do not. One statement, one round trip: the page's products
// (one indexed query, sorted and limited), and for those rows only their first image, variant summary
// and rating through LATERAL joins, instead of a second round of queries (docs/decisions/0034).
import { aliasedTable, and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { categories, productImages, products, productVariants, reviews } from '../../../database/schema';
import type { ProductCard } from '../../../shop-rules/api/catalogue';
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

const firstImage = (db: Database) =>
  db
    .select({
      path: productImages.path,
      thumbnailPath: productImages.thumbnailPath,
      width: productImages.width,
      height: productImages.height,
      thumbWidth: productImages.thumbWidth,
      thumbHeight: productImages.thumbHeight,
    })
    .from(productImages)
    .where(eq(productImages.productNo, products.productNo))
    .orderBy(asc(productImages.sortOrder), asc(productImages.imageNo))
    .limit(1)
    .as('first_image');

// An aggregate without GROUP BY: always one row (0 variants, nulls) per product.
const variantSummary = (db: Database) =>
  db
    .select({
      count: sql<number>`count(*)::int`.as('variant_count'),
      firstSkuNo: sql<number | null>`min(${productVariants.skuNo})`.as('first_sku_no'),
      anyInStock: sql<boolean | null>`bool_or(${productVariants.stock} > 0)`.as('any_in_stock'),
    })
    .from(productVariants)
    .where(eq(productVariants.productNo, products.productNo))
    .as('variant_summary');

const ratingSummary = (db: Database) =>
  db
    .select({ rating: sql<string | null>`avg(${reviews.rating})::numeric(3,1)::text`.as('rating') })
    .from(reviews)
    .where(and(eq(reviews.productNo, products.productNo), eq(reviews.isVisible, true)))
    .as('rating_summary');

const partsByDatabase = new WeakMap<Database, ReturnType<typeof buildCardParts>>();

/**
 * What a card shows beyond the product row: its first image, variant summary and rating (LATERAL
 * joins). Built once per database, not for every list (docs/decisions/0044).
 */
export function cardParts(db: Database) {
  let parts = partsByDatabase.get(db);
  if (!parts) {
    parts = buildCardParts(db);
    partsByDatabase.set(db, parts);
  }
  return parts;
}

function buildCardParts(db: Database) {
  const image = firstImage(db);
  const variants = variantSummary(db);
  const rating = ratingSummary(db);
  return {
    image,
    variants,
    rating,
    fields: {
      ...baseColumns,
      variantCount: variants.count,
      firstSkuNo: variants.firstSkuNo,
      anyInStock: variants.anyInStock,
      rating: rating.rating,
      imagePath: image.path,
      thumbnailPath: image.thumbnailPath,
      imageWidth: image.width,
      imageHeight: image.height,
      thumbWidth: image.thumbWidth,
      thumbHeight: image.thumbHeight,
    },
  };
}

/** The card list as one statement. */
export function productCardsStatement(db: Database, q: CardQuery) {
  const parts = cardParts(db);
  return db
    .select(parts.fields)
    .from(products)
    .innerJoin(categories, eq(categories.categoryNo, products.categoryNo))
    .leftJoin(parentCategories, eq(parentCategories.categoryNo, categories.parentNo))
    .leftJoinLateral(parts.image, sql`true`)
    .leftJoinLateral(parts.variants, sql`true`)
    .leftJoinLateral(parts.rating, sql`true`)
    .where(and(eq(products.isActive, true), q.where))
    .orderBy(...(q.orderBy ?? [asc(products.sortOrder), asc(products.productNo)]))
    .limit(q.limit)
    .offset(q.offset ?? 0);
}

/** The joins every card needs, for a statement that selects more than the card (the product page). */
export { parentCategories };

/** A row of the card statement, as the driver gives it back. */
export type CardRow = Omit<ProductCardRow, 'isSoldOut' | 'variantCount' | 'firstSkuNo' | 'rating'> & {
  stock: number;
  flaggedSoldOut: boolean;
  variantCount: number | null;
  firstSkuNo: number | null;
  anyInStock: boolean | null;
  rating: string | null;
};

export function cardOfRow(r: CardRow): ProductCard {
  const hasVariants = (r.variantCount ?? 0) > 0;
  return toProductCard({
    ...r,
    isSoldOut: r.flaggedSoldOut || (hasVariants ? !r.anyInStock : r.stock <= 0),
    variantCount: r.variantCount ?? 0,
    firstSkuNo: r.firstSkuNo ?? null,
    rating: r.rating ?? null,
  });
}

export async function selectProductCards(db: Database, q: CardQuery): Promise<ProductCard[]> {
  const rows = await productCardsStatement(db, q);
  return rows.map(cardOfRow);
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
