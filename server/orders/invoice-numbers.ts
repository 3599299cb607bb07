// Gap-free invoice and credit-note numbers (docs/product.md#vat-invoices, docs/decisions/0041). Each
// series is one counter row: UPDATE … RETURNING locks it until the transaction that takes the number
// commits, so two payments at once wait for each other and a transaction that fails gives its number
// back with its rollback. A PostgreSQL SEQUENCE would leave gaps, which a tax invoice series may not.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { numberSeries, orders, refunds } from '../../database/schema';
import type { InvoiceMoment } from '../../shop-rules/vat';
import { readShopSettings } from '../settings/shop-settings';
import type { Transaction } from './transaction';

type Series = 'invoice' | 'credit-note';

/** The next number of a series, taken under the counter row's lock inside the caller's transaction. */
async function nextNumber(tx: Transaction, series: Series): Promise<number> {
  const [row] = await tx
    .update(numberSeries)
    .set({ lastNo: sql`${numberSeries.lastNo} + 1` })
    .where(eq(numberSeries.series, series))
    .returning({ lastNo: numberSeries.lastNo });
  if (row) return row.lastNo;
  // A database from before the migration's rows: the first number, or the next if another took it first.
  const [first] = await tx
    .insert(numberSeries)
    .values({ series, lastNo: 1 })
    .onConflictDoUpdate({ target: numberSeries.series, set: { lastNo: sql`${numberSeries.lastNo} + 1` } })
    .returning({ lastNo: numberSeries.lastNo });
  return first!.lastNo;
}

async function vatSettings(tx: Transaction) {
  // Read inside the transaction: the settings row is the one the owner saved last.
  return readShopSettings(tx as unknown as Database);
}

/**
 * Gives the order its invoice number when the shop is VAT registered and this is the moment its
 * settings name (paid or shipped), once: an order that has a number keeps it. Call it in the
 * transaction that makes the order paid or shipped, after that change.
 */
export async function giveInvoiceNumber(
  tx: Transaction,
  orderNo: number,
  moment: InvoiceMoment,
): Promise<number | null> {
  const s = await vatSettings(tx);
  if (!s.vatRegistered || s.invoiceNumberWhen !== moment) return null;
  const [order] = await tx
    .select({ invoiceNo: orders.invoiceNo })
    .from(orders)
    .where(eq(orders.orderNo, orderNo))
    .for('update');
  if (!order || order.invoiceNo !== null) return null;
  const invoiceNo = await nextNumber(tx, 'invoice');
  await tx
    .update(orders)
    .set({ invoiceNo, vatRateBasisPoints: s.vatRateBasisPoints })
    .where(and(eq(orders.orderNo, orderNo), isNull(orders.invoiceNo)));
  return invoiceNo;
}

/** Gives a refund its credit note number (CN-…) when the shop is VAT registered, in the refund's transaction. */
export async function giveCreditNoteNumber(tx: Transaction, refundNo: number): Promise<number | null> {
  const s = await vatSettings(tx);
  if (!s.vatRegistered) return null;
  const creditNoteNo = await nextNumber(tx, 'credit-note');
  await tx
    .update(refunds)
    .set({ creditNoteNo, vatRateBasisPoints: s.vatRateBasisPoints })
    .where(eq(refunds.refundNo, refundNo));
  return creditNoteNo;
}
