// The design pages 2 and 3 (LoadDesignPageProducts, docs/product.md#catalogue-api): new arrivals and the staff's
// themed sections, each in the order the staff set. Asked for a category, only the sections that belong to it:
// its own, its department's (any category above it) and those for every category (docs/decisions/0039).
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { isRecordNumber } from '../../../database/integer-range';
import { designSections, products } from '../../../database/schema';
import type { DesignPage, ProductCard } from '../../../shop-rules/api/catalogue';
import { orderedList, selectCardLists } from './card-lists';

export const DESIGN_PAGE_NUMBERS = [2, 3] as const;

/**
 * The section's category is the category or one above it, up to its department: a sub-select of the
 * sections' own statement.
 */
function inCategoryOrAbove(categoryNo: number): SQL {
  return sql`${designSections.categoryNo} in (
    with recursive up(category_no, parent_no, depth) as (
      select category_no, parent_no, 0 from categories where category_no = ${categoryNo}
      union all
      select c.category_no, c.parent_no, up.depth + 1 from categories c join up on c.category_no = up.parent_no
      where up.depth < 20
    )
    select category_no from up)`;
}

/** How many cards each list holds: new arrivals, and each section. */
export interface DesignShown {
  newArrivals: number;
  perSection: number;
}

export interface DesignFigures {
  sections: { rank: number; name: string }[] | null;
}

/** The first list number of a section; 1 holds the new arrivals. */
const FIRST_SECTION_LIST = 2;

/**
 * The design page's lists for selectCardLists: new arrivals (list 1) and each section in order
 * (lists 2 on), with the sections' names as a figure, so a section with no product still shows.
 */
export function designLists(db: Database, pageNos: number[], shown: DesignShown, categoryNo?: number) {
  let belongs: SQL | undefined;
  if (categoryNo !== undefined) {
    // A number no category can have is an unknown category: only the sections for every category.
    belongs = isRecordNumber(categoryNo)
      ? or(isNull(designSections.categoryNo), inCategoryOrAbove(categoryNo))
      : isNull(designSections.categoryNo);
  }
  const sections = sql`select ${designSections.sectionNo} as section_no, ${designSections.sectionName} as name,
      row_number() over (order by ${designSections.pageNo}, ${designSections.sortOrder}, ${designSections.sectionNo})::int as rank
    from ${designSections} where ${and(inArray(designSections.pageNo, pageNos), belongs)}`;
  const newArrivals = orderedList(
    1,
    db
      .select({ productNo: products.productNo })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(desc(products.arrivalDate), asc(products.sortOrder), asc(products.productNo))
      .limit(shown.newArrivals),
  );
  const sectionCards = sql`select (${sql.raw(String(FIRST_SECTION_LIST))} + chosen.rank - 1)::int as list, picked.product_no, picked.pos
    from (${sections}) as chosen
    cross join lateral unnest(array(
      select m.product_no from design_section_products m join products p on p.product_no = m.product_no
      where m.section_no = chosen.section_no and p.is_active
      order by m.sort_order, m.product_no limit ${shown.perSection}
    )) with ordinality as picked(product_no, pos)`;
  return {
    lists: [newArrivals, sectionCards],
    figures: {
      sections: sql`select json_agg(json_build_object('rank', rank, 'name', name) order by rank) from (${sections}) as s`,
    },
    answer(lists: Map<number, ProductCard[]>, figures: DesignFigures): DesignPage {
      return {
        NewArrivalList: lists.get(1) ?? [],
        Sections: (figures.sections ?? []).map((s) => ({
          SectionName: s.name,
          Products: lists.get(FIRST_SECTION_LIST + s.rank - 1) ?? [],
        })),
      };
    },
  };
}

/** One design page (the API), or both in page order: one statement. */
export async function designPage(
  db: Database,
  pageNos: number[],
  maxRecords: number,
  categoryNo?: number,
): Promise<DesignPage> {
  const design = designLists(db, pageNos, { newArrivals: maxRecords, perSection: maxRecords }, categoryNo);
  const { lists, figures } = await selectCardLists<DesignFigures>(db, design.lists, design.figures);
  return design.answer(lists, figures);
}
