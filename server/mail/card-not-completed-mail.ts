// The customer's mail when the unpaid-card sweep cancels their order (docs/product.md#unpaid-card-orders):
// written to the outbox in the cancel's transaction, under a dedupe key so it goes once
// (docs/decisions/0033). None when the order has no e-mail address.
import { eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orders } from '../../database/schema';
import { cardNotCompletedMail } from '../../shop-rules/messages/payments';
import { readShopSettings } from '../settings/shop-settings';
import { addToOutbox, type OutboxWriter } from './mail-outbox';
import { paragraphMail } from './plain-mail';

export const cardNotCompletedKey = (orderNo: number) => `card-not-completed:${orderNo}`;

export async function recordCardNotCompletedMail(
  tx: OutboxWriter & Pick<Database, 'select'>,
  /** The SHOP_NAME setting, the name until the staff save one. */
  deps: { shopName: string } | undefined,
  orderNo: number,
  minutes: number,
): Promise<void> {
  const [order] = await tx
    .select({ name: orders.customerName, email: orders.customerEmail, account: orders.emailId })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  const to = order?.email || order?.account;
  if (!order || !to) return;
  // Read inside the transaction; the SHOP_NAME setting is the name until the staff save one.
  const settings = await readShopSettings(tx as unknown as Database, deps ? { shopName: deps.shopName } : {});
  const words = cardNotCompletedMail({
    orderNo,
    minutes,
    customerName: order.name,
    shopName: settings.shopName,
    contactPhone: settings.contactPhone,
  });
  await addToOutbox(tx, [
    {
      kind: 'order-status',
      orderNo,
      to,
      dedupeKey: cardNotCompletedKey(orderNo),
      ...paragraphMail(words.subject, words.paragraphs),
    },
  ]);
}
