// Importing a products CSV (docs/product.md#products-csv, decision 0037): the dry run keeps the file
// and its report in product_imports; applying it reads that same file again, plans it again inside one
// transaction with the products locked, and refuses when the plan is not the one the dry run showed
// (the file or the shop changed meanwhile). All of it is written, or nothing; an import applies once.
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { productImages, productImports, products, productVariants } from '../../../database/schema';
import { PRODUCT_IMPORT_MAX_MEGABYTES } from '../../../shop-rules/api/backoffice';
import { productImportSchema } from '../../../shop-rules/forms/catalogue';
import { shopDay } from '../../../shop-rules/shop-time';
import { hasUnstorableText } from '../../http/input/unstorable-text';
import { recordFirstStock, type StockCause, setStock, sumVariantStock } from '../../orders/stock';
import type { Transaction } from '../../orders/transaction';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import { productColumns, slugOf } from './catalogue-products';
import { type ImportReport, type MediaPlaces, type PlannedProduct, planImport } from './product-import-plan';

/** The largest file taken: a catalogue of thousands of products with descriptions fits. */
const IMPORT_MAX_MEGABYTES = PRODUCT_IMPORT_MAX_MEGABYTES;
/** Dry runs nobody applied are kept this long, then cleared at the next dry run. */
const KEEP_DRY_RUNS_HOURS = 24;

const CHANGED_SINCE =
  'The products changed since this dry run (an order, a save or another import), so it was not applied. Check the file again to see what it would do now.';

export interface ImportRun {
  importNo: number;
  fileName: string;
  fileDigest: string;
  planDigest: string;
  createdAt: string;
  appliedAt: string | null;
  report: ImportReport & { applied?: { created: number[]; changed: number[] } };
}

async function decode(file: File): Promise<string> {
  if (file.size > IMPORT_MAX_MEGABYTES * 1024 * 1024)
    throw new BackofficeError(`The file is larger than ${IMPORT_MAX_MEGABYTES} MB.`, {
      file: `At most ${IMPORT_MAX_MEGABYTES} MB.`,
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BackofficeError('The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8".', {
      file: 'Save it as "CSV UTF-8".',
    });
  }
  if (hasUnstorableText(text))
    throw new BackofficeError('The file holds characters that are not text (a NUL byte). Is it really a CSV file?', {
      file: 'Not a text file.',
    });
  return text;
}

const digestOf = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

async function storeDryRun(db: Database, actor: Actor, fileName: string, content: string, places: MediaPlaces) {
  const plan = await planImport(db, content, places);
  await db
    .delete(productImports)
    .where(
      and(
        isNull(productImports.appliedAt),
        lt(productImports.createdAt, sql`now() - make_interval(hours => ${KEEP_DRY_RUNS_HOURS})`),
      ),
    );
  const [row] = await db
    .insert(productImports)
    .values({
      staffUserNo: actor.staffUserNo,
      fileName: fileName.slice(0, 200),
      fileDigest: digestOf(content),
      planDigest: plan.digest,
      content,
      report: plan.report,
    })
    .returning({ importNo: productImports.importNo });
  return row!.importNo;
}

/** Reads the posted file and checks every row; nothing in the catalogue changes. Answers the dry run's number. */
export async function dryRunImport(db: Database, actor: Actor, places: MediaPlaces, form: FormData): Promise<number> {
  // The page's own check (shop-rules/forms/catalogue.ts): a file must be chosen.
  const { file } = readForm(productImportSchema, { file: form.get('file') });
  return storeDryRun(db, actor, file.name || 'products.csv', await decode(file), places);
}

/** The same file checked again against the shop as it is now (after a refused apply). */
export async function checkAgain(db: Database, actor: Actor, places: MediaPlaces, importNo: number): Promise<number> {
  const [run] = await db.select().from(productImports).where(eq(productImports.importNo, importNo));
  if (!run) throw notFound('import');
  return storeDryRun(db, actor, run.fileName, run.content, places);
}

export async function importRun(db: Database, importNo: number): Promise<ImportRun> {
  const [run] = await db.select().from(productImports).where(eq(productImports.importNo, importNo));
  if (!run) throw notFound('import');
  return {
    importNo: run.importNo,
    fileName: run.fileName,
    fileDigest: run.fileDigest,
    planDigest: run.planDigest,
    createdAt: run.createdAt.toISOString(),
    appliedAt: run.appliedAt?.toISOString() ?? null,
    report: run.report as ImportRun['report'],
  };
}

/**
 * Applies a dry run, all or nothing. The form carries the digests the dry run showed: the stored file
 * must still be that file, and planning it again must give that plan.
 */
export async function applyImport(
  db: Database,
  actor: Actor,
  places: MediaPlaces,
  importNo: number,
  form: FormData,
): Promise<string> {
  const posted = { file: String(form.get('fileDigest') ?? ''), plan: String(form.get('planDigest') ?? '') };
  return db.transaction(async (tx) => {
    // First: a second press of Apply waits here and then finds it applied.
    const [run] = await tx
      .update(productImports)
      .set({ appliedAt: sql`now()` })
      .where(and(eq(productImports.importNo, importNo), isNull(productImports.appliedAt)))
      .returning();
    if (!run) {
      const [exists] = await tx
        .select({ n: productImports.importNo })
        .from(productImports)
        .where(eq(productImports.importNo, importNo));
      if (!exists) throw notFound('import');
      throw new BackofficeError('This import has been applied already.', {}, 409);
    }
    if (posted.file !== run.fileDigest || digestOf(run.content) !== run.fileDigest)
      throw new BackofficeError('This is not the file the dry run checked. Check the file again.', {}, 409);
    const report = run.report as ImportReport;
    if (report.errors.length > 0)
      throw new BackofficeError('The file has rows with errors; correct them and check the file again.', {}, 409);
    // The products the file names stay as they are until this commits (orders wait for them).
    const numbers = report.products.map((p) => p.productNo).filter((n): n is number => n !== null);
    if (numbers.length)
      await tx
        .select({ n: products.productNo })
        .from(products)
        .where(inArray(products.productNo, numbers))
        .orderBy(products.productNo)
        .for('update');
    const plan = await planImport(tx, run.content, places);
    if (plan.digest !== run.planDigest || posted.plan !== run.planDigest || plan.report.errors.length > 0)
      throw new BackofficeError(CHANGED_SINCE, {}, 409);

    const cause: StockCause = { reason: 'import', staffUserNo: actor.staffUserNo, note: `Import ${importNo}` };
    const created: number[] = [];
    const changed: { productNo: number; changes: string[] }[] = [];
    // New products in a few statements (numbers taken at once, rows inserted together); every stock
    // figure set in one pass at the end: the transaction, which PGlite makes every request wait for,
    // stays short (decision 0037).
    const creates = plan.products.filter((p) => p.action === 'create');
    const newNumbers = await insertNewProducts(tx, creates, cause);
    const stock: StockTarget[] = [];
    for (const p of plan.products) {
      if (p.action === 'same') continue;
      const no = await writeProduct(tx, p, newNumbers.get(p) ?? null, stock);
      if (p.action === 'create') created.push(no);
      else changed.push({ productNo: no, changes: p.changes });
    }
    await setStock(tx, stock, cause);
    const applied = { created, changed: changed.map((c) => c.productNo) };
    await tx
      .update(productImports)
      .set({ report: { ...plan.report, applied } })
      .where(eq(productImports.importNo, importNo));
    await recordChange(tx, actor, {
      action: 'product.import',
      entity: 'product-import',
      entityId: importNo,
      after: { fileName: run.fileName, fileDigest: run.fileDigest, created, changed },
    });
    return `The import is applied: ${created.length} products added, ${changed.length} changed, ${plan.report.counts.same} left as they were.`;
  });
}

type StockTarget = Parameters<typeof setStock>[1][number];
const INSERT_SLICE = 200;

/** Inserts the new products with their own numbers and slugs; answers each one's number. */
async function insertNewProducts(
  tx: Transaction,
  creates: PlannedProduct[],
  cause: StockCause,
): Promise<Map<PlannedProduct, number>> {
  const numbers = new Map<PlannedProduct, number>();
  if (!creates.length) return numbers;
  const taken = (await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence('products', 'product_no'))::int AS n FROM generate_series(1, ${creates.length})`,
  )) as unknown as { rows: { n: number }[] };
  for (const [i, p] of creates.entries()) numbers.set(p, taken.rows[i]!.n);
  for (let i = 0; i < creates.length; i += INSERT_SLICE) {
    await tx.insert(products).values(
      creates.slice(i, i + INSERT_SLICE).map((p) => {
        const no = numbers.get(p)!;
        return {
          ...productColumns(p.fields),
          productNo: no,
          slug: `${slugOf(p.fields.name)}-${no}`,
          arrivalDate: p.fields.arrivalDate ?? shopDay(),
          ...(p.video === undefined ? {} : { videoFile: p.video }),
          // A product without variants starts with its stock; its movement is recorded below.
          ...(p.variants === null && p.stock !== undefined ? { stock: p.stock } : {}),
        };
      }),
    );
  }
  const first = creates
    .filter((p) => p.variants === null && p.stock !== undefined)
    .map((p) => ({ productNo: numbers.get(p)!, stock: p.stock! }));
  await recordFirstStock(tx, first, cause);
  return numbers;
}

/** Writes one planned product (a new one is already inserted as `inserted`); its stock goes to `stock`. */
async function writeProduct(
  tx: Transaction,
  p: PlannedProduct,
  inserted: number | null,
  stock: StockTarget[],
): Promise<number> {
  let no: number;
  if (inserted !== null) {
    no = inserted;
  } else {
    no = p.productNo!;
    await tx
      .update(products)
      .set({
        ...productColumns(p.fields),
        ...(p.video === undefined ? {} : { videoFile: p.video }),
        updatedAt: sql`now()`,
      })
      .where(eq(products.productNo, no));
  }
  if (p.images) {
    if (inserted === null) await tx.delete(productImages).where(eq(productImages.productNo, no));
    if (p.images.length)
      await tx.insert(productImages).values(p.images.map((img, i) => ({ productNo: no, sortOrder: i, ...img })));
  }
  if (p.variants) {
    const [last] =
      inserted === null
        ? await tx
            .select({ n: sql<number>`coalesce(max(${productVariants.sortOrder}), -1)::int` })
            .from(productVariants)
            .where(eq(productVariants.productNo, no))
        : [{ n: -1 }];
    let order = (last?.n ?? -1) + 1;
    for (const v of p.variants) {
      let skuNo = v.skuNo;
      if (skuNo === null) {
        const [made] = await tx
          .insert(productVariants)
          .values({ productNo: no, color: v.color, size: v.size, sku: v.sku ?? '', stock: 0, sortOrder: order++ })
          .returning({ skuNo: productVariants.skuNo });
        skuNo = made!.skuNo;
      } else {
        await tx
          .update(productVariants)
          .set({ color: v.color, size: v.size, ...(v.sku === undefined ? {} : { sku: v.sku }) })
          .where(eq(productVariants.skuNo, skuNo));
      }
      if (v.stock !== undefined) stock.push({ productNo: no, skuNo, stock: v.stock });
    }
    await sumVariantStock(tx, no);
  } else if (p.stock !== undefined && inserted === null) {
    stock.push({ productNo: no, skuNo: null, stock: p.stock });
  }
  return no;
}
