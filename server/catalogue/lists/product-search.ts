// Search for the search pages: free text (SearchText), category names (CategorySearchText) and a
// banner's products (BannerNo), alone or combined; every given part narrows the result.
//
// Free text is matched in two passes. The precise pass finds the words (full-text search over name,
// brand and description), the text inside a name ('phone' in 'Headphones') and categories named by
// it. Only when nothing matches precisely does the fuzzy pass look for names close in spelling
// ('dholk' → Dholak), so a correct word is never buried under look-alikes ('tabla' is not 'table').
import { and, asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { products } from '../../../database/schema';
import type { ProductCard } from '../../../shop-rules/api/catalogue';
import { orderedList, selectCardLists } from './card-lists';
import { inCategories, rankedCategories, searchedCategories } from './category-matching';
import { type Page, pageWindow } from './list-params';
import { selectCardsInOrder } from './product-cards-query';
import { queryRows } from './search-sql';
import { precisePick, rankFuzzy } from './text-ranking';

export interface ProductSearch {
  /** Free text, as typed in the search box. */
  text?: string;
  /** A category's name, as the category bar sends it. */
  categoryText?: string;
  /** One of the home page's banners (11–15 in the demo). */
  bannerNo?: number;
}

export async function searchProducts(db: Database, search: ProductSearch, page: Page): Promise<ProductCard[]> {
  const window = pageWindow(page);
  const narrowing: SQL[] = [eq(products.isActive, true)];
  const laterRanks: SQL[] = [];
  let categoryRanks: SQL | undefined;

  if (search.categoryText) {
    categoryRanks = rankedCategories(search.categoryText);
    narrowing.push(inCategories(products.categoryNo, sql`select category_no from (${categoryRanks}) as named`));
    laterRanks.push(sql`category_ranks.key`);
  }
  if (search.bannerNo !== undefined) {
    narrowing.push(sql`${products.productNo} IN (SELECT bp.product_no FROM banner_products bp
      JOIN banners b ON b.banner_no = bp.banner_no WHERE bp.banner_no = ${search.bannerNo} AND b.active)`);
    laterRanks.push(
      sql`(SELECT bp.sort_order FROM banner_products bp WHERE bp.banner_no = ${search.bannerNo} AND bp.product_no = ${products.productNo})`,
    );
  }
  if (!search.text) {
    // Category and banner lists: no text to score, so the order needs no per-row work.
    const base = db.select({ productNo: products.productNo }).from(products);
    const joined = categoryRanks
      ? base.innerJoin(
          sql`(${categoryRanks}) as category_ranks`,
          sql`category_ranks.category_no = ${products.categoryNo}`,
        )
      : base;
    // The join gives the named categories' rank to order by.
    const pick = joined
      .where(and(...narrowing))
      .orderBy(...laterRanks, asc(products.sortOrder), asc(products.productNo))
      .limit(window.limit)
      .offset(window.offset);
    return cardsOf(db, pick);
  }

  const within = and(...narrowing)!;
  // The precise pass with its cards: one statement.
  const text = search.text;
  const precise = (w: typeof window) => precisePick(text, within, searchedCategories(text, false), w);
  const found = await cardsOf(db, precise(window));
  if (found.length > 0) return found;
  // A page past the end of a precise result stays empty rather than turning into look-alikes.
  if (window.offset > 0 && (await queryRows(db, precise({ limit: 1, offset: 0 }))).length > 0) return [];
  return selectCardsInOrder(db, await rankFuzzy(db, text, within, searchedCategories(text, true), window));
}

async function cardsOf(db: Database, pick: SQLWrapper): Promise<ProductCard[]> {
  const { lists } = await selectCardLists(db, [orderedList(0, pick)]);
  return lists.get(0) ?? [];
}
