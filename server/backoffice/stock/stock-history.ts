// A product's stock history on its back-office page, and the staff's adjustment by hand with a reason
// (docs/product.md#stock-history). The adjustment goes through the stock module like every other
// stock change, with its audit entry in the same transaction.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { products, productVariants, staffUsers, stockMovements } from '../../../database/schema';
import { stockAdjustSchema } from '../../../shop-rules/forms/stock';
import { STOCK_REASON_LABELS } from '../../../shop-rules/stock';
import { variantOption } from '../../../shop-rules/variant-option';
import { adjustStock, StockBelowZero } from '../../orders/stock';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { readForm } from '../shared/form-fields';

export const MOVEMENTS_PER_PAGE = 50;

export async function stockHistory(db: Database, productNo: number, page: number) {
  const where = eq(stockMovements.productNo, productNo);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        movementNo: stockMovements.movementNo,
        at: stockMovements.createdAt,
        item: stockMovements.item,
        change: stockMovements.change,
        stockAfter: stockMovements.stockAfter,
        reason: stockMovements.reason,
        note: stockMovements.note,
        orderNo: stockMovements.orderNo,
        staffName: staffUsers.name,
      })
      .from(stockMovements)
      .leftJoin(staffUsers, eq(staffUsers.staffUserNo, stockMovements.staffUserNo))
      .where(where)
      .orderBy(desc(stockMovements.movementNo))
      .limit(MOVEMENTS_PER_PAGE)
      .offset((page - 1) * MOVEMENTS_PER_PAGE),
    db.select({ n: sql<number>`count(*)::int` }).from(stockMovements).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, at: r.at.toISOString(), reasonLabel: STOCK_REASON_LABELS[r.reason] ?? r.reason })),
    total: count?.n ?? 0,
    page,
    pageSize: MOVEMENTS_PER_PAGE,
  };
}

/** Adds or takes away units by hand; answers what the page says. */
export async function adjustProductStock(
  db: Database,
  actor: Actor,
  productNo: number,
  form: FormData,
): Promise<string> {
  // The schema the page checks too (shop-rules/forms/stock.ts): a change of 0 is refused there.
  const f = readForm(stockAdjustSchema, form);
  const change = f.change;
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.productNo, productNo))
      .for('update');
    if (!product) throw notFound('product');
    const variants = await tx
      .select({ skuNo: productVariants.skuNo, color: productVariants.color, size: productVariants.size })
      .from(productVariants)
      .where(eq(productVariants.productNo, productNo));
    const variant = variants.find((v) => v.skuNo === f.skuNo);
    if (variants.length > 0 && !variant)
      throw new BackofficeError('Please choose which variant to adjust.', {
        skuNo: 'Please choose which variant to adjust.',
      });
    if (variants.length === 0 && f.skuNo !== null) throw notFound('variant');
    const label = variant ? `${product.name} (${variantOption(variant)})` : product.name;
    let after: number | null;
    try {
      after = await adjustStock(
        tx,
        { productNo, skuNo: variant?.skuNo ?? null, change },
        { reason: 'manual', note: f.note, staffUserNo: actor.staffUserNo },
      );
    } catch (err) {
      if (err instanceof StockBelowZero)
        throw new BackofficeError(`Only ${err.left} of ${label} in stock: you cannot take away ${-change}.`, {
          change: `Only ${err.left} in stock.`,
        });
      throw err;
    }
    if (after === null) throw notFound('variant');
    await recordChange(tx, actor, {
      action: 'product.stock-adjust',
      entity: 'product',
      entityId: productNo,
      before: { skuNo: variant?.skuNo ?? null, stock: after - change },
      after: { skuNo: variant?.skuNo ?? null, stock: after, change, reason: f.note },
    });
    return `${label}: ${change > 0 ? `${change} added` : `${-change} taken away`}; ${after} in stock now.`;
  });
}
