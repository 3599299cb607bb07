// A card order whose shopper left the WiPay page holds its stock until it is given up: once the
// back office's time (cardPaymentMinutes, default 30) has passed since its latest WiPay page with no
// payment, the order is cancelled and its stock put back. Several servers may run this at once: each
// order is given up in its own transaction by conditional updates, so only one of them does it. A
// genuine payment that still arrives later puts the order back (late-card-payment.ts). The customer
// is mailed, once, in the cancel's transaction (server/mail/card-not-completed-mail.ts).
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orders, paymentFlags, payments } from '../../database/schema';
import { PAYMENT_METHOD_CARD } from '../../shop-rules/constants';
import { recordCardNotCompletedMail } from '../mail/card-not-completed-mail';
import { nudgeMailSender } from '../mail/mail-nudge';
import { CANCELLABLE_STATUSES, cancelOrderInTransaction } from '../orders/cancel-order';
import type { OrderMailDeps } from '../orders/placing/order-mails';
import { readShopSettings } from '../settings/shop-settings';

/** How often the sweep looks: one server of the shop each time (server/timed-job-turn.ts). */
export const CARD_SWEEP_EVERY_MS = 60 * 1000;
export const CARD_SWEEP_JOB = 'card-order-sweep';

const ORDER_CANCELLED = 'The order was cancelled before the card was paid.';
export const givenUp = (minutes: number) => `Card payment not completed within ${minutes} minutes.`;

/**
 * Cancels the card orders still awaiting payment whose latest WiPay page is older than the setting
 * (or `minutes`); returns how many this call cancelled. A payment flagged for the staff (a signed
 * return with another amount) is left to them. `mail` gives the shop's name for the customer's mail.
 */
export async function expireAbandonedCardOrders(
  db: Database,
  now = new Date(),
  minutes?: number,
  mail?: OrderMailDeps,
): Promise<number> {
  const wait = minutes ?? (await readShopSettings(db)).cardPaymentMinutes;
  const cutoff = new Date(now.getTime() - wait * 60_000);
  const stale = await db
    .select({ paymentNo: payments.paymentNo, orderNo: payments.orderNo, orderStatus: orders.status })
    .from(payments)
    .innerJoin(orders, eq(orders.orderNo, payments.orderNo))
    .where(
      and(
        eq(payments.provider, 'wipay'),
        eq(payments.status, 'AwaitingPayment'),
        lt(payments.attemptedAt, cutoff),
        eq(orders.pmNo, PAYMENT_METHOD_CARD),
        inArray(orders.status, [...CANCELLABLE_STATUSES, 'Cancelled']),
        notExists(db.select({ one: sql`1` }).from(paymentFlags).where(eq(paymentFlags.paymentNo, payments.paymentNo))),
      ),
    )
    .limit(500);
  let expired = 0;
  for (const s of stale) {
    if (await giveUp(db, s, cutoff, wait, mail)) expired++;
  }
  // The customers' mails are committed: send them now rather than at the sender's next look.
  if (expired > 0) nudgeMailSender();
  return expired;
}

class ChangedMeanwhile extends Error {}

async function giveUp(
  db: Database,
  s: { paymentNo: number; orderNo: number; orderStatus: string },
  cutoff: Date,
  wait: number,
  mail: OrderMailDeps | undefined,
) {
  const staffCancelled = s.orderStatus === 'Cancelled';
  try {
    return await db.transaction(async (tx) => {
      // Only if still unpaid and still old: a return or a Try again meanwhile wins.
      const changed = await tx
        .update(payments)
        .set({
          status: 'PaymentFailed',
          message: staffCancelled ? ORDER_CANCELLED : givenUp(wait),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(payments.paymentNo, s.paymentNo),
            eq(payments.status, 'AwaitingPayment'),
            lt(payments.attemptedAt, cutoff),
          ),
        )
        .returning({ paymentNo: payments.paymentNo });
      if (changed.length === 0) return false;
      // Cancelled by the staff already: its stock is back; only the payment stops waiting.
      if (staffCancelled) return false;
      const cancelled = await cancelOrderInTransaction(tx, {
        orderNo: s.orderNo,
        comment: givenUp(wait),
        paymentStatus: 'PaymentFailed',
        stockReason: 'card-expired',
      });
      // The order moved on meanwhile (the staff cancelled it): the next sweep sees it so.
      if (!cancelled) throw new ChangedMeanwhile();
      await recordCardNotCompletedMail(tx, mail, s.orderNo, wait);
      return true;
    });
  } catch (err) {
    if (err instanceof ChangedMeanwhile) return false;
    throw err;
  }
}
