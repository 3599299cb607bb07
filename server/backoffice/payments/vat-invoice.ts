// An order's VAT invoice and the credit notes of its refunds, for the back office's printable page:
// the same document the customer prints from their account (server/customers/own-orders/vat-invoice.ts).
import { eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orders } from '../../../database/schema';
import type { VatInvoice } from '../../../shop-rules/api/invoice';
import { VAT_REGISTRATION_OFF } from '../../../shop-rules/messages/backoffice';
import { vatInvoice } from '../../customers/own-orders/vat-invoice';
import { NotFoundError } from '../../http/errors';
import { readShopSettings } from '../../settings/shop-settings';
import type { SettingsDefaults } from '../shared/desk-kit';
import { BackofficeError, notFound } from '../shared/errors';

export async function orderInvoice(db: Database, orderNo: number, defaults: SettingsDefaults): Promise<VatInvoice> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw notFound('order');
  try {
    return await vatInvoice(db, order, { shopName: defaults.shopName });
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
    // No number: while the shop is not VAT registered, say so and where it is switched on; else the
    // customer's words (given when paid or shipped).
    const { vatRegistered } = await readShopSettings(db, defaults);
    throw new BackofficeError(vatRegistered ? err.message : VAT_REGISTRATION_OFF, {}, 404);
  }
}
