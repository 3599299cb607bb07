// After a declined or cancelled card, the shopper who placed the order (its payment token) may pay
// the same order again (decision 0020): a new WiPay page for the same order and the same total, or
// bank transfer or cash on delivery instead. Only while the order still waits for its card payment.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../database/connect';
import { orderStatusHistory, orders, paymentFlags, paymentMethods, payments } from '../../database/schema';
import type { ChangePaymentAnswer, RetryWipayAnswer } from '../../shop-rules/api/orders';
import {
  MAX_CARD_ATTEMPTS,
  NOT_YOUR_ORDER,
  ORDER_ALREADY_PAID,
  ORDER_NOT_AWAITING_PAYMENT,
  OTHER_PAYMENT_METHODS,
  type OtherPaymentMethod,
  PAYMENT_BEING_CHECKED,
  PAYMENT_METHOD_CHANGED,
  TOO_MANY_CARD_ATTEMPTS,
} from '../../shop-rules/card-payment';
import { PAYMENT_METHOD_CARD } from '../../shop-rules/constants';
import { PAYMENT_METHOD_UNAVAILABLE } from '../../shop-rules/messages/orders';
import { WIPAY_UNREACHABLE, wipayRefused } from '../../shop-rules/messages/payments';
import { fromCents, toCents } from '../../shop-rules/money';
import { PAYMENT_METHOD_NAMES } from '../../shop-rules/order-constants';
import { ForbiddenError } from '../http/errors';
import { parseInput, wholeNumber } from '../http/input/validate';
import { CANCELLABLE_STATUSES } from '../orders/cancel-order';
import { type OrderMailDeps, recordOrderMails } from '../orders/placing/order-mails';
import { attemptFields, awaitsCard, type CardOrder, readCardOrder } from './card-order';
import { isPaymentToken } from './payment-token';
import { type CardPaymentDeps, startedAnswer } from './start-card-payment';
import { requestHostedPage } from './wipay-gateway';
import { wipayRequestFields } from './wipay-request-fields';

const orderNo = wholeNumber('OrderNo', 1).refine((n) => n <= 2_147_483_647, {
  message: 'OrderNo is not an order number.',
});
const token = z.string().trim().min(1).max(200);

const retryBody = z.object({ OrderNo: orderNo, PaymentToken: token });
const changeBody = z.object({
  OrderNo: orderNo,
  PaymentToken: token,
  PMNo: wholeNumber('PMNo', 1).refine(
    (n): n is OtherPaymentMethod => (OTHER_PAYMENT_METHODS as readonly number[]).includes(n),
    {
      message: 'PMNo must be 2 (Bank Transfer) or 3 (Cash on Delivery).',
    },
  ),
});

/** The card order, when this token is the one its browser was given; 403 otherwise (unknown orders alike). */
async function ownCardOrder(db: Database, no: number, given: string): Promise<CardOrder> {
  const order = await readCardOrder(db, no);
  if (!order || !isPaymentToken(order.paymentTokenHash, given)) throw new ForbiddenError(NOT_YOUR_ORDER);
  return order;
}

/** A signed return with another amount is waiting for the staff: it may be real money (decision 0020). */
async function beingChecked(db: Database, order: CardOrder): Promise<boolean> {
  const [flag] = await db
    .select({ flagNo: paymentFlags.flagNo })
    .from(paymentFlags)
    .where(eq(paymentFlags.paymentNo, order.payment.paymentNo))
    .limit(1);
  return flag !== undefined;
}

function notAwaiting(order: CardOrder) {
  return {
    success: false as const,
    msg: order.paymentStatus === 'Paid' ? ORDER_ALREADY_PAID : ORDER_NOT_AWAITING_PAYMENT,
  };
}

/** RetryWipayPayment: the next WiPay page for the same order and total. */
export async function retryWipayPayment(deps: CardPaymentDeps, body: unknown): Promise<RetryWipayAnswer> {
  const input = parseInput(retryBody, body);
  const order = await ownCardOrder(deps.db, input.OrderNo, input.PaymentToken);
  if (!awaitsCard(order)) return notAwaiting(order);
  if (order.payment.attempt >= MAX_CARD_ATTEMPTS) return { success: false, msg: TOO_MANY_CARD_ATTEMPTS };
  if (await beingChecked(deps.db, order)) return { success: false, msg: PAYMENT_BEING_CHECKED };
  const wipay = await deps.wipay();
  // Conditional on the attempt read: two tabs pressing Try again at once get one page each, numbered apart.
  const [next] = await deps.db
    .update(payments)
    .set({ ...attemptFields(wipay), attempt: sql`${payments.attempt} + 1` })
    .where(
      and(
        eq(payments.paymentNo, order.payment.paymentNo),
        eq(payments.status, 'AwaitingPayment'),
        eq(payments.attempt, order.payment.attempt),
      ),
    )
    .returning({ attempt: payments.attempt });
  if (!next) return { success: false, msg: ORDER_NOT_AWAITING_PAYMENT };
  const total = toCents(order.payment.originalTotal);
  const page = await requestHostedPage(
    deps.post(wipay),
    wipay.baseUrl,
    wipayRequestFields(wipay, { orderNo: order.orderNo, attempt: next.attempt, total, payer: order.payer }),
  );
  if (!page.ok) {
    // The order stays as it is: the shopper may try once more, or pay another way.
    deps.log.warn(
      { orderNo: order.orderNo, refused: page.refused, reason: page.message },
      'WiPay did not give a payment page',
    );
    return { success: false, msg: page.refused ? wipayRefused(page.message) : WIPAY_UNREACHABLE };
  }
  return startedAnswer(order.orderNo, total, page.url, wipay.feeStructure);
}

class ChangedMeanwhile extends Error {}

/** ChangePaymentMethod: the same order, now paid by bank transfer or cash on delivery; mailed as placed. */
export async function changePaymentMethod(
  db: Database,
  mail: OrderMailDeps,
  body: unknown,
): Promise<{ answer: ChangePaymentAnswer; changed: boolean }> {
  const input = parseInput(changeBody, body);
  const order = await ownCardOrder(db, input.OrderNo, input.PaymentToken);
  const pmNo = input.PMNo;
  const done = {
    success: true as const,
    msg: PAYMENT_METHOD_CHANGED,
    OrderNo: order.orderNo,
    TotalAmount: fromCents(toCents(order.total)),
    PMNo: pmNo,
  };
  // Sent again after it worked (a reload, a lost answer): the same answer, nothing changes.
  if (order.pmNo === pmNo && order.status !== 'Cancelled') return { answer: done, changed: false };
  if (!awaitsCard(order)) return { answer: notAwaiting(order), changed: false };
  if (await beingChecked(db, order)) return { answer: { success: false, msg: PAYMENT_BEING_CHECKED }, changed: false };
  const [method] = await db
    .select({ active: paymentMethods.active })
    .from(paymentMethods)
    .where(eq(paymentMethods.pmNo, pmNo));
  if (method && !method.active) return { answer: { success: false, msg: PAYMENT_METHOD_UNAVAILABLE }, changed: false };
  const name = PAYMENT_METHOD_NAMES[pmNo];
  try {
    await db.transaction(async (tx) => {
      const card = await tx
        .update(payments)
        .set({ status: 'PaymentFailed', message: `The customer chose ${name} instead.`, updatedAt: sql`now()` })
        .where(and(eq(payments.paymentNo, order.payment.paymentNo), eq(payments.status, 'AwaitingPayment')))
        .returning({ paymentNo: payments.paymentNo });
      const switched = await tx
        .update(orders)
        .set({ pmNo, paymentStatus: 'Unpaid', updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.orderNo, order.orderNo),
            eq(orders.pmNo, PAYMENT_METHOD_CARD),
            eq(orders.paymentStatus, 'AwaitingPayment'),
            inArray(orders.status, [...CANCELLABLE_STATUSES]),
          ),
        )
        .returning({ status: orders.status });
      if (card.length === 0 || switched.length === 0) throw new ChangedMeanwhile();
      await tx.insert(orderStatusHistory).values({
        orderNo: order.orderNo,
        status: switched[0]!.status,
        comment: `The customer chose ${name} instead of the card payment.`,
      });
      // Placed now, as SaveOrder's orders are: the same confirmation mail, in the same transaction.
      await recordOrderMails(tx, mail, order.orderNo);
    });
  } catch (err) {
    if (err instanceof ChangedMeanwhile)
      return { answer: { success: false, msg: ORDER_NOT_AWAITING_PAYMENT }, changed: false };
    throw err;
  }
  return { answer: done, changed: true };
}
