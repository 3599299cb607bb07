// Search for the search pages: free text (SearchText), category names (CategorySearchText) and a
// banner's products (BannerNo), alone or combined; every given part narrows the result.
//
// Free text is matched in two passes. The precise pass finds the words (full-text search over name,
// brand and description), the text inside a name ('phone' in 'Headphones') and categories named by
// it. Only when nothing matches precisely does the fuzzy pass look for names close in spelling
// ('dholk' → Dholak), so a correct word is never buried under look-alikes ('tabla' is not 'table').
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { products } from '../../database/schema';
import type { ProductCard } from '../../shop-rules/api/catalogue';
import { categoriesNamed, groupRank, rankCategoryGroups, searchedCategoryNos } from './category-matching';
import { type Page, pageWindow } from './list-params';
import { selectCardsInOrder } from './product-cards-query';
import { rankFuzzy, rankPrecise } from './text-ranking';

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

  if (search.categoryText) {
    const named = await categoriesNamed(db, search.categoryText);
    const groups = rankCategoryGroups(named.matches, named.index);
    if (groups.length === 0) return [];
    narrowing.push(inArray(products.categoryNo, groups.flat()));
    laterRanks.push(groupRank(products.categoryNo, groups));
  }
  if (search.bannerNo !== undefined) {
    narrowing.push(sql`${products.productNo} IN (SELECT bp.product_no FROM banner_products bp
      JOIN banners b ON b.banner_no = bp.banner_no WHERE bp.banner_no = ${search.bannerNo} AND b.active)`);
    laterRanks.push(
      sql`(SELECT bp.sort_order FROM banner_products bp WHERE bp.banner_no = ${search.bannerNo} AND bp.product_no = ${products.productNo})`,
    );
  }
  const within = and(...narrowing)!;

  if (!search.text) {
    // Category and banner lists: no text to score, so the order needs no per-row work.
    const rows = await db
      .select({ productNo: products.productNo })
      .from(products)
      .where(within)
      .orderBy(...laterRanks, asc(products.sortOrder), asc(products.productNo))
      .limit(window.limit)
      .offset(window.offset);
    return selectCardsInOrder(
      db,
      rows.map((r) => r.productNo),
    );
  }

  const text = search.text;
  const named = await categoriesNamed(db, text);
  const preciseCategories = searchedCategoryNos(named.matches, named.index, text, false);
  const nos = await rankPrecise(db, text, within, preciseCategories, window);
  if (nos.length > 0) return selectCardsInOrder(db, nos);
  // A page past the end of a precise result stays empty rather than turning into look-alikes.
  if (window.offset > 0 && (await rankPrecise(db, text, within, preciseCategories, { limit: 1, offset: 0 })).length > 0)
    return [];
  const fuzzyCategories = searchedCategoryNos(named.matches, named.index, text, true);
  return selectCardsInOrder(db, await rankFuzzy(db, text, within, fuzzyCategories, window));
}
