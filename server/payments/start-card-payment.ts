// GetWipayUrl's work: save the order exactly as SaveOrder does (stock reserved) but awaiting payment,
// with its first WiPay attempt and the placing browser's payment token in the same transaction, then
// ask WiPay for its hosted page. When WiPay cannot be asked, the order is cancelled and its stock
// returned in one transaction, and the idempotency key is freed so the same checkout may try again.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orders, payments } from '../../database/schema';
import type { CardPageAnswer } from '../../shop-rules/api/orders';
import { type CardFeeStructure, cardFee } from '../../shop-rules/card-fee';
import { PAYMENT_METHOD_CARD } from '../../shop-rules/constants';
import { REDIRECTING_TO_WIPAY, WIPAY_UNREACHABLE, wipayRefused } from '../../shop-rules/messages/payments';
import { type Cents, fromCents } from '../../shop-rules/money';
import { cancelOrderInTransaction } from '../orders/cancel-order';
import { findOrderByKey, requestHash } from '../orders/placing/idempotency';
import { repeatAnswer } from '../orders/placing/order-answers';
import type { OrderRequest } from '../orders/placing/order-body';
import { placeOrder } from '../orders/placing/place-order';
import { recordFirstAttempt } from './card-order';
import { newPaymentToken } from './payment-token';
import { type FormPost, requestHostedPage } from './wipay-gateway';
import { wipayRequestFields } from './wipay-request-fields';
import type { WipaySettings } from './wipay-settings';

export interface CardPaymentDeps {
  db: Database;
  /** The WiPay settings in force for this payment (read per payment: staff may change the account). */
  wipay: () => Promise<WipaySettings>;
  /** How the request reaches WiPay for those settings. */
  post: (wipay: WipaySettings) => FormPost;
  log: { warn(obj: object, msg: string): void };
}

export interface CardOrderInput {
  request: OrderRequest;
  idempotencyKey: string | null;
  customerNo: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A repeat that arrives while the first request still waits for WiPay waits for its answer (a while). */
async function firstAnswerOf(db: Database, key: string, hash: string): Promise<unknown> {
  for (let i = 0; i < 50; i++) {
    const order = await findOrderByKey(db, key);
    if (!order || order.requestHash !== hash) return null;
    if (order.firstAnswer) return order.firstAnswer;
    await sleep(200);
  }
  return null;
}

async function giveUp(db: Database, orderNo: number, reason: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'PaymentFailed', message: reason.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(payments.orderNo, orderNo));
    await cancelOrderInTransaction(tx, {
      orderNo,
      comment: `Card payment could not be started: ${reason}`.slice(0, 500),
      paymentStatus: 'PaymentFailed',
    });
    await tx.update(orders).set({ idempotencyKey: null }).where(eq(orders.orderNo, orderNo));
  });
}

export function startedAnswer(
  orderNo: number,
  total: Cents,
  url: string,
  feeStructure: CardFeeStructure,
): CardPageAnswer {
  return {
    success: true,
    url,
    msg: REDIRECTING_TO_WIPAY,
    OrderNo: orderNo,
    TotalAmount: fromCents(total),
    Charged: fromCents(cardFee(total, feeStructure).chargedCents),
  };
}

/**
 * The first answer again, for a repeat of the same checkout (same idempotency key and order). Only the
 * token's hash is stored, so the repeat gets a fresh token, which replaces the first: the key already
 * proves it is the same checkout, and a browser acts on the last answer it read.
 */
async function repeatWithToken(db: Database, orderNo: number, answer: unknown) {
  const first = repeatAnswer(answer) as { success?: unknown };
  if (first.success !== true) return first;
  const { token, hash } = newPaymentToken();
  const renewed = await db
    .update(orders)
    .set({ paymentTokenHash: hash })
    .where(
      and(
        eq(orders.orderNo, orderNo),
        eq(orders.pmNo, PAYMENT_METHOD_CARD),
        eq(orders.paymentStatus, 'AwaitingPayment'),
        ne(orders.status, 'Cancelled'),
      ),
    )
    .returning({ orderNo: orders.orderNo });
  return renewed.length ? { ...first, PaymentToken: token } : first;
}

export async function startCardPayment(deps: CardPaymentDeps, input: CardOrderInput) {
  const { db } = deps;
  const wipay = await deps.wipay();
  const { token, hash } = newPaymentToken();
  const outcome = await placeOrder(db, {
    ...input,
    card: true,
    sameTransaction: (tx, orderNo) => recordFirstAttempt(tx, orderNo, wipay, hash),
  });
  if (outcome.kind === 'repeat') {
    const answer =
      outcome.answer ??
      (input.idempotencyKey ? await firstAnswerOf(db, input.idempotencyKey, requestHash(input.request)) : null);
    return repeatWithToken(db, outcome.orderNo, answer);
  }
  const { orderNo, total } = outcome;
  const { request } = input;
  const payer = {
    name: request.customerName,
    email: request.customerEmail || request.emailId,
    mobile: request.customerMobile,
    address: request.customerAddress,
  };
  const page = await requestHostedPage(
    deps.post(wipay),
    wipay.baseUrl,
    wipayRequestFields(wipay, { orderNo, attempt: 1, total, payer }),
  );
  if (!page.ok) {
    deps.log.warn({ orderNo, refused: page.refused, reason: page.message }, 'WiPay did not give a payment page');
    await giveUp(db, orderNo, page.message);
    return { success: false, msg: page.refused ? wipayRefused(page.message) : WIPAY_UNREACHABLE };
  }
  // Stored without the token: only its hash is kept (repeatWithToken).
  const answer = startedAnswer(orderNo, total, page.url, wipay.feeStructure);
  await db.update(orders).set({ firstAnswer: answer }).where(eq(orders.orderNo, orderNo));
  return { ...answer, PaymentToken: token };
}
