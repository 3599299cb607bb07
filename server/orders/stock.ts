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
import { variantOption } from '../../shop-rules/variant-option';
import { OrderRefusal } from './placing/order-refusal';
import { itemLabel } from './placing/ordered-products';
import type { Queryable, Transaction } from './transaction';

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

const optionText = variantOption;

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

/**
 * New products whose first stock was written with their rows (the products CSV inserts many in one
 * statement): their movements, from 0, recorded as setStock would.
 */
export async function recordFirstStock(
  tx: Transaction,
  items: { productNo: number; stock: number }[],
  cause: StockCause,
): Promise<void> {
  await record(
    tx,
    items.map((i) => ({ productNo: i.productNo, skuNo: null, item: '', change: i.stock, stockAfter: i.stock })),
    cause,
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

/** The refusal for an item whose stock is short of what is wanted (null when it is not, unless `evenIfEnough`). */
async function refusalFor(tx: Queryable, item: StockItem, evenIfEnough = false): Promise<OrderRefusal | null> {
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
  if (left >= item.quantity && !evenIfEnough) return null;
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

/** One move of a statement: `change` units (− takes), refused below `floor` (null: never refused). */
interface Move extends StockLine {
  change: number;
  floor: number | null;
  /** A product marked sold out gives nothing, whatever its figure. */
  notSoldOut?: boolean;
}

/**
 * The history row of a move, as a data-modifying part of the move's own statement: written when the
 * update found its row (`moved`), in the same round trip (docs/decisions/0045).
 */
function historyOf(moved: SQL, m: Move, cause: StockCause): SQL {
  return sql`INSERT INTO stock_movements (product_no, sku_no, item, change, stock_after, reason, note, order_no, staff_user_no)
    SELECT ${m.productNo}::int, ${m.skuNo}::int, concat_ws(', ', nullif(color, ''), nullif(size, '')),
      ${m.change}::int, stock, ${cause.reason}::text, ${(cause.note ?? '').slice(0, 200)}::text,
      ${cause.orderNo ?? null}::int, ${cause.staffUserNo ?? null}::int
    FROM ${moved} WHERE ${m.change}::int <> 0`;
}

/** What a statement of moves is made of: its `WITH` parts, and the names of the parts that moved. */
export interface MoveParts {
  parts: SQL[];
  /** Each move's part, in the order given (the row it left: stock, color, size). */
  moved: SQL[];
  /** The chain's last part: it holds a row only when every move of the chain found its row. */
  last: SQL;
}

/**
 * Moves as parts of ONE statement (docs/decisions/0048), in the order given. Each update waits for
 * the part before it (`after`, then the chain): it runs only once that part holds a row (PostgreSQL
 * checks the uncorrelated EXISTS before it scans), so rows are locked in the order given, and a move
 * that falls short stops the ones after it. A variant's product gets the sum of its variants' changes
 * in one update after the last of them (a statement may not update one row twice), in the chain too:
 * locked after its variants and before the next product, as every change of a variant does.
 */
export function moveParts(moves: Move[], cause: StockCause, after: SQL | null): MoveParts {
  const parts: SQL[] = [];
  const moved: SQL[] = [];
  let last = after;
  const waitsForLast = () => (last === null ? sql`` : sql`AND EXISTS (SELECT 1 FROM ${last})`);
  moves.forEach((m, i) => {
    const name = sql.raw(`moved_${i}`);
    const floor = m.floor === null ? sql`` : sql`AND stock >= ${m.floor - m.change}::int`;
    if (m.skuNo === null) {
      parts.push(sql`${name} AS (
        UPDATE products SET stock = stock + ${m.change}::int
        WHERE product_no = ${m.productNo}::int ${floor} ${m.notSoldOut ? sql`AND NOT is_sold_out` : sql``} ${waitsForLast()}
        RETURNING stock, NULL::text AS color, NULL::text AS size)`);
    } else {
      parts.push(sql`${name} AS (
        UPDATE product_variants SET stock = stock + ${m.change}::int
        WHERE sku_no = ${m.skuNo}::int AND product_no = ${m.productNo}::int ${floor} ${waitsForLast()}
        RETURNING stock, color, size)`);
    }
    parts.push(sql`${sql.raw(`history_${i}`)} AS (${historyOf(name, m, cause)})`);
    moved.push(name);
    last = name;
    const next = moves[i + 1];
    if (m.skuNo !== null && (next?.productNo !== m.productNo || next.skuNo === null)) {
      const change = moves
        .filter((v) => v.productNo === m.productNo && v.skuNo !== null)
        .reduce((sum, v) => sum + v.change, 0);
      const sum = sql.raw(`product_sum_${i}`);
      parts.push(sql`${sum} AS (
        UPDATE products SET stock = GREATEST(products.stock + ${change}::int, 0)
        WHERE product_no = ${m.productNo}::int ${waitsForLast()}
        RETURNING stock)`);
      last = sum;
    }
  });
  return { parts, moved, last: last ?? sql.raw('(SELECT 1) AS nothing_moved') };
}

/** One move in its own statement: the row as it was left, or null when the row is gone or would fall below its floor. */
async function moveOne(tx: Transaction, move: Move, cause: StockCause): Promise<Moved | null> {
  const { parts, moved: names } = moveParts([move], cause, null);
  const moved = await movedRow(tx, sql`WITH ${sql.join(parts, sql`, `)} SELECT stock, color, size FROM ${names[0]!}`);
  if (!moved) return null;
  const { productNo, skuNo, change } = move;
  return { productNo, skuNo, item: optionText(moved), change, stockAfter: moved.stock };
}

/** The refusal for the first item that is short, read after a take fell short. */
async function firstShortfall(tx: Queryable, items: StockItem[]): Promise<OrderRefusal> {
  const wanted = combined(items);
  for (const item of wanted) {
    const refusal = await refusalFor(tx, item);
    if (refusal) return refusal;
  }
  // Someone gave stock back meanwhile: the first item's figure is the honest answer.
  return (await refusalFor(tx, wanted[0]!, true))!;
}

/** The moves that take items' stock, in product order so concurrent takes lock rows in the same order. */
export function takingMoves(items: StockItem[]): Move[] {
  return combined(items).map((item) => ({
    productNo: item.productNo,
    skuNo: item.skuNo,
    quantity: item.quantity,
    change: -item.quantity,
    floor: 0,
    notSoldOut: item.skuNo === null,
  }));
}

/**
 * Takes the stock of every item (an order placed, or more units on an edited order) in ONE statement,
 * or refuses with the first that falls short: the caller's transaction then rolls back and nothing is
 * recorded.
 */
export async function takeStock(tx: Transaction, items: StockItem[], cause: StockCause): Promise<void> {
  if (items.length === 0) return;
  const { parts, last } = moveParts(takingMoves(items), cause, null);
  const result = (await tx.execute(
    sql`WITH ${sql.join(parts, sql`, `)} SELECT EXISTS (SELECT 1 FROM ${last}) AS taken`,
  )) as unknown as { rows: { taken: boolean }[] };
  if (!result.rows[0]?.taken) throw await firstShortfall(tx, items);
}

/** The error an order's one statement raises when it fell short (database/migrations/0017). */
export const STOCK_RAN_SHORT = 'SHS01';

/** Turns the one statement's shortfall error into the shopper's refusal; other errors pass through. */
export async function refusalForShortfall(db: Queryable, err: unknown, items: StockItem[]): Promise<unknown> {
  // drizzle wraps the driver's error, whose code says which it is.
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === STOCK_RAN_SHORT) return firstShortfall(db, items);
  return err;
}

/**
 * Puts units back (a return restocked, fewer units on an edited order). A variant or product that is
 * gone meanwhile is skipped: there is nothing left to put them on.
 */
export async function giveBackStock(tx: Transaction, lines: StockLine[], cause: StockCause): Promise<void> {
  for (const line of combined(lines)) {
    if (line.quantity <= 0) continue;
    await moveOne(tx, { ...line, change: line.quantity, floor: null }, cause);
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
  const moved = await moveOne(tx, { ...target, quantity: Math.abs(target.change), floor: 0 }, cause);
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
