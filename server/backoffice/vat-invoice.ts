// An order's VAT invoice and the credit notes of its refunds, for the back office's printable page:
// the same document the customer prints from their account (server/customers/vat-invoice.ts).
import { eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orders } from '../../database/schema';
import type { VatInvoice } from '../../shop-rules/api/invoice';
import { vatInvoice } from '../customers/vat-invoice';
import { NotFoundError } from '../http/errors';
import { BackofficeError, notFound } from './errors';
import type { SettingsDefaults } from './settings-form';

export async function orderInvoice(db: Database, orderNo: number, defaults: SettingsDefaults): Promise<VatInvoice> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw notFound('order');
  try {
    return await vatInvoice(db, order, { shopName: defaults.shopName });
  } catch (err) {
    // No number yet: the back office's own 404, with the same words.
    if (err instanceof NotFoundError) throw new BackofficeError(err.message, {}, 404);
    throw err;
  }
}
