// The category tree: add, rename, move under another parent, reorder, and remove an empty category.
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { categories, designSections, products } from '../../../database/schema';
import { categorySchema } from '../../../shop-rules/forms/catalogue';
import {
  CATEGORY_HAS_CHILDREN,
  CATEGORY_HAS_PRODUCTS,
  CATEGORY_HAS_SECTIONS,
  CATEGORY_LOOP,
} from '../../../shop-rules/messages/backoffice';
import type { Queryable } from '../../orders/transaction';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { readForm } from '../shared/form-fields';

export async function categoryRows(db: Database) {
  const rows = await db
    .select({
      categoryNo: categories.categoryNo,
      parentNo: categories.parentNo,
      name: categories.name,
      slug: categories.slug,
      sortOrder: categories.sortOrder,
      // Its own products: a join, since a column inside a hand-written subquery loses its table name
      // and would count every product for every category.
      products: count(products.productNo),
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryNo, categories.categoryNo))
    .groupBy(categories.categoryNo)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  // Depth-first, so the page lists the tree in order with each level indented.
  const out: ((typeof rows)[number] & { depth: number })[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const r of rows.filter((x) => x.parentNo === parent)) {
      out.push({ ...r, depth });
      walk(r.categoryNo, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'category';

async function freeSlug(q: Queryable, name: string, except?: number): Promise<string> {
  const base = slugOf(name);
  for (let k = 1; ; k++) {
    const slug = k === 1 ? base : `${base}-${k}`;
    const [taken] = await q.select({ n: categories.categoryNo }).from(categories).where(eq(categories.slug, slug));
    if (!taken || taken.n === except) return slug;
  }
}

async function checkParent(q: Queryable, parentNo: number | null, self: number | null) {
  if (parentNo === null) return;
  const all = await q.select({ n: categories.categoryNo, p: categories.parentNo }).from(categories);
  const parentOf = new Map(all.map((c) => [c.n, c.p]));
  if (!parentOf.has(parentNo))
    throw new BackofficeError('Please choose a parent category from the list.', {
      parentNo: 'Please choose a parent category from the list.',
    });
  for (let at: number | null = parentNo; at !== null; at = parentOf.get(at) ?? null) {
    if (at === self) throw new BackofficeError(CATEGORY_LOOP, { parentNo: CATEGORY_LOOP });
  }
}

export async function addCategory(db: Database, actor: Actor, input: FormData): Promise<string> {
  const f = readForm(categorySchema, input);
  return db.transaction(async (tx) => {
    await checkParent(tx, f.parentNo, null);
    const [row] = await tx
      .insert(categories)
      .values({ name: f.name, parentNo: f.parentNo, sortOrder: f.sortOrder ?? 0, slug: await freeSlug(tx, f.name) })
      .returning();
    await recordChange(tx, actor, {
      action: 'category.create',
      entity: 'category',
      entityId: row!.categoryNo,
      after: row,
    });
    return `Category ${f.name} added.`;
  });
}

export async function updateCategory(db: Database, actor: Actor, categoryNo: number, input: FormData): Promise<string> {
  const f = readForm(categorySchema, input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.categoryNo, categoryNo));
    if (!before) throw notFound('category');
    await checkParent(tx, f.parentNo, categoryNo);
    const slug = before.name === f.name ? before.slug : await freeSlug(tx, f.name, categoryNo);
    const [after] = await tx
      .update(categories)
      .set({ name: f.name, parentNo: f.parentNo, sortOrder: f.sortOrder ?? 0, slug })
      .where(eq(categories.categoryNo, categoryNo))
      .returning();
    await recordChange(tx, actor, {
      action: 'category.update',
      entity: 'category',
      entityId: categoryNo,
      before,
      after,
    });
    return `Category ${f.name} saved.`;
  });
}

export async function removeCategory(db: Database, actor: Actor, categoryNo: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.categoryNo, categoryNo));
    if (!before) throw notFound('category');
    const [child] = await tx
      .select({ n: categories.categoryNo })
      .from(categories)
      .where(eq(categories.parentNo, categoryNo))
      .limit(1);
    if (child) throw new BackofficeError(CATEGORY_HAS_CHILDREN, {}, 409);
    const [product] = await tx
      .select({ n: products.productNo })
      .from(products)
      .where(eq(products.categoryNo, categoryNo))
      .limit(1);
    if (product) throw new BackofficeError(CATEGORY_HAS_PRODUCTS, {}, 409);
    const [section] = await tx
      .select({ n: designSections.sectionNo })
      .from(designSections)
      .where(eq(designSections.categoryNo, categoryNo))
      .limit(1);
    if (section) throw new BackofficeError(CATEGORY_HAS_SECTIONS, {}, 409);
    await tx.delete(categories).where(eq(categories.categoryNo, categoryNo));
    await recordChange(tx, actor, { action: 'category.remove', entity: 'category', entityId: categoryNo, before });
    return `Category ${before.name} removed.`;
  });
}
