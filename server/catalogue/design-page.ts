// The design pages 2 and 3 (LoadDesignPageProducts, docs/product.md#catalogue-api): new arrivals and the staff's
// themed sections, each in the order the staff set.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { designSectionProducts, designSections, products } from '../../database/schema';
import type { DesignPage } from '../../shop-rules/api/catalogue';
import { newProducts } from './new-products';
import { selectCardsInOrder } from './product-cards-query';

export const DESIGN_PAGE_NUMBERS = [2, 3] as const;

export async function designPage(db: Database, pageNo: number, maxRecords: number): Promise<DesignPage> {
  const sections = await db
    .select({ sectionNo: designSections.sectionNo, name: designSections.sectionName })
    .from(designSections)
    .where(eq(designSections.pageNo, pageNo))
    .orderBy(asc(designSections.sortOrder), asc(designSections.sectionNo));
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
