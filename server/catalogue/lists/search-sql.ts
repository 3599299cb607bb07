// SQL pieces of product search, written so PostgreSQL uses the indexes of database/schema.ts:
// the GIN expression index products_search_idx (the document below must stay exactly its
// expression) and the trigram GIN indexes on products.name and categories.name.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { products } from '../../../database/schema';

/** Exactly the expression of products_search_idx; any other spelling would not use the index. */
export const searchDocument = sql`to_tsvector('english', ${products.name} || ' ' || ${products.brand} || ' ' || ${products.description})`;

/** Shopper's words as a query: quotes, 'or' and '-word' work as on web search engines; never a syntax error. */
export function textQuery(text: string): SQL {
  return sql`websearch_to_tsquery('english', ${text})`;
}

/** ILIKE pattern for 'contains', with %, _ and \ in the text taken literally. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Trigram indexes need three characters; shorter texts use the word index only. */
export const TRIGRAM_MIN_LENGTH = 3;

/**
 * How close a misspelling must be (pg_trgm word_similarity, inclusive). The extension's default,
 * 0.6, misses everyday slips such as 'samsng' (0.57) or 'curtian' (0.5); lower lets in so many
 * look-alikes that the fuzzy pass slows down at catalogue scale.
 */
export const CLOSE_SPELLING = 0.5;

/** Rows of a raw query; both drivers answer with `rows`. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
