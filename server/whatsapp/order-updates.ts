// The WhatsApp updates the staff's changes cause (out for delivery, delivered, payment received,
// refund), written to the outbox in the change's transaction from the order's own row, when the
// shopper asked for them and the shop has WhatsApp set up (docs/decisions/0088).
import { eq } from 'drizzle-orm';
import { orders } from '../../database/schema';
import type { WhatsappUpdate } from '../../shop-rules/whatsapp-updates';
import { addToOutbox, type OutboxWriter } from '../mail/mail-outbox';
import { whatsappUpdate } from './whatsapp-outbox';
import type { WhatsappSettings } from './whatsapp-settings';

type Reader = OutboxWriter & { select: import('../../database/connect').Database['select'] };

export async function recordWhatsappUpdate(
  tx: Reader,
  settings: WhatsappSettings | null | undefined,
  orderNo: number,
  update: WhatsappUpdate,
  extra: (order: { customerName: string; orderNo: number }) => string[] = () => [],
  /** What makes this update one of its kind: the order, or the order and its refund. */
  key = String(orderNo),
): Promise<void> {
  if (!settings) return;
  const [order] = await tx
    .select({
      orderNo: orders.orderNo,
      customerName: orders.customerName,
      customerMobile: orders.customerMobile,
      whatsappUpdates: orders.whatsappUpdates,
    })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  if (!order) return;
  const row = whatsappUpdate(settings, order, update, [order.customerName, String(orderNo), ...extra(order)], key);
  if (row) await addToOutbox(tx, [row]);
}
