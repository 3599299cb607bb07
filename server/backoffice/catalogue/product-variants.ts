// A product's variants as the product form posts them: rows variant.N.color, .size, .stock, .sku,
// .skuNo (an existing variant) and .remove. Blank new rows are ignored.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderLines, productVariants } from '../../../database/schema';
import { variantOption } from '../../../shop-rules/variant-option';
import { type StockCause, setStock } from '../../orders/stock';
import type { Transaction } from '../../orders/transaction';
import { BackofficeError } from '../shared/errors';

export interface VariantRow {
  skuNo: number | null;
  color: string | null;
  size: string | null;
  stock: number;
  sku: string;
  remove: boolean;
}

const ROW_KEY = /^variant\.(\d{1,3})\.(skuNo|color|size|stock|sku|remove)$/;

export function readVariantRows(form: FormData): VariantRow[] {
  const raw = new Map<number, Record<string, string>>();
  for (const [key, value] of form.entries()) {
    const m = ROW_KEY.exec(key);
    if (!m || typeof value !== 'string') continue;
    const row = raw.get(Number(m[1])) ?? {};
    row[m[2]!] = value.trim();
    raw.set(Number(m[1]), row);
  }
  const fields: Record<string, string> = {};
  const rows: VariantRow[] = [];
  for (const [i, r] of [...raw.entries()].sort((a, b) => a[0] - b[0])) {
    const blank = !r.skuNo && !r.color && !r.size && !r.stock && !r.sku;
    if (blank) continue;
    const at = (f: string) => `variant.${i}.${f}`;
    const color = r.color ?? '';
    const size = r.size ?? '';
    if (!color && !size && r.remove !== 'on') fields[at('color')] = `Variant ${i + 1}: give a colour or a size.`;
    if (color.length > 40) fields[at('color')] = `Variant ${i + 1}: colour must be at most 40 characters.`;
    if (size.length > 40) fields[at('size')] = `Variant ${i + 1}: size must be at most 40 characters.`;
    if ((r.sku ?? '').length > 50) fields[at('sku')] = `Variant ${i + 1}: SKU must be at most 50 characters.`;
    const stockText = r.stock ?? '';
    if (!/^\d{1,7}$/.test(stockText) && r.remove !== 'on')
      fields[at('stock')] = `Variant ${i + 1}: stock must be a whole number of 0 or more.`;
    if (r.skuNo && !/^\d{1,9}$/.test(r.skuNo))
      fields[at('skuNo')] = `Variant ${i + 1} is not one of this product's variants.`;
    rows.push({
      skuNo: r.skuNo ? Number(r.skuNo) : null,
      color: color || null,
      size: size || null,
      stock: /^\d{1,7}$/.test(stockText) ? Number(stockText) : 0,
      sku: r.sku ?? '',
      remove: r.remove === 'on',
    });
  }
  const kept = rows.filter((r) => !r.remove);
  const seen = new Set<string>();
  for (const r of kept) {
    const key = `${(r.color ?? '').toLowerCase()}/${(r.size ?? '').toLowerCase()}`;
    if (seen.has(key)) fields.variants = `Two variants have the same colour and size (${variantOption(r)}).`;
    seen.add(key);
  }
  const messages = Object.values(fields);
  if (messages.length)
    throw new BackofficeError(
      messages.length === 1 ? messages[0]! : `Please correct the ${messages.length} marked fields.`,
      fields,
    );
  return rows;
}

/**
 * Saves the rows inside the product's transaction; their stock goes through the stock module, so each
 * change is in the product's stock history. Answers whether the product has variants now.
 */
export async function saveVariants(
  tx: Transaction,
  productNo: number,
  rows: VariantRow[],
  cause: StockCause,
): Promise<boolean> {
  const existing = await tx.select().from(productVariants).where(eq(productVariants.productNo, productNo));
  const mine = new Map(existing.map((v) => [v.skuNo, v]));
  const foreign = rows.find((r) => r.skuNo !== null && !mine.has(r.skuNo));
  if (foreign) throw new BackofficeError(`Variant ${foreign.skuNo} is not one of this product's variants.`);
  const removing = rows.filter((r) => r.remove && r.skuNo !== null).map((r) => r.skuNo!);
  if (removing.length) {
    const ordered = await tx
      .selectDistinct({ skuNo: orderLines.skuNo })
      .from(orderLines)
      .where(inArray(orderLines.skuNo, removing));
    if (ordered.length) {
      const v = mine.get(ordered[0]!.skuNo!)!;
      throw new BackofficeError(
        `The variant ${variantOption(v)} is in past orders and cannot be removed; set its stock to 0 instead.`,
      );
    }
    // What a removed variant held leaves the stock first, so the history says where it went.
    await setStock(
      tx,
      removing.map((skuNo) => ({ productNo, skuNo, stock: 0 })),
      cause,
    );
    await tx
      .delete(productVariants)
      .where(and(eq(productVariants.productNo, productNo), inArray(productVariants.skuNo, removing)));
  }
  let order = 0;
  const counted: { productNo: number; skuNo: number; stock: number }[] = [];
  for (const r of rows.filter((x) => !x.remove)) {
    const values = { color: r.color, size: r.size, sku: r.sku, sortOrder: order++ };
    let skuNo = r.skuNo;
    if (skuNo === null) {
      const [made] = await tx
        .insert(productVariants)
        .values({ productNo, ...values, stock: 0 })
        .returning({ skuNo: productVariants.skuNo });
      skuNo = made!.skuNo;
    } else await tx.update(productVariants).set(values).where(eq(productVariants.skuNo, skuNo));
    counted.push({ productNo, skuNo, stock: r.stock });
  }
  await setStock(tx, counted, cause);
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(productVariants)
    .where(eq(productVariants.productNo, productNo));
  return (left?.n ?? 0) > 0;
}
