// An order's VAT invoice and the credit notes of its refunds, as printed (docs/product.md#vat-invoices).
// Only an order that was given an invoice number has one; the VAT shown is the VAT the amount contains
// at the rate kept with the number, so a later change of the rate leaves printed invoices as they were.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orders, refunds } from '../../database/schema';
import { toCents } from '../../shop-rules/money';
import type { ShopSettings } from '../../shop-rules/settings';
import { creditNoteLabel, formatVatRate, invoiceLabel, vatContained } from '../../shop-rules/vat';
import { readShopSettings } from '../settings/shop-settings';
import { BackofficeError } from './errors';
import { orderPage } from './order-page';
import type { SettingsDefaults } from './settings-form';

export const NO_INVOICE_YET =
  'This order has no VAT invoice: it is given when the order is paid or shipped while the shop is VAT registered.';

export async function orderInvoice(db: Database, orderNo: number, defaults: SettingsDefaults) {
  const page = await orderPage(db, orderNo);
  const [row] = await db
    .select({ invoiceNo: orders.invoiceNo, rate: orders.vatRateBasisPoints })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  if (row?.invoiceNo == null || row.rate == null) throw new BackofficeError(NO_INVOICE_YET, {}, 404);
  const settings: ShopSettings = await readShopSettings(db, defaults);
  const notes = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderNo, orderNo), isNotNull(refunds.creditNoteNo)))
    .orderBy(asc(refunds.creditNoteNo));
  const total = page.order.total;
  return {
    ...page,
    settings,
    invoiceLabel: invoiceLabel(row.invoiceNo),
    vatNumber: settings.vatNumber,
    vatRate: formatVatRate(row.rate),
    total,
    vat: vatContained(total, row.rate),
    creditNotes: notes.map((n) => {
      const amount = toCents(n.amount);
      const rate = n.vatRateBasisPoints ?? row.rate!;
      return {
        label: creditNoteLabel(n.creditNoteNo!),
        amount,
        vat: vatContained(amount, rate),
        vatRate: formatVatRate(rate),
        reason: n.reason,
        at: n.createdAt,
      };
    }),
  };
}

export type OrderInvoice = Awaited<ReturnType<typeof orderInvoice>>;
