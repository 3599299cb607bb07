// What an approved return may do besides its decision (docs/product.md#refunds): refund its lines and
// put their units back in stock. Restock is a choice: opened goods may not go back on the shelf.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orderLines, refunds, type returnRequests, stockMovements } from '../../../database/schema';
import { toCents } from '../../../shop-rules/money';
import { variantOption } from '../../../shop-rules/variant-option';
import { matchingLines } from '../../customers/returns/returns';
import { refundPosition } from '../../orders/refunds';
import { giveBackStock } from '../../orders/stock';
import type { Queryable, Transaction } from '../../orders/transaction';
import { BackofficeError } from '../shared/errors';

type ReturnRow = typeof returnRequests.$inferSelect;

async function linesFor(q: Queryable, r: Pick<ReturnRow, 'orderNo' | 'productCode' | 'productName'>) {
  const lines = await q
    .select({
      lineNo: orderLines.lineNo,
      productNo: orderLines.productNo,
      skuNo: orderLines.skuNo,
      productName: orderLines.productName,
      barcode: orderLines.barcode,
      color: orderLines.color,
      size: orderLines.size,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      lineTotal: orderLines.lineTotal,
    })
    .from(orderLines)
    .where(eq(orderLines.orderNo, r.orderNo))
    .orderBy(asc(orderLines.lineNo));
  return matchingLines(lines, r.productCode, r.productName);
}

/** The lines a return may be of, what its units cost, and what the order may still refund. */
export async function returnChoices(db: Database, r: ReturnRow) {
  const [lines, position, refunded, restocked] = await Promise.all([
    linesFor(db, r),
    refundPosition(db, r.orderNo),
    db
      .select({ amount: refunds.amount, method: refunds.method, at: refunds.createdAt })
      .from(refunds)
      .where(eq(refunds.rmaNo, r.rmaNo)),
    db
      .select({ change: stockMovements.change })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderNo, r.orderNo), eq(stockMovements.note, restockNote(r.rmaNo)))),
  ]);
  return {
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      label: [l.productName, variantOption(l)].filter(Boolean).join(' – '),
      quantity: l.quantity,
      // What the line's units cost the customer: the line's own total shared over its units, to the cent.
      unitCents: Math.round(toCents(l.lineTotal) / l.quantity),
    })),
    paid: position?.paid ?? 0,
    refundable: position?.refundable ?? 0,
    refunds: refunded.map((x) => ({ amount: toCents(x.amount), method: x.method, at: x.at.toISOString() })),
    restocked: restocked.reduce((sum, m) => sum + m.change, 0),
  };
}

export type ReturnChoices = Awaited<ReturnType<typeof returnChoices>>;

export const restockNote = (rmaNo: number) => `Return ${rmaNo}`;

/** Puts a return's units back on the stock of the order line it is of (the chosen one when several match). */
export async function restockReturn(
  tx: Transaction,
  r: ReturnRow,
  lineNo: number | null,
  staffUserNo: number | null,
): Promise<{ productNo: number; skuNo: number | null; quantity: number }> {
  const lines = await linesFor(tx, r);
  const line = lineNo === null ? lines[0] : lines.find((l) => l.lineNo === lineNo);
  if (!line)
    throw new BackofficeError('Choose the order line the returned product is of.', { lineNo: 'Choose a line.' });
  const quantity = Math.min(r.quantity, line.quantity);
  await giveBackStock(tx, [{ productNo: line.productNo, skuNo: line.skuNo, quantity }], {
    reason: 'return-restock',
    orderNo: r.orderNo,
    staffUserNo,
    note: restockNote(r.rmaNo),
  });
  return { productNo: line.productNo, skuNo: line.skuNo, quantity };
}
