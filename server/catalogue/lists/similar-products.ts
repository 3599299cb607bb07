import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { products } from '../../../database/schema';
import type { CategoryIndex } from '../category-index';
import { type Page, pageWindow } from './list-params';
import { selectCardsInOrder, soldOutExpression } from './product-cards-query';

/**
 * The Similar Products carousel: products of the same leaf category, then of the same top-level
 * category, in stock before sold out, the product itself left out. An unknown product has none.
 */
export async function similarProducts(db: Database, index: CategoryIndex, productNo: number, page: Page) {
  const [product] = await db
    .select({ categoryNo: products.categoryNo })
    .from(products)
    .where(and(eq(products.productNo, productNo), eq(products.isActive, true)));
  if (!product) return [];
  const family = index.withDescendants(index.topOf(product.categoryNo));
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select({ productNo: products.productNo })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        ne(products.productNo, productNo),
        inArray(products.categoryNo, family.length ? family : [product.categoryNo]),
      ),
    )
    .orderBy(
      desc(sql`${products.categoryNo} = ${product.categoryNo}`),
      asc(soldOutExpression),
      asc(products.sortOrder),
      asc(products.productNo),
    )
    .limit(limit)
    .offset(offset);
  return selectCardsInOrder(
    db,
    rows.map((r) => r.productNo),
  );
}
