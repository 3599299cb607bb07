// Saving a shopper's review (docs/product.md#reviews): the review rules are the shared ones of
// shop-rules, so the server refuses exactly what the form does, in the same words.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { products, reviews } from '../../../database/schema';
import {
  PRODUCT_NOT_FOUND,
  REVIEW_SAVED,
  TITLE_TOO_LONG,
  tooManyReviews,
} from '../../../shop-rules/messages/catalogue';
import { REVIEW_TITLE_MAX, validateReview } from '../../../shop-rules/validation';

/** Reviews one mobile number may send for one product in 24 hours. */
export const REVIEWS_PER_DAY = 5;
const TOO_MANY_REVIEWS = tooManyReviews(REVIEWS_PER_DAY);

export interface NewReview {
  productNo: number;
  mobile: string;
  name: string;
  title: string;
  comments: string;
  /** NaN when the shopper chose no stars; the rules refuse it with their own message. */
  rating: number;
}

export type ReviewAnswer = { success: true; msg: typeof REVIEW_SAVED } | { success: false; msg: string };

export async function saveReview(db: Database, review: NewReview): Promise<ReviewAnswer> {
  const problem = validateReview({
    mobile: review.mobile,
    name: review.name,
    title: review.title,
    comments: review.comments,
    rating: review.rating,
  });
  if (problem) return { success: false, msg: problem };
  if (review.title.length > REVIEW_TITLE_MAX) return { success: false, msg: TITLE_TOO_LONG };

  return db.transaction(async (tx): Promise<ReviewAnswer> => {
    const [product] = await tx
      .select({ no: products.productNo })
      .from(products)
      .where(and(eq(products.productNo, review.productNo), eq(products.isActive, true)));
    if (!product) return { success: false, msg: PRODUCT_NOT_FOUND };

    // Serialises reviews of one mobile for one product, so parallel requests cannot slip past the limit.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`review:${review.mobile}:${review.productNo}`}))`);
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(reviews)
      .where(
        and(
          eq(reviews.productNo, review.productNo),
          eq(reviews.customerMobile, review.mobile),
          gt(reviews.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    if (recent >= REVIEWS_PER_DAY) return { success: false, msg: TOO_MANY_REVIEWS };

    await tx.insert(reviews).values({
      productNo: review.productNo,
      customerMobile: review.mobile,
      customerName: review.name.trim(),
      title: review.title.trim(),
      comments: review.comments.trim(),
      rating: review.rating,
    });
    return { success: true, msg: REVIEW_SAVED };
  });
}
