// Which categories a text names: by containment ('Funeral Clothing'), by words ('shoe' finds
// 'Shoes'), or, for a misspelling, by closeness of spelling ('Dholk' is close to 'Dholak').
import { asc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { categories } from '../../database/schema';
import { CategoryIndex } from './category-index';
import { CLOSE_SPELLING, likeContaining, textQuery } from './search-sql';

export interface CategoryNameMatch {
  categoryNo: number;
  exact: boolean;
  contains: boolean;
  words: boolean;
  close: boolean;
}

/** Every category (for the tree) with how the text names it. Categories are few, so no index is needed. */
export async function categoriesNamed(
  db: Database,
  text: string,
): Promise<{ index: CategoryIndex; matches: CategoryNameMatch[] }> {
  const rows = await db
    .select({
      categoryNo: categories.categoryNo,
      parentNo: categories.parentNo,
      name: categories.name,
      sortOrder: categories.sortOrder,
      exact: sql<boolean>`lower(${categories.name}) = lower(${text})`,
      contains: sql<boolean>`${categories.name} ILIKE ${likeContaining(text)}`,
      words: sql<boolean>`to_tsvector('english', ${categories.name}) @@ ${textQuery(text)}`,
      close: sql<boolean>`word_similarity(${text}, ${categories.name}) >= ${CLOSE_SPELLING}`,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.categoryNo));
  return {
    index: new CategoryIndex(rows),
    matches: rows.filter((r) => r.exact || r.contains || r.words || r.close),
  };
}

/**
 * Category numbers in rank groups, best first: a category named exactly, then one containing the
 * text, then (only when nothing contains it) a close misspelling. Inside each, the named category
 * itself before its subcategories. So 'Shoes' lists the Shoes subcategory before Slippers and
 * Jutti, and 'Tabla' never drifts to 'Dining Table & Chairs'.
 */
export function rankCategoryGroups(matches: CategoryNameMatch[], index: CategoryIndex): number[][] {
  const anyContains = matches.some((m) => m.contains);
  const named = matches
    .map((m) => ({ no: m.categoryNo, rank: m.exact ? 0 : m.contains ? 1 : !anyContains && m.close ? 2 : -1 }))
    .filter((m) => m.rank >= 0);
  const best = new Map<number, number>();
  for (const { no, rank } of named) {
    for (const d of index.withDescendants(no)) {
      const key = rank * 2 + (d === no ? 0 : 1);
      if (!best.has(d) || key < best.get(d)!) best.set(d, key);
    }
  }
  const groups = new Map<number, number[]>();
  for (const [no, key] of best) groups.set(key, [...(groups.get(key) ?? []), no]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, nos]) => nos);
}

/**
 * The categories a free-text search also looks in, with their subcategories: named by its words
 * ('shoe' → Shoes) or, from four letters on, containing it; in the fuzzy pass, close in spelling.
 */
export function searchedCategoryNos(
  matches: CategoryNameMatch[],
  index: CategoryIndex,
  text: string,
  fuzzy: boolean,
): number[] {
  const hit = (m: CategoryNameMatch) => (fuzzy ? m.close : m.words || (m.contains && text.length >= 4));
  return [...new Set(matches.filter(hit).flatMap((m) => index.withDescendants(m.categoryNo)))];
}

/** ORDER BY key: the position of the group holding the column's value. */
export function groupRank(column: SQLWrapper, groups: number[][]): SQL {
  const whens = groups.map(
    (nos, i) =>
      sql`WHEN ${column} IN (${sql.join(
        nos.map((n) => sql`${n}`),
        sql`, `,
      )}) THEN ${sql.raw(String(i))}`,
  );
  return sql`CASE ${sql.join(whens, sql` `)} ELSE ${sql.raw(String(groups.length))} END`;
}
