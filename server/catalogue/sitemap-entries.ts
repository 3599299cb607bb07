import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { categories, products } from '../../database/schema';
import type { SitemapEntries } from '../../shop-rules/api/catalogue';

/** What a sitemap lists: every active product with its last change, and every category. */
export async function sitemapEntries(db: Database): Promise<SitemapEntries> {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({ no: products.productNo, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.productNo)),
    db
      .select({ no: categories.categoryNo })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.categoryNo)),
  ]);
  return {
    Products: productRows.map((r) => ({ ProductNo: r.no, UpdatedAt: r.updatedAt.toISOString() })),
    Categories: categoryRows.map((r) => ({ ProductCategoryNo: r.no })),
  };
}
