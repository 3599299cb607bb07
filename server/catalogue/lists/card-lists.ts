// Several lists of cards, and the figures a page shows beside them, in one statement: a category page's
// products with their count and price range, its new arrivals and its design sections; a search's
// ranked result (docs/decisions/0044). Each list is a query of product numbers in the list's order,
// kept in that order by `unnest(ARRAY(...)) WITH ORDINALITY`; the card columns are those of
// productCardsStatement, joined once for all lists.
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { categories, products } from '../../../database/schema';
import type { ProductCard } from '../../../shop-rules/api/catalogue';
import { type CardRow, cardOfRow, cardParts, parentCategories } from './product-cards-query';
import { queryRows } from './search-sql';

/** A list: `list` numbers it, `query` selects one column of product numbers, ordered and limited. */
export function orderedList(list: number, query: SQLWrapper): SQL {
  return sql`select ${sql.raw(String(list))}::int as list, picked.product_no, picked.pos
    from unnest(array(${query})) with ordinality as picked(product_no, pos)`;
}

export interface CardLists<H> {
  /** The cards of each list, by its number, in its order; a list with no active product is absent. */
  lists: Map<number, ProductCard[]>;
  /** The figures asked for beside the lists. */
  figures: H;
}

/**
 * lists: SQL selecting (list, product_no, pos) rows, as orderedList makes them. figures: scalar
 * sub-selects, read once. When no list has a card, the figures are read by a statement of their own.
 */
export async function selectCardLists<H extends object>(
  db: Database,
  lists: SQL[],
  figures: { [K in keyof H]: SQL } = {} as { [K in keyof H]: SQL },
): Promise<CardLists<H>> {
  const parts = cardParts(db);
  const names = Object.keys(figures) as (keyof H & string)[];
  // The figures come on one row only: the first the statement makes.
  const figureFields = Object.fromEntries(
    names.map((name) => [`figure_${name}`, sql`case when row_number() over () = 1 then (${figures[name]}) end`]),
  );
  const picks = sql`(${sql.join(lists, sql` union all `)}) as picks`;
  const rows = (await db
    .select({
      ...parts.fields,
      list: sql<number>`picks.list`,
      carriesFigures: sql<boolean>`row_number() over () = 1`,
      ...figureFields,
    })
    .from(picks)
    .innerJoin(products, sql`${products.productNo} = picks.product_no`)
    .innerJoin(categories, eq(categories.categoryNo, products.categoryNo))
    .leftJoin(parentCategories, eq(parentCategories.categoryNo, categories.parentNo))
    .leftJoinLateral(parts.image, sql`true`)
    .leftJoinLateral(parts.variants, sql`true`)
    .leftJoinLateral(parts.rating, sql`true`)
    .where(eq(products.isActive, true))
    .orderBy(sql`picks.list`, sql`picks.pos`)) as unknown as (CardRow & {
    list: number;
    carriesFigures: boolean;
  } & Record<string, unknown>)[];

  const out = new Map<number, ProductCard[]>();
  for (const row of rows) {
    const cards = out.get(row.list) ?? [];
    cards.push(cardOfRow(row));
    out.set(row.list, cards);
  }
  if (names.length === 0) return { lists: out, figures: {} as H };
  const carrier = rows.find((r) => r.carriesFigures);
  if (carrier) {
    return { lists: out, figures: Object.fromEntries(names.map((n) => [n, carrier[`figure_${n}`]])) as H };
  }
  const [alone] = await queryRows<H>(
    db,
    sql`select ${sql.join(
      names.map((n) => sql`(${figures[n]}) as ${sql.identifier(n)}`),
      sql`, `,
    )}`,
  );
  return { lists: out, figures: alone! };
}
