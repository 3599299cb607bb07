// An order back from the road after its last failed attempt: when the staff receive the parcel, its
// stock goes back on the shelf, the order is cancelled, the customer is told, and a paid order shows
// the refund to make on its page (docs/product.md#runs-and-attempts, docs/decisions/0081).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orderStatusHistory, orders } from '../../../database/schema';
import { MAX_ATTEMPTS } from '../../../shop-rules/delivery/attempts';
import { formatTT, toCents } from '../../../shop-rules/money';
import { paidCents } from '../../../shop-rules/refunds';
import { returnStock } from '../../orders/stock';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { type RoadMailDeps, recordRoadMail } from './delivery-mails';

export const NOT_COMING_BACK = 'This order is not on its way back to the shop.';

export async function receiveBack(db: Database, deps: RoadMailDeps, actor: Actor, orderNo: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ roadState: 'received-back', status: 'Cancelled', updatedAt: sql`now()` })
      .where(and(eq(orders.orderNo, orderNo), eq(orders.roadState, 'returning')))
      .returning({ paymentStatus: orders.paymentStatus, totalAmount: orders.totalAmount });
    if (!order) {
      const [exists] = await tx.select({ n: orders.orderNo }).from(orders).where(eq(orders.orderNo, orderNo));
      if (!exists) throw notFound('order');
      throw new BackofficeError(NOT_COMING_BACK, {}, 409);
    }
    await returnStock(tx, orderNo, { reason: 'returned-to-shop', staffUserNo: actor.staffUserNo });
    const refundToMake = paidCents({ paymentStatus: order.paymentStatus, totalCents: toCents(order.totalAmount) });
    await tx.insert(orderStatusHistory).values({
      orderNo,
      status: 'Cancelled',
      comment: `Back at the shop after ${MAX_ATTEMPTS} attempts; stock restored.${refundToMake > 0 ? ` Refund ${formatTT(refundToMake)}.` : ''}`,
      staffUserNo: actor.staffUserNo,
    });
    await recordRoadMail(tx, deps, orderNo, { kind: 'received-back', refundToMake });
    await recordChange(tx, actor, { action: 'order.received-back', entity: 'order', entityId: orderNo });
    return refundToMake > 0
      ? `Order ${orderNo} received back, its stock restored. Refund ${formatTT(refundToMake)} to the customer.`
      : `Order ${orderNo} received back, its stock restored.`;
  });
}
