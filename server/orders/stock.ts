// Stock moves with orders: taken when an order is saved, given back when it is cancelled. Each take
// is a conditional UPDATE (… AND stock >= q), so two orders for the last unit can never both get it.
// Rows are touched in product order so concurrent orders lock them in the same order (no deadlock).
import { and, eq, gte, sql } from 'drizzle-orm';
import { orderLines, products, productVariants } from '../../database/schema';
import { onlyLeft, soldOut } from '../../shop-rules/messages/orders';
import { OrderRefusal } from './order-refusal';
import { itemLabel } from './ordered-products';
import type { Transaction } from './transaction';

export interface StockItem {
  productNo: number;
  skuNo: number | null;
  quantity: number;
  /** How messages name the item: 'Kurta (Red, M)'. */
  label: string;
}

function combined(items: StockItem[]): StockItem[] {
  const byKey = new Map<string, StockItem>();
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

/** Takes the stock of every item or refuses with the first that falls short (the caller's transaction rolls back). */
export async function takeStock(tx: Transaction, items: StockItem[]): Promise<void> {
  for (const item of combined(items)) {
    const q = item.quantity;
    if (item.skuNo === null) {
      const taken = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${q}` })
        .where(and(eq(products.productNo, item.productNo), gte(products.stock, q), eq(products.isSoldOut, false)))
        .returning({ productNo: products.productNo });
      if (taken.length === 0) throw await refusalFor(tx, item);
    } else {
      const taken = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${q}` })
        .where(
          and(
            eq(productVariants.skuNo, item.skuNo),
            eq(productVariants.productNo, item.productNo),
            gte(productVariants.stock, q),
          ),
        )
        .returning({ skuNo: productVariants.skuNo });
      if (taken.length === 0) throw await refusalFor(tx, item);
      // The product's stock is the sum of its variants'; keep it so.
      await tx
        .update(products)
        .set({ stock: sql`GREATEST(${products.stock} - ${q}, 0)` })
        .where(eq(products.productNo, item.productNo));
    }
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
export async function returnStock(tx: Transaction, orderNo: number): Promise<void> {
  for (const item of combined(await orderStockItems(tx, orderNo))) {
    if (item.skuNo !== null) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${item.quantity}` })
        .where(eq(productVariants.skuNo, item.skuNo));
    }
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(eq(products.productNo, item.productNo));
  }
}
