// Which categories a text names: by containment ('Funeral Clothing'), by words ('shoe' finds
// 'Shoes'), or, for a misspelling, by closeness of spelling ('Dholk' is close to 'Dholak'). Written as
// sub-selects of the search's own statement, so a search asks the database once (docs/decisions/0044).
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { CLOSE_SPELLING, likeContaining, textQuery } from './search-sql';

/** A depth no real tree reaches; it stops a cycle typed in by hand. */
const MAX_DEPTH = 20;

/** `named` (a select of category_no, key) with every category below each, which takes key | 1. */
function withCategoriesBelow(named: SQL): SQL {
  return sql`with recursive below(category_no, key, depth) as (
      select named.category_no, named.key, 0 from (${named}) as named
      union all
      select c.category_no, below.key | 1, below.depth + 1 from categories c
      join below on c.parent_no = below.category_no where below.depth < ${MAX_DEPTH}
    )
    select category_no, min(key) as key from below group by category_no`;
}

/**
 * (category_no, key) of the categories a category search names, best first by key: a category named
 * exactly (0), then one containing the text (2), then, only when none contains it, a close misspelling
 * (4); a category below one named takes the key after it. So 'Shoes' lists the Shoes subcategory
 * before Slippers and Jutti, and 'Tabla' never drifts to 'Dining Table & Chairs'.
 */
export function rankedCategories(text: string): SQL {
  const contains = sql`name ilike ${likeContaining(text)}`;
  return withCategoriesBelow(sql`select category_no,
      case when lower(name) = lower(${text}) then 0 when ${contains} then 2 else 4 end as key
    from categories
    where ${contains} or (word_similarity(${text}, name) >= ${CLOSE_SPELLING}
      and not exists (select 1 from categories where ${contains}))`);
}

/**
 * The categories a free-text search also looks in, with their subcategories: named by its words
 * ('shoe' → Shoes) or, from four letters on, containing it; in the fuzzy pass, close in spelling.
 */
export function searchedCategories(text: string, fuzzy: boolean): SQL {
  const hit = fuzzy
    ? sql`word_similarity(${text}, name) >= ${CLOSE_SPELLING}`
    : text.length >= 4
      ? sql`(to_tsvector('english', name) @@ ${textQuery(text)} or name ilike ${likeContaining(text)})`
      : sql`to_tsvector('english', name) @@ ${textQuery(text)}`;
  return sql`select category_no from (${withCategoriesBelow(sql`select category_no, 0 as key from categories where ${hit}`)}) as searched`;
}

/**
 * The column's category is one of `categories` (a select of category_no). As an array read once, so
 * the planner walks the category index for those few instead of joining every product to a guess.
 */
export function inCategories(column: SQLWrapper, categories: SQL): SQL {
  return sql`${column} = any(array(${categories}))`;
}
