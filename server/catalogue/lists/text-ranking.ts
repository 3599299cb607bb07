// Ranking of free-text matches, kept cheap at 100,000 products. Matches are first put in a cheap
// order that needs little text processing per row: exact name, then a word of the name, then name containing
// the text, then other matches (brand, description, category), each in the shop's product order. The first
// RERANK_POOL of that order are then re-ranked by relevance (ts_rank plus word_similarity), which
// costs a tsvector per row and so is spent only where shoppers look. Later rows keep the cheap
// order; the whole order is fixed for a query, so pages never repeat or skip a product.
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { products } from '../../../database/schema';
import { inCategories } from './category-matching';
import { CLOSE_SPELLING, likeContaining, queryRows, searchDocument, TRIGRAM_MIN_LENGTH, textQuery } from './search-sql';

/** How many of the cheap order's first matches are re-ranked by relevance: four pages of 15. */
export const RERANK_POOL = 60;

interface Window {
  limit: number;
  offset: number;
}

/**
 * Words, name contents and named categories (`categories`, a select of category_no): a select of the
 * window's product numbers, best first, to be read with the cards (server/catalogue/lists/card-lists.ts).
 */
export function precisePick(text: string, within: SQL, categories: SQL, { limit, offset }: Window): SQL {
  const fetch = Math.max(RERANK_POOL, offset + limit);
  const query = textQuery(text);
  const inCategory = inCategories(products.categoryNo, categories);
  const exact = sql`lower(${products.name}) = lower(${text})`;
  // Other matches may repeat name matches; when fewer than `fetch` names match, the first 2 × fetch
  // other matches always hold the first `fetch` that are not name matches, so the order stays exact.
  // 'sort_order + 0' keeps the planner off an index walk in product order that would build a
  // tsvector for every row it passes; the word index finds the matches and a top-N sort orders them.
  // A word of the name ('Steelpan', stemmed) ranks above text inside a name; a name, brand or category
  // match is 'strong'. Description-only matches are dropped when anything strong matched, so a T-shirt
  // with a steelpan print does not come up for 'Steelpan' (docs/decisions/0032).
  const named = sql`to_tsvector('english', ${products.name}) @@ ${query}`;
  const nameAndBrand = sql`to_tsvector('english', ${products.name} || ' ' || ${products.brand})`;
  const strong = sql`(${nameAndBrand} @@ ${query} OR ${inCategory})`;
  // Word matches and category matches are read apart, each by its own index (an OR of the two would
  // build a tsvector for every row); together they hold the first 2 × fetch of either.
  const otherHit = (match: SQL) => sql`(SELECT product_no, sort_order, false AS exact, ${named} AS named,
      ${strong} AS strong, 1 AS tier FROM products
      WHERE ${within} AND ${match}
      ORDER BY sort_order + 0, product_no LIMIT ${2 * fetch})`;
  const otherHits = sql`${otherHit(sql`${searchDocument} @@ ${query}`)} UNION ALL ${otherHit(inCategory)}`;
  // The trigram index answers 'name contains' from three characters on; shorter texts use words only.
  const hits =
    text.length >= TRIGRAM_MIN_LENGTH
      ? sql`(SELECT product_no, sort_order, ${exact} AS exact, ${named} AS named, true AS strong, 0 AS tier
            FROM products
            WHERE ${within} AND ${products.name} ILIKE ${likeContaining(text)}
            ORDER BY ${exact} DESC, sort_order + 0, product_no LIMIT ${fetch})
          UNION ALL ${otherHits}`
      : otherHits;
  return sql`WITH hits AS (${hits}),
      grouped AS (SELECT product_no, bool_or(exact) AS exact, bool_or(named) AS named, bool_or(strong) AS strong,
        min(tier) AS tier, min(sort_order) AS sort_order FROM hits GROUP BY product_no),
      best AS (SELECT * FROM grouped WHERE strong OR NOT EXISTS (SELECT 1 FROM grouped WHERE strong)),
      cheap AS (SELECT product_no, exact, named, tier,
        row_number() OVER (ORDER BY exact DESC, named DESC, tier, sort_order, product_no) AS pos FROM best)
    SELECT c.product_no FROM cheap c JOIN products ON products.product_no = c.product_no
    WHERE c.pos <= ${fetch}
    ORDER BY c.pos > ${RERANK_POOL}, c.exact DESC, c.named DESC, c.tier,
      CASE WHEN c.pos <= ${RERANK_POOL}
        THEN ts_rank(${searchDocument}, ${query}) + word_similarity(${text}, ${products.name}) END DESC NULLS LAST,
      c.pos
    LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The fuzzy pass judges at most this many close names. Checking closeness costs a trigram
 * comparison per row, and a slip close to a common word ('cable' → every 'table') would otherwise
 * compare thousands; a misspelt search shows its best few pages instead.
 */
export const FUZZY_CAP = 120;

/** Names close in spelling, and close category names; product numbers of the window, closest first. */
export async function rankFuzzy(
  db: Database,
  text: string,
  within: SQL,
  categories: SQL,
  { limit, offset }: Window,
): Promise<number[]> {
  if (offset >= FUZZY_CAP) return [];
  return db.transaction(async (tx) => {
    // For this transaction only: `<%` compares with CLOSE_SPELLING, and the plan is a bitmap scan of the
    // trigram index read in table order, which stops after FUZZY_CAP close rows and picks the same
    // rows for every page (a sequential or parallel scan could pick others, or read the whole table).
    // The close categories come with it as numbers, so the scan can use the category index too.
    const [set] = await queryRows<{ category_nos: number[] | null }>(
      tx,
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(CLOSE_SPELLING)}, true),
      set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true),
      (SELECT array_agg(category_no) FROM (${categories}) AS close_categories) AS category_nos`,
    );
    const categoryNos = set?.category_nos ?? [];
    if (text.length < TRIGRAM_MIN_LENGTH && categoryNos.length === 0) return [];
    const inCategory = categoryNos.length > 0 ? inArray(products.categoryNo, categoryNos) : sql`false`;
    const rows = await queryRows<{ product_no: number }>(
      tx,
      sql`WITH close AS MATERIALIZED (SELECT product_no, sort_order, name FROM products
          WHERE ${within} AND (${text} <% ${products.name} OR ${inCategory})
          LIMIT ${FUZZY_CAP})
      SELECT product_no FROM close
      ORDER BY word_similarity(${text}, name) DESC, sort_order, product_no
      LIMIT ${limit} OFFSET ${offset}`,
    );
    return rows.map((r) => r.product_no);
  });
}
