// A category page (GetProducts by CategoryNo, docs/product.md#category-page): the products of
// a category and all its subcategories, with working price, availability and subcategory filters,
// sort and paging, plus the category's real price range and its subcategories for the filter panel.
import { and, asc, count, desc, eq, inArray, max, min, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { products } from '../../database/schema';
import type { CategoryProducts } from '../../shop-rules/api/catalogue';
import { fromCents, toCents } from '../../shop-rules/money';
import { loadCategoryIndex } from './category-index';
import { type Page, pageWindow } from './list-params';
import { selectProductCards, soldOutExpression } from './product-cards-query';

export const CATEGORY_SORTS = ['default', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

export interface CategoryFilters {
  /** TT$ as exact decimal text ('100', '99.50'); compared as numeric, never as a float. */
  priceMin?: string;
  priceMax?: string;
  inStock?: boolean;
  outOfStock?: boolean;
  subCategoryNos?: number[];
  sort?: CategorySort;
}

const SORT_ORDER: Record<CategorySort, SQL[]> = {
  // Newest first, so the page's first eight are its new arrivals.
  default: [desc(products.arrivalDate), asc(products.sortOrder), asc(products.productNo)],
  // COLLATE "C": the same order on every server, whatever locale its database was created with.
  'name-asc': [asc(sql`lower(${products.name}) COLLATE "C"`), asc(products.productNo)],
  'name-desc': [desc(sql`lower(${products.name}) COLLATE "C"`), asc(products.productNo)],
  'price-asc': [asc(products.salesPrice), asc(products.productNo)],
  'price-desc': [desc(products.salesPrice), asc(products.productNo)],
};

export async function categoryProducts(
  db: Database,
  categoryNo: number,
  page: Page,
  filters: CategoryFilters = {},
): Promise<CategoryProducts | null> {
  const index = await loadCategoryIndex(db);
  const category = index.get(categoryNo);
  if (!category) return null;
  const scope = index.withDescendants(categoryNo);
  const inScope = and(eq(products.isActive, true), inArray(products.categoryNo, scope))!;

  const where = and(inScope, ...filterConditions(filters, (no) => index.withDescendants(no)));
  const [stats, [{ total }], list] = await Promise.all([
    db
      .select({
        categoryNo: products.categoryNo,
        n: count(),
        low: min(products.salesPrice),
        high: max(products.salesPrice),
      })
      .from(products)
      .where(inScope)
      .groupBy(products.categoryNo),
    db.select({ total: count() }).from(products).where(where),
    selectProductCards(db, { where, orderBy: SORT_ORDER[filters.sort ?? 'default'], ...pageWindow(page) }),
  ]);

  const countIn = (no: number) => {
    const below = new Set(index.withDescendants(no));
    return stats.filter((s) => below.has(s.categoryNo)).reduce((sum, s) => sum + s.n, 0);
  };
  const lows = stats.flatMap((s) => (s.low === null ? [] : [toCents(s.low)]));
  const highs = stats.flatMap((s) => (s.high === null ? [] : [toCents(s.high)]));
  return {
    ProductCategoryNo: category.categoryNo,
    ProductCategoryName: category.name,
    ProductList: list,
    TotalCount: total,
    PriceRangeMin: lows.length ? fromCents(Math.min(...lows)) : 0,
    PriceRangeMax: highs.length ? fromCents(Math.max(...highs)) : 0,
    SubCategories: index.children(categoryNo).map((child) => ({
      ProductCategoryNo: child.categoryNo,
      ProductCategoryName: child.name,
      ProductCount: countIn(child.categoryNo),
    })),
  };
}

function filterConditions(filters: CategoryFilters, below: (categoryNo: number) => number[]): SQL[] {
  const conditions: SQL[] = [];
  if (filters.priceMin !== undefined) conditions.push(sql`${products.salesPrice} >= ${filters.priceMin}::numeric`);
  if (filters.priceMax !== undefined) conditions.push(sql`${products.salesPrice} <= ${filters.priceMax}::numeric`);
  // Both boxes ticked, or neither, means every product.
  if (filters.inStock && !filters.outOfStock) conditions.push(not(soldOutExpression));
  if (filters.outOfStock && !filters.inStock) conditions.push(soldOutExpression);
  if (filters.subCategoryNos?.length) {
    conditions.push(inArray(products.categoryNo, [...new Set(filters.subCategoryNos.flatMap(below))]));
  }
  return conditions;
}
