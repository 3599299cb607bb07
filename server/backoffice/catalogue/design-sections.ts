// The design pages' sections (pages 2 and 3 of LoadDesignPageProducts): name, order, the category whose pages show
// them (none: every category page, docs/decisions/0039) and products.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { categories, designSectionProducts, designSections, products } from '../../../database/schema';
import { designSectionSchema } from '../../../shop-rules/forms/catalogue';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import { readProductNumbers } from './product-numbers';

export async function sectionList(db: Database) {
  return db
    .select({
      sectionNo: designSections.sectionNo,
      pageNo: designSections.pageNo,
      sectionName: designSections.sectionName,
      sortOrder: designSections.sortOrder,
      categoryName: categories.name,
      products: sql<number>`(select count(*)::int from ${designSectionProducts} where ${designSectionProducts.sectionNo} = ${designSections.sectionNo})`,
    })
    .from(designSections)
    .leftJoin(categories, eq(categories.categoryNo, designSections.categoryNo))
    .orderBy(asc(designSections.pageNo), asc(designSections.sortOrder), asc(designSections.sectionNo));
}

export async function sectionForEdit(db: Database, sectionNo: number) {
  const [section] = await db.select().from(designSections).where(eq(designSections.sectionNo, sectionNo));
  if (!section) throw notFound('section');
  const set = await db
    .select({ productNo: products.productNo, name: products.name })
    .from(designSectionProducts)
    .innerJoin(products, eq(products.productNo, designSectionProducts.productNo))
    .where(eq(designSectionProducts.sectionNo, sectionNo))
    .orderBy(asc(designSectionProducts.sortOrder));
  return { section, products: set };
}

const CHOOSE_CATEGORY = 'Please choose a category from the list.';

/** Creates (sectionNo null) or updates a section with its product set; answers its number. */
export async function saveSection(
  db: Database,
  actor: Actor,
  sectionNo: number | null,
  form: FormData,
): Promise<number> {
  const f = readForm(designSectionSchema, form);
  return db.transaction(async (tx) => {
    const productNos = await readProductNumbers(tx, 'products', form.get('products'));
    if (f.categoryNo !== null) {
      const [cat] = await tx
        .select({ n: categories.categoryNo })
        .from(categories)
        .where(eq(categories.categoryNo, f.categoryNo));
      if (!cat) throw new BackofficeError(CHOOSE_CATEGORY, { categoryNo: CHOOSE_CATEGORY });
    }
    const values = {
      pageNo: Number(f.pageNo),
      sectionName: f.sectionName,
      sortOrder: f.sortOrder ?? 0,
      categoryNo: f.categoryNo,
    };
    let before: unknown = null;
    let no: number;
    if (sectionNo === null) {
      const [row] = await tx.insert(designSections).values(values).returning({ n: designSections.sectionNo });
      no = row!.n;
    } else {
      const [old] = await tx.select().from(designSections).where(eq(designSections.sectionNo, sectionNo));
      if (!old) throw notFound('section');
      const oldSet = await tx
        .select({ n: designSectionProducts.productNo })
        .from(designSectionProducts)
        .where(eq(designSectionProducts.sectionNo, sectionNo))
        .orderBy(asc(designSectionProducts.sortOrder));
      before = { ...old, products: oldSet.map((r) => r.n) };
      no = sectionNo;
      await tx.update(designSections).set(values).where(eq(designSections.sectionNo, no));
      await tx.delete(designSectionProducts).where(eq(designSectionProducts.sectionNo, no));
    }
    if (productNos.length)
      await tx
        .insert(designSectionProducts)
        .values(productNos.map((productNo, i) => ({ sectionNo: no, productNo, sortOrder: i })));
    await recordChange(tx, actor, {
      action: sectionNo === null ? 'section.create' : 'section.update',
      entity: 'design-section',
      entityId: no,
      before,
      after: { ...values, products: productNos },
    });
    return no;
  });
}

export async function removeSection(db: Database, actor: Actor, sectionNo: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(designSections).where(eq(designSections.sectionNo, sectionNo)).returning();
    if (!before) throw notFound('section');
    await recordChange(tx, actor, { action: 'section.remove', entity: 'design-section', entityId: sectionNo, before });
    return `Section ${before.sectionName} removed.`;
  });
}
