// A category page (GetProducts by CategoryNo, docs/product.md#category-page): the products of
// a category and all its subcategories, with working price, availability and subcategory filters,
// sort and paging, plus the category's real price range and its subcategories for the filter panel.
import { and, asc, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { products } from '../../../database/schema';
import type { CategoryProducts, DesignPage, ProductCard } from '../../../shop-rules/api/catalogue';
import { fromCents, toCents } from '../../../shop-rules/money';
import type { CategoryIndex } from '../category-index';
import { orderedList, selectCardLists } from './card-lists';
import { DESIGN_PAGE_NUMBERS, type DesignFigures, type DesignShown, designLists } from './design-page';
import { type Page, pageWindow } from './list-params';
import { soldOutExpression } from './product-cards-query';

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

interface CategoryFigures {
  total: number;
  stats: { categoryNo: number; n: number; low: string | null; high: string | null }[] | null;
}

/** The category's list (number 0) and its figures, to be read with other lists in one statement. */
function categoryList(db: Database, index: CategoryIndex, categoryNo: number, page: Page, filters: CategoryFilters) {
  const category = index.get(categoryNo);
  if (!category) return null;
  const scope = index.withDescendants(categoryNo);
  const inScope = and(eq(products.isActive, true), inArray(products.categoryNo, scope))!;
  const where = and(inScope, ...filterConditions(filters, (no) => index.withDescendants(no)));
  const { limit, offset } = pageWindow(page);
  const list = orderedList(
    0,
    db
      .select({ productNo: products.productNo })
      .from(products)
      .where(where)
      .orderBy(...SORT_ORDER[filters.sort ?? 'default'])
      .limit(limit)
      .offset(offset),
  );
  const figures = {
    total: sql`select count(*)::int from products where ${where}`,
    // Per category of the scope; the subcategories' counts add up their own categories below.
    stats: sql`select json_agg(json_build_object('categoryNo', category_no, 'n', n, 'low', low, 'high', high))
      from (select category_no, count(*)::int as n, min(sales_price)::text as low, max(sales_price)::text as high
        from products where ${inScope} group by category_no) as category_stats`,
  };
  const answer = (cards: ProductCard[], { total, stats: rows }: CategoryFigures): CategoryProducts => {
    const stats = rows ?? [];
    const countIn = (no: number) => {
      const below = new Set(index.withDescendants(no));
      return stats.filter((s) => below.has(s.categoryNo)).reduce((sum, s) => sum + s.n, 0);
    };
    const lows = stats.flatMap((s) => (s.low === null ? [] : [toCents(s.low)]));
    const highs = stats.flatMap((s) => (s.high === null ? [] : [toCents(s.high)]));
    return {
      ProductCategoryNo: category.categoryNo,
      ProductCategoryName: category.name,
      ProductList: cards,
      TotalCount: total,
      PriceRangeMin: lows.length ? fromCents(Math.min(...lows)) : 0,
      PriceRangeMax: highs.length ? fromCents(Math.max(...highs)) : 0,
      SubCategories: index.children(categoryNo).map((child) => ({
        ProductCategoryNo: child.categoryNo,
        ProductCategoryName: child.name,
        ProductCount: countIn(child.categoryNo),
      })),
    };
  };
  return { list, figures, answer };
}

/** GetProducts by category: one statement. null when the category is unknown. */
export async function categoryProducts(
  db: Database,
  index: CategoryIndex,
  categoryNo: number,
  page: Page,
  filters: CategoryFilters = {},
): Promise<CategoryProducts | null> {
  const parts = categoryList(db, index, categoryNo, page, filters);
  if (!parts) return null;
  const { lists, figures } = await selectCardLists<CategoryFigures>(db, [parts.list], parts.figures);
  return parts.answer(lists.get(0) ?? [], figures);
}

/** A category page: its products, and below them the design sections that belong to it, in one statement. */
export async function categoryPage(
  db: Database,
  index: CategoryIndex,
  categoryNo: number,
  page: Page,
  filters: CategoryFilters,
  shown: DesignShown,
): Promise<{ list: CategoryProducts; design: DesignPage } | null> {
  const parts = categoryList(db, index, categoryNo, page, filters);
  if (!parts) return null;
  const design = designLists(db, [...DESIGN_PAGE_NUMBERS], shown, categoryNo);
  const { lists, figures } = await selectCardLists<CategoryFigures & DesignFigures>(db, [parts.list, ...design.lists], {
    ...parts.figures,
    ...design.figures,
  });
  return { list: parts.answer(lists.get(0) ?? [], figures), design: design.answer(lists, figures) };
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
