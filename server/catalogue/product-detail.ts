// The product page's product (loadproduct, docs/product.md#catalogue-api): the card fields plus every image, the
// variants with their stock, and on request the visible reviews, newest first.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { productImages, products, productVariants, reviews } from '../../database/schema';
import type { ProductDetail, ProductImage, ProductReview, ProductVariant } from '../../shop-rules/api/catalogue';
import { selectProductCards } from './product-cards-query';

export async function productDetail(
  db: Database,
  productNo: number,
  loadReviews: boolean,
): Promise<ProductDetail | null> {
  const [card] = await selectProductCards(db, { where: eq(products.productNo, productNo), limit: 1 });
  if (!card) return null;
  const [extra, images, variants, reviewCount, reviewList] = await Promise.all([
    db
      .select({ stock: products.stock, countryOfOrigin: products.countryOfOrigin })
      .from(products)
      .where(eq(products.productNo, productNo)),
    productImageList(db, productNo),
    productVariantList(db, productNo, card.IsSoldOut === 1),
    db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.productNo, productNo), eq(reviews.isVisible, true))),
    loadReviews ? productReviewList(db, productNo) : Promise.resolve([]),
  ]);
  // With variants, stock is theirs (the product row's figure may lag behind the back office).
  const stock = variants.length > 0 ? variants.reduce((sum, v) => sum + v.Stock, 0) : extra[0]!.stock;
  return {
    ...card,
    ProductImageList: images,
    ProductSKUList: variants,
    ProductReviewList: reviewList,
    ReviewCount: reviewCount[0]?.n ?? 0,
    Stock: Math.max(0, stock),
    CountryOfOrigin: extra[0]!.countryOfOrigin ?? '',
  };
}

async function productImageList(db: Database, productNo: number): Promise<ProductImage[]> {
  const rows = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productNo, productNo))
    .orderBy(asc(productImages.sortOrder), asc(productImages.imageNo));
  return rows.map((r) => ({
    ImageFilePath: r.path,
    ImageFilePathThumbnail: r.thumbnailPath,
    Width: r.width,
    Height: r.height,
    ThumbnailWidth: r.thumbWidth,
    ThumbnailHeight: r.thumbHeight,
  }));
}

async function productVariantList(db: Database, productNo: number, productSoldOut: boolean): Promise<ProductVariant[]> {
  const rows = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productNo, productNo))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.skuNo));
  return rows.map((r) => ({
    ProductSKUNo: r.skuNo,
    Color: r.color,
    Size: r.size,
    Stock: Math.max(0, r.stock),
    IsSoldOut: productSoldOut || r.stock <= 0 ? 1 : 0,
  }));
}

async function productReviewList(db: Database, productNo: number): Promise<ProductReview[]> {
  const rows = await db
    .select({
      name: reviews.customerName,
      rating: reviews.rating,
      title: reviews.title,
      comments: reviews.comments,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.productNo, productNo), eq(reviews.isVisible, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.reviewNo));
  return rows.map((r) => ({
    CustomerName: r.name,
    Rating: r.rating,
    ReviewTitle: r.title,
    Comments: r.comments,
    DateAdded: r.createdAt.toISOString(),
  }));
}
