// The design pages 2 and 3 (LoadDesignPageProducts, docs/product.md#catalogue-api): new arrivals and the staff's
// themed sections, each in the order the staff set. Asked for a category, only the sections that belong to it:
// its own, its department's (any category above it) and those for every category (docs/decisions/0039).
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { isRecordNumber } from '../../database/integer-range';
import { designSectionProducts, designSections, products } from '../../database/schema';
import type { DesignPage } from '../../shop-rules/api/catalogue';
import { newProducts } from './new-products';
import { selectCardsInOrder } from './product-cards-query';

export const DESIGN_PAGE_NUMBERS = [2, 3] as const;

/**
 * The section's category is the category or one above it, up to its department: a sub-select of the
 * sections' own statement, so the page asks the database once for them.
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

/** One design page (the API), or both in page order (a category page shows the sections of pages 2 and 3). */
export async function designPage(
  db: Database,
  pageNos: number[],
  maxRecords: number,
  categoryNo?: number,
): Promise<DesignPage> {
  let belongs: SQL | undefined;
  if (categoryNo !== undefined) {
    // A number no category can have is an unknown category: only the sections for every category.
    belongs = isRecordNumber(categoryNo)
      ? or(isNull(designSections.categoryNo), inCategoryOrAbove(categoryNo))
      : isNull(designSections.categoryNo);
  }
  const sections = await db
    .select({ sectionNo: designSections.sectionNo, name: designSections.sectionName })
    .from(designSections)
    .where(and(inArray(designSections.pageNo, pageNos), belongs))
    .orderBy(asc(designSections.pageNo), asc(designSections.sortOrder), asc(designSections.sectionNo));
  const members = sections.length
    ? await db
        .select({ sectionNo: designSectionProducts.sectionNo, productNo: designSectionProducts.productNo })
        .from(designSectionProducts)
        .innerJoin(products, eq(products.productNo, designSectionProducts.productNo))
        .where(
          and(
            inArray(
              designSectionProducts.sectionNo,
              sections.map((s) => s.sectionNo),
            ),
            eq(products.isActive, true),
          ),
        )
        .orderBy(asc(designSectionProducts.sortOrder), asc(designSectionProducts.productNo))
    : [];
  const chosen = new Map(
    sections.map((s) => [
      s.sectionNo,
      members
        .filter((m) => m.sectionNo === s.sectionNo)
        .slice(0, maxRecords)
        .map((m) => m.productNo),
    ]),
  );
  const [newArrivals, cards] = await Promise.all([
    newProducts(db, { pageNo: 1, maxRecords }),
    selectCardsInOrder(db, [...new Set([...chosen.values()].flat())]),
  ]);
  const cardByNo = new Map(cards.map((c) => [c.ProductNo, c]));
  return {
    NewArrivalList: newArrivals,
    Sections: sections.map((s) => ({
      SectionName: s.name,
      Products: chosen.get(s.sectionNo)!.flatMap((no) => cardByNo.get(no) ?? []),
    })),
  };
}
