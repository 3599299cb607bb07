// WipayReceive's work: apply WiPay's return to the order once (decision 0020). Only a signed success
// whose unsigned total and currency are what the payment should be charged changes anything. A
// failed, errored, unsigned, altered, replayed or unknown return changes nothing at all: the order
// keeps waiting for its card payment and its stock, and nothing the request says is stored. A signed
// return with another total or currency is recorded as a flag for the staff and not counted.
// Every change is conditional on the rows' current status inside one transaction, so a replayed or
// reloaded return, or two at the same moment, change nothing the second time and get the same answer.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orders, paymentFlags, payments } from '../../database/schema';
import { MAX_CARD_ATTEMPTS } from '../../shop-rules/card-payment';
import { centsToDecimal, fromCents, toCents } from '../../shop-rules/money';
import { nudgeMailSender } from '../mail/mail-nudge';
import { giveInvoiceNumber } from '../orders/invoice-numbers';
import { type OrderMailDeps, recordOrderMails } from '../orders/placing/order-mails';
import { awaitsCard, type CardOrder, readCardOrder } from './card-order';
import { latePayment, type PaidReturn, paidFields } from './late-card-payment';
import { isPaymentToken } from './payment-token';
import { failedAnswer, type ReceiveAnswer } from './receive-answer';
import { readWipayOrderId } from './wipay-order-id';
import { judgeReturn, printable, type WipayReturn } from './wipay-return';
import type { WipaySettings } from './wipay-settings';

export interface SettleDeps {
  db: Database;
  /** The WiPay settings in force now: the key checks the hash (it is never sent anywhere). */
  wipay: () => Promise<WipaySettings>;
  mail: OrderMailDeps;
  log?: { info(obj: object, msg: string): void };
}

/** For the placing browser only (its token), while the order still waits for the card: what it may do. */
function payAgainOptions(order: CardOrder, token: string | undefined) {
  if (!awaitsCard(order) || !isPaymentToken(order.paymentTokenHash, token)) return {};
  return {
    OrderNo: order.orderNo,
    TotalAmount: fromCents(toCents(order.total)),
    CanTryAgain: order.payment.attempt < MAX_CARD_ATTEMPTS,
    CanPayAnotherWay: true,
    IsPickup: order.isPickup,
  };
}

/** A signed return whose unsigned total or currency is wrong: kept for the staff, once per transaction. */
async function flagReturn(
  db: Database,
  order: CardOrder,
  r: WipayReturn,
  flag: { transactionId: string; reason: string; expected: number },
) {
  await db
    .insert(paymentFlags)
    .values({
      orderNo: order.orderNo,
      paymentNo: order.payment.paymentNo,
      transactionId: flag.transactionId,
      reason: flag.reason,
      expectedTotal: centsToDecimal(flag.expected),
      expectedCurrency: order.payment.currency,
      returnedTotal: printable(r.total ?? '').slice(0, 32),
      returnedCurrency: printable(r.currency ?? '').slice(0, 8),
    })
    .onConflictDoNothing({ target: paymentFlags.transactionId });
}

function isUsedTransaction(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

class ChangedMeanwhile extends Error {}

/** The usual case: the order waits for its card and this is its first signed payment. */
async function markPaid(db: Database, mail: OrderMailDeps, order: CardOrder, paid: PaidReturn): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(payments)
        .set(paidFields(paid))
        .where(and(eq(payments.paymentNo, order.payment.paymentNo), eq(payments.status, 'AwaitingPayment')))
        .returning({ paymentNo: payments.paymentNo });
      const orderPaid = await tx
        .update(orders)
        .set({ paymentStatus: 'Paid', updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.orderNo, order.orderNo),
            eq(orders.paymentStatus, 'AwaitingPayment'),
            ne(orders.status, 'Cancelled'),
          ),
        )
        .returning({ orderNo: orders.orderNo });
      if (changed.length === 0 || orderPaid.length === 0) throw new ChangedMeanwhile();
      await giveInvoiceNumber(tx, order.orderNo, 'paid');
      await recordOrderMails(tx, mail, order.orderNo);
    });
    return true;
  } catch (err) {
    if (err instanceof ChangedMeanwhile) return false;
    throw err;
  }
}

/** A transaction already recorded answers as it did the first time and changes nothing. */
function answerAsRecorded(order: CardOrder, seen: { orderNo: number; paymentNo: number }): ReceiveAnswer {
  if (seen.orderNo !== order.orderNo) return failedAnswer('unverified');
  if (order.status === 'Cancelled') return failedAnswer('cancelledOrder');
  if (seen.paymentNo !== order.payment.paymentNo) return failedAnswer('paidTwice');
  return { status: 'success', OrderNo: order.orderNo };
}

async function settle(deps: SettleDeps, r: WipayReturn, attempt = 0): Promise<ReceiveAnswer> {
  const ref = readWipayOrderId(r.order_id);
  const order = ref ? await readCardOrder(deps.db, ref.orderNo) : null;
  // An order with no card payment, or a page this order never asked for: nothing to apply it to.
  if (!ref || !order || ref.attempt > order.payment.attempt) return failedAnswer('unverified');
  const wipay = await deps.wipay();
  const verdict = judgeReturn(r, {
    orderId: r.order_id!,
    originalTotal: order.payment.originalTotal,
    currency: order.payment.currency,
    feeStructure: order.payment.feeStructure ?? wipay.feeStructure,
    apiKey: wipay.apiKey,
  });
  if (!verdict.paid) {
    if (verdict.flag) await flagReturn(deps.db, order, r, verdict.flag);
    deps.log?.info({ orderNo: order.orderNo, reason: verdict.reason }, 'card payment return not counted as paid');
    // A flagged payment may be real money: no second card payment until the staff have looked.
    return failedAnswer(verdict.reason, verdict.flag ? {} : payAgainOptions(order, r.PaymentToken));
  }

  const paid: PaidReturn = {
    r,
    transactionId: verdict.transactionId,
    charged: verdict.charged,
    attempt: ref.attempt,
    testMode: order.payment.testMode || wipay.testMode,
  };
  try {
    const [seen] = await deps.db
      .select({ orderNo: payments.orderNo, paymentNo: payments.paymentNo })
      .from(payments)
      .where(eq(payments.transactionId, paid.transactionId));
    if (seen) return answerAsRecorded(order, seen);
    if (order.payment.status === 'AwaitingPayment' && order.status !== 'Cancelled') {
      if (await markPaid(deps.db, deps.mail, order, paid)) {
        nudgeMailSender();
        return { status: 'success', OrderNo: order.orderNo };
      }
    } else {
      const late = await latePayment(deps.db, deps.mail, order, paid);
      if (late !== null) {
        if (late.status === 'success') nudgeMailSender();
        return late;
      }
    }
  } catch (err) {
    // The same transaction recorded by a concurrent return: answered as recorded, below.
    if (!isUsedTransaction(err)) throw err;
  }
  // A status changed under us (a concurrent return, the sweep, the staff): look again, once.
  return attempt > 0 ? failedAnswer('unverified') : settle(deps, r, attempt + 1);
}

export type { ReceiveAnswer };

export function settleWipayReturn(deps: SettleDeps, r: WipayReturn): Promise<ReceiveAnswer> {
  return settle(deps, r);
}
