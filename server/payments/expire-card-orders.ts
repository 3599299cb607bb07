// A card order whose customer left the WiPay page holds its stock until it is given up: after
// CARD_PAYMENT_TIMEOUT_MS with no return, the order is cancelled and its stock put back. A genuine
// payment that still arrives later puts the order back (settle-card-payment.ts).
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { payments } from '../../database/schema';
import { cancelOrderInTransaction } from '../orders/cancel-order';

/** WiPay's hosted pages (and the simulator's) stop taking payment after two hours. */
export const CARD_PAYMENT_TIMEOUT_MS = 2 * 60 * 60 * 1000;
const GIVEN_UP = 'Card payment not completed within 2 hours.';

/** Cancels the card orders still awaiting payment that were started before now − timeout; returns how many. */
export async function expireAbandonedCardOrders(db: Database, now = new Date(), timeoutMs = CARD_PAYMENT_TIMEOUT_MS): Promise<number> {
  const stale = await db
    .select({ paymentNo: payments.paymentNo, orderNo: payments.orderNo })
    .from(payments)
    .where(and(eq(payments.provider, 'wipay'), eq(payments.status, 'AwaitingPayment'), lt(payments.createdAt, new Date(now.getTime() - timeoutMs))));
  let expired = 0;
  for (const s of stale) {
    const done = await db.transaction(async (tx) => {
      const changed = await tx
        .update(payments)
        .set({ status: 'PaymentFailed', message: GIVEN_UP })
        .where(and(eq(payments.paymentNo, s.paymentNo), eq(payments.status, 'AwaitingPayment')))
        .returning({ paymentNo: payments.paymentNo });
      if (changed.length === 0) return false;
      await cancelOrderInTransaction(tx, { orderNo: s.orderNo, comment: GIVEN_UP, paymentStatus: 'PaymentFailed' });
      return true;
    });
    if (done) expired++;
  }
  return expired;
}
