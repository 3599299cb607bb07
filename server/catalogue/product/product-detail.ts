// The product page's product (loadproduct, docs/product.md#catalogue-api): the card fields plus every image, the
// variants with their stock, and on request the visible reviews, newest first. One statement: the card
// row with its images, variants and reviews as JSON columns, so the page costs one round trip
// (docs/decisions/0034).
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { categories, products } from '../../../database/schema';
import type { ProductDetail, ProductImage, ProductReview, ProductVariant } from '../../../shop-rules/api/catalogue';
import { type CardRow, cardOfRow, cardParts, parentCategories } from '../lists/product-cards-query';

/** A product picture's files and sizes, as the shop keeps them (product_images). */
export interface ProductImageFiles {
  path: string;
  thumbnailPath: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}
interface VariantJson {
  skuNo: number;
  color: string | null;
  size: string | null;
  stock: number;
}
interface ReviewJson {
  name: string;
  rating: number;
  title: string;
  comments: string;
  createdAt: string;
}

type DetailRow = CardRow & {
  countryOfOrigin: string | null;
  images: unknown;
  variants: unknown;
  reviewCount: number | string | null;
  reviews: unknown;
};

const json = <T>(query: SQL, name: string) => sql<T>`${query}`.as(name);

const imagesJson = json<ProductImageFiles[]>(
  sql`(SELECT coalesce(json_agg(json_build_object('path', i.path, 'thumbnailPath', i.thumbnail_path,
    'width', i.width, 'height', i.height, 'thumbWidth', i.thumb_width, 'thumbHeight', i.thumb_height)
    ORDER BY i.sort_order, i.image_no), '[]'::json) FROM product_images i WHERE i.product_no = ${products.productNo})`,
  'images_json',
);
const variantsJson = json<VariantJson[]>(
  sql`(SELECT coalesce(json_agg(json_build_object('skuNo', v.sku_no, 'color', v.color, 'size', v.size,
    'stock', v.stock) ORDER BY v.sort_order, v.sku_no), '[]'::json)
    FROM product_variants v WHERE v.product_no = ${products.productNo})`,
  'variants_json',
);
const reviewCount = json<number>(
  sql`(SELECT count(*)::int FROM reviews r WHERE r.product_no = ${products.productNo} AND r.is_visible)`,
  'review_count',
);
// The time as JavaScript's toISOString() writes it, whatever the session's time zone.
const reviewsJson = json<ReviewJson[]>(
  sql`(SELECT coalesce(json_agg(json_build_object('name', r.customer_name, 'rating', r.rating, 'title', r.title,
    'comments', r.comments,
    'createdAt', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    ORDER BY r.created_at DESC, r.review_no DESC), '[]'::json)
    FROM reviews r WHERE r.product_no = ${products.productNo} AND r.is_visible)`,
  'reviews_json',
);
const noReviews = json<ReviewJson[]>(sql`'[]'::json`, 'reviews_json');

/**
 * The statement, built once per database and prepared under a name: PostgreSQL parses and plans it
 * once per connection instead of on every page (about 0.6 ms of its CPU a page), and drizzle does not
 * build its text again (docs/decisions/0049).
 */
function detailStatement(db: Database, loadReviews: boolean) {
  const parts = cardParts(db);
  return db
    .select({
      ...parts.fields,
      countryOfOrigin: products.countryOfOrigin,
      images: imagesJson,
      variants: variantsJson,
      reviewCount,
      reviews: loadReviews ? reviewsJson : noReviews,
    })
    .from(products)
    .innerJoin(categories, eq(categories.categoryNo, products.categoryNo))
    .leftJoin(parentCategories, eq(parentCategories.categoryNo, categories.parentNo))
    .leftJoinLateral(parts.image, sql`true`)
    .leftJoinLateral(parts.variants, sql`true`)
    .leftJoinLateral(parts.rating, sql`true`)
    .where(and(eq(products.isActive, true), eq(products.productNo, sql.placeholder('productNo'))))
    .limit(1)
    .prepare(loadReviews ? 'product_detail_with_reviews' : 'product_detail');
}

type DetailStatement = ReturnType<typeof detailStatement>;
const statements = new WeakMap<Database, { withReviews?: DetailStatement; withoutReviews?: DetailStatement }>();

function preparedDetail(db: Database, loadReviews: boolean): DetailStatement {
  let forDb = statements.get(db);
  if (!forDb) statements.set(db, (forDb = {}));
  if (loadReviews) return (forDb.withReviews ??= detailStatement(db, true));
  return (forDb.withoutReviews ??= detailStatement(db, false));
}

export async function productDetail(
  db: Database,
  productNo: number,
  loadReviews: boolean,
): Promise<ProductDetail | null> {
  const [row] = (await preparedDetail(db, loadReviews).execute({ productNo })) as unknown as DetailRow[];
  if (!row) return null;
  const card = cardOfRow(row);
  const images = parseJson<ProductImageFiles[]>(row.images);
  const variants = parseJson<VariantJson[]>(row.variants);
  const reviews = parseJson<ReviewJson[]>(row.reviews);
  const variantList: ProductVariant[] = variants.map((v) => ({
    ProductSKUNo: v.skuNo,
    Color: v.color,
    Size: v.size,
    Stock: Math.max(0, v.stock),
    IsSoldOut: card.IsSoldOut === 1 || v.stock <= 0 ? 1 : 0,
  }));
  // With variants, stock is theirs (the product row's figure may lag behind the back office).
  const stock = variants.length > 0 ? variants.reduce((sum, v) => sum + v.stock, 0) : row.stock;
  return {
    ...card,
    ProductImageList: images.map(
      (r): ProductImage => ({
        ImageFilePath: r.path,
        ImageFilePathThumbnail: r.thumbnailPath,
        Width: r.width,
        Height: r.height,
        ThumbnailWidth: r.thumbWidth,
        ThumbnailHeight: r.thumbHeight,
      }),
    ),
    ProductSKUList: variantList,
    ProductReviewList: reviews.map(
      (r): ProductReview => ({
        CustomerName: r.name,
        Rating: r.rating,
        ReviewTitle: r.title,
        Comments: r.comments,
        DateAdded: r.createdAt,
      }),
    ),
    ReviewCount: Number(row.reviewCount ?? 0),
    Stock: Math.max(0, stock),
    CountryOfOrigin: row.countryOfOrigin ?? '',
  };
}

/** node-postgres and PGlite both parse json columns; a driver that hands back text is parsed here. */
function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
