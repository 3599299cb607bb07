// The one place where stock figures change (docs/product.md#stock-history, docs/decisions/0037): orders
// take it, cancels and returns give it back, the staff adjust or set it, an import sets it. Every
// change writes a stock_movements row (how much, what was left, why, who, the order) with the caller's
// transaction, so a figure never moves without its line in the history, nor the other way round.
// Each take is a conditional UPDATE (… AND stock >= q), so two orders for the last unit can never both
// get it. Rows are touched in product order so concurrent changes lock them in the same order.
// A product with variants keeps its stock per variant; its own figure is the sum of theirs.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { orderLines, products, productVariants, stockMovements } from '../../database/schema';
import { onlyLeft, soldOut } from '../../shop-rules/messages/orders';
import type { StockReason } from '../../shop-rules/stock';
import { OrderRefusal } from './order-refusal';
import { itemLabel } from './ordered-products';
import type { Transaction } from './transaction';

/** Units of one product, or of one of its variants. */
export interface StockLine {
  productNo: number;
  skuNo: number | null;
  quantity: number;
}

export interface StockItem extends StockLine {
  /** How messages name the item: 'Kurta (Red, M)'. */
  label: string;
}

/** Why stock moves, as its history shows it. */
export interface StockCause {
  reason: StockReason;
  /** The order the change belongs to, when there is one. */
  orderNo?: number | null;
  /** The staff member who made it; none for the shop itself (an order, the unpaid-card sweep). */
  staffUserNo?: number | null;
  /** Free text: the reason typed for a manual adjustment, the import's number … (at most 200 characters). */
  note?: string;
}

/** A manual adjustment or a set figure that would leave less than nothing. */
export class StockBelowZero extends Error {
  constructor(
    readonly productNo: number,
    readonly skuNo: number | null,
    readonly left: number,
  ) {
    super(`Only ${left} in stock: that would leave less than none.`);
    this.name = 'StockBelowZero';
  }
}

interface Moved {
  productNo: number;
  skuNo: number | null;
  item: string;
  change: number;
  stockAfter: number;
}

const optionText = (v: { color: string | null; size: string | null }) => [v.color, v.size].filter(Boolean).join(', ');

async function record(tx: Transaction, moved: Moved[], cause: StockCause): Promise<void> {
  const rows = moved.filter((m) => m.change !== 0);
  if (rows.length === 0) return;
  await tx.insert(stockMovements).values(
    rows.map((m) => ({
      ...m,
      reason: cause.reason,
      note: (cause.note ?? '').slice(0, 200),
      orderNo: cause.orderNo ?? null,
      staffUserNo: cause.staffUserNo ?? null,
    })),
  );
}

function combined<T extends StockLine>(items: T[]): T[] {
  const byKey = new Map<string, T>();
  for (const item of items) {
    const key = `${item.productNo}/${item.skuNo ?? ''}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  return [...byKey.values()].sort((a, b) => a.productNo - b.productNo || (a.skuNo ?? 0) - (b.skuNo ?? 0));
}

async function refusalFor(tx: Transaction, item: StockItem): Promise<OrderRefusal> {
  const [row] =
    item.skuNo === null
      ? await tx
          .select({ stock: products.stock, isSoldOut: products.isSoldOut })
          .from(products)
          .where(eq(products.productNo, item.productNo))
      : await tx
          .select({ stock: productVariants.stock, isSoldOut: sql<boolean>`false` })
          .from(productVariants)
          .where(eq(productVariants.skuNo, item.skuNo));
  const left = row && !row.isSoldOut ? row.stock : 0;
  return new OrderRefusal(left > 0 ? onlyLeft(left, item.label) : soldOut(item.label));
}

interface MovedRow {
  stock: number;
  color: string | null;
  size: string | null;
}

async function movedRow(tx: Transaction, statement: SQL): Promise<MovedRow | null> {
  const result = (await tx.execute(statement)) as unknown as { rows: MovedRow[] };
  return result.rows[0] ?? null;
}

/**
 * The history row of a move, as a data-modifying part of the move's own statement: written when the
 * update found its row (`moved`), in the same round trip (docs/decisions/0045).
 */
function historyOf(productNo: number, skuNo: number | null, change: number, cause: StockCause): SQL {
  return sql`INSERT INTO stock_movements (product_no, sku_no, item, change, stock_after, reason, note, order_no, staff_user_no)
    SELECT ${productNo}::int, ${skuNo}::int, concat_ws(', ', nullif(moved.color, ''), nullif(moved.size, '')),
      ${change}::int, moved.stock, ${cause.reason}::text, ${(cause.note ?? '').slice(0, 200)}::text,
      ${cause.orderNo ?? null}::int, ${cause.staffUserNo ?? null}::int
    FROM moved WHERE ${change}::int <> 0`;
}

/** Moves a variant's stock by `change` (refused below `floor`), its product's sum with it, and records it. */
async function moveVariant(
  tx: Transaction,
  productNo: number,
  skuNo: number,
  change: number,
  floor: number | null,
  cause: StockCause,
): Promise<Moved | null> {
  // The variant's row is locked first, then its product's (the sum), as every change of a variant does.
  const moved = await movedRow(
    tx,
    sql`WITH moved AS (
      UPDATE product_variants SET stock = stock + ${change}::int
      WHERE sku_no = ${skuNo}::int AND product_no = ${productNo}::int
        ${floor === null ? sql`` : sql`AND stock >= ${floor - change}::int`}
      RETURNING stock, color, size),
    product_sum AS (
      UPDATE products SET stock = GREATEST(products.stock + ${change}::int, 0)
      FROM moved WHERE products.product_no = ${productNo}::int),
    history AS (${historyOf(productNo, skuNo, change, cause)})
    SELECT stock, color, size FROM moved`,
  );
  return moved ? { productNo, skuNo, item: optionText(moved), change, stockAfter: moved.stock } : null;
}

async function moveProduct(
  tx: Transaction,
  productNo: number,
  change: number,
  floor: number | null,
  cause: StockCause,
  notSoldOut = false,
): Promise<Moved | null> {
  const moved = await movedRow(
    tx,
    sql`WITH moved AS (
      UPDATE products SET stock = stock + ${change}::int
      WHERE product_no = ${productNo}::int
        ${floor === null ? sql`` : sql`AND stock >= ${floor - change}::int`}
        ${notSoldOut ? sql`AND NOT is_sold_out` : sql``}
      RETURNING stock, NULL::text AS color, NULL::text AS size),
    history AS (${historyOf(productNo, null, change, cause)})
    SELECT stock, color, size FROM moved`,
  );
  return moved ? { productNo, skuNo: null, item: '', change, stockAfter: moved.stock } : null;
}

/**
 * Takes the stock of every item (an order placed, or more units on an edited order) or refuses with
 * the first that falls short: the caller's transaction then rolls back and nothing is recorded.
 */
export async function takeStock(tx: Transaction, items: StockItem[], cause: StockCause): Promise<void> {
  for (const item of combined(items)) {
    const taken =
      item.skuNo === null
        ? await moveProduct(tx, item.productNo, -item.quantity, 0, cause, true)
        : await moveVariant(tx, item.productNo, item.skuNo, -item.quantity, 0, cause);
    if (!taken) throw await refusalFor(tx, item);
  }
}

/**
 * Puts units back (a return restocked, fewer units on an edited order). A variant or product that is
 * gone meanwhile is skipped: there is nothing left to put them on.
 */
export async function giveBackStock(tx: Transaction, lines: StockLine[], cause: StockCause): Promise<void> {
  for (const line of combined(lines)) {
    if (line.quantity <= 0) continue;
    if (line.skuNo === null) await moveProduct(tx, line.productNo, line.quantity, null, cause);
    else await moveVariant(tx, line.productNo, line.skuNo, line.quantity, null, cause);
  }
}

/** What an order's lines took, as stock items ('Kurta (Red, M)'). */
export async function orderStockItems(tx: Transaction, orderNo: number): Promise<StockItem[]> {
  const lines = await tx
    .select({
      productNo: orderLines.productNo,
      skuNo: orderLines.skuNo,
      quantity: orderLines.quantity,
      name: orderLines.productName,
      color: orderLines.color,
      size: orderLines.size,
    })
    .from(orderLines)
    .where(eq(orderLines.orderNo, orderNo));
  return lines.map((l) => ({
    productNo: l.productNo,
    skuNo: l.skuNo,
    quantity: l.quantity,
    label: itemLabel(l, l.skuNo === null ? null : l),
  }));
}

/** Gives back what an order took. Call it only once per order: from the step that cancels it. */
export async function returnStock(tx: Transaction, orderNo: number, cause: Omit<StockCause, 'orderNo'>): Promise<void> {
  await giveBackStock(tx, await orderStockItems(tx, orderNo), { ...cause, orderNo });
}

/** A staff member's adjustment by a number of units (+ or −); refused when it would leave less than none. */
export async function adjustStock(
  tx: Transaction,
  target: { productNo: number; skuNo: number | null; change: number },
  cause: StockCause,
): Promise<number | null> {
  const moved =
    target.skuNo === null
      ? await moveProduct(tx, target.productNo, target.change, 0, cause)
      : await moveVariant(tx, target.productNo, target.skuNo, target.change, 0, cause);
  if (!moved) {
    const [row] =
      target.skuNo === null
        ? await tx.select({ stock: products.stock }).from(products).where(eq(products.productNo, target.productNo))
        : await tx
            .select({ stock: productVariants.stock })
            .from(productVariants)
            .where(and(eq(productVariants.skuNo, target.skuNo), eq(productVariants.productNo, target.productNo)));
    if (!row) return null;
    throw new StockBelowZero(target.productNo, target.skuNo, row.stock);
  }
  return moved.stockAfter;
}

/**
 * Sets figures outright (the product form, an import: what was counted). Records the difference from
 * what the row held at that moment, read under a row lock, so an order meanwhile is not lost from
 * the history. A variant's product gets the sum of its variants.
 */
export async function setStock(
  tx: Transaction,
  targets: { productNo: number; skuNo: number | null; stock: number }[],
  cause: StockCause,
): Promise<void> {
  const moved: Moved[] = [];
  const sorted = [...targets].sort((a, b) => a.productNo - b.productNo || (a.skuNo ?? 0) - (b.skuNo ?? 0));
  const variantProducts = new Set<number>();
  for (const t of sorted) {
    if (t.stock < 0) throw new StockBelowZero(t.productNo, t.skuNo, 0);
    if (t.skuNo === null) {
      const [row] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.productNo, t.productNo))
        .for('update');
      if (!row || row.stock === t.stock) continue;
      await tx.update(products).set({ stock: t.stock }).where(eq(products.productNo, t.productNo));
      moved.push({ productNo: t.productNo, skuNo: null, item: '', change: t.stock - row.stock, stockAfter: t.stock });
    } else {
      const [row] = await tx
        .select({ stock: productVariants.stock, color: productVariants.color, size: productVariants.size })
        .from(productVariants)
        .where(and(eq(productVariants.skuNo, t.skuNo), eq(productVariants.productNo, t.productNo)))
        .for('update');
      if (!row) continue;
      variantProducts.add(t.productNo);
      if (row.stock === t.stock) continue;
      await tx.update(productVariants).set({ stock: t.stock }).where(eq(productVariants.skuNo, t.skuNo));
      moved.push({
        productNo: t.productNo,
        skuNo: t.skuNo,
        item: optionText(row),
        change: t.stock - row.stock,
        stockAfter: t.stock,
      });
    }
  }
  for (const productNo of variantProducts) await sumVariantStock(tx, productNo);
  await record(tx, moved, cause);
}

/** A product with variants: its own figure becomes the sum of theirs (after variants are added or removed). */
export async function sumVariantStock(tx: Transaction, productNo: number): Promise<void> {
  await tx
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(${productVariants.stock}), 0)::int from ${productVariants} where ${productVariants.productNo} = ${productNo})`,
    })
    .where(
      and(
        eq(products.productNo, productNo),
        sql`exists (select 1 from ${productVariants} where ${productVariants.productNo} = ${productNo})`,
      ),
    );
}
