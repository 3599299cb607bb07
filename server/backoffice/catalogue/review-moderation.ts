// Reviews: the newest first, filtered by visibility or product; hide one or show it again.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { products, reviews } from '../../../database/schema';
import { type Actor, recordChange } from '../shared/audit';
import { notFound } from '../shared/errors';

export const REVIEWS_PER_PAGE = 25;

export interface ReviewQuery {
  visibility: 'all' | 'visible' | 'hidden';
  productNo: number | null;
  page: number;
}

export async function listReviews(db: Database, q: ReviewQuery) {
  const where = and(
    q.visibility === 'all' ? undefined : eq(reviews.isVisible, q.visibility === 'visible'),
    q.productNo ? eq(reviews.productNo, q.productNo) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        reviewNo: reviews.reviewNo,
        productNo: reviews.productNo,
        productName: products.name,
        customerName: reviews.customerName,
        customerMobile: reviews.customerMobile,
        rating: reviews.rating,
        title: reviews.title,
        comments: reviews.comments,
        isVisible: reviews.isVisible,
        at: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.productNo, reviews.productNo))
      .where(where)
      .orderBy(desc(reviews.reviewNo))
      .limit(REVIEWS_PER_PAGE)
      .offset((q.page - 1) * REVIEWS_PER_PAGE),
    db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total: count?.n ?? 0,
    page: q.page,
    pageSize: REVIEWS_PER_PAGE,
  };
}

export async function setReviewVisible(
  db: Database,
  actor: Actor,
  reviewNo: number,
  visible: boolean,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isVisible: reviews.isVisible })
      .from(reviews)
      .where(eq(reviews.reviewNo, reviewNo));
    if (!before) throw notFound('review');
    await tx.update(reviews).set({ isVisible: visible }).where(eq(reviews.reviewNo, reviewNo));
    await recordChange(tx, actor, {
      action: visible ? 'review.show' : 'review.hide',
      entity: 'review',
      entityId: reviewNo,
      before,
      after: { isVisible: visible },
    });
    return visible ? `Review ${reviewNo} is shown again.` : `Review ${reviewNo} is hidden.`;
  });
}
