// The staff's changes to an order: a status step (cancelling gives the stock back), confirming a bank
// transfer and recording cash collected. Each runs the orders engineer's service and writes the audit
// entry in one transaction, with the customer's mail in the outbox (docs/decisions/0022, 0033); it goes
// once committed.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orders } from '../../../database/schema';
import { cashSchema, statusSchema, transferSchema } from '../../../shop-rules/forms/orders';
import { RECEIVED_BEFORE_ORDER, RECEIVED_IN_THE_FUTURE } from '../../../shop-rules/messages/orders';
import type { Cents } from '../../../shop-rules/money';
import type { Config } from '../../config';
import { nudgeMailSender } from '../../mail/mail-nudge';
import { changeOrderStatus } from '../../orders/order-status';
import { type ReceivedBy, recordReceivedPayment } from '../../orders/received-payment';
import type { Queryable } from '../../orders/transaction';
import { whatsappSettings } from '../../whatsapp/whatsapp-settings';
import { refuseCancelOwingRefund } from '../payments';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import { insideTransaction } from '../shared/inside-transaction';
import { type CustomerMailDeps, recordPaymentMail, recordStatusMail } from './customer-order-mails';
import { isMailedStatus } from './status-mail';

export interface OrderChangeDeps extends CustomerMailDeps {
  db: Database;
}

/** What an order change needs from the desk: the database, and the shop's name and address for its mails. */
export const orderChangeDeps = ({ db, config }: { db: Database; config: Config }): OrderChangeDeps => ({
  db,
  shopName: config.SHOP_NAME,
  publicBaseUrl: config.publicBaseUrl,
  whatsapp: whatsappSettings(config),
});

async function orderState(q: Queryable, orderNo: number) {
  const [row] = await q
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  return row ?? null;
}

export async function changeStatus(
  deps: OrderChangeDeps,
  actor: Actor,
  orderNo: number,
  input: Record<string, unknown>,
): Promise<string> {
  const { status, comment } = readForm(statusSchema, input);
  await deps.db.transaction(async (tx) => {
    const before = await orderState(tx, orderNo);
    if (!before) throw notFound('order');
    // A paid order is cancelled with its refund (order-refunds.ts), never by the status alone.
    if (status === 'Cancelled') await refuseCancelOwingRefund(tx, orderNo);
    const result = await changeOrderStatus(insideTransaction(tx), {
      orderNo,
      status,
      comment,
      staffUserNo: actor.staffUserNo,
    });
    if (!result.ok) throw new BackofficeError(result.msg, { status: result.msg });
    const after = await orderState(tx, orderNo);
    await recordChange(tx, actor, {
      action: status === 'Cancelled' ? 'order.cancel' : 'order.status',
      entity: 'order',
      entityId: orderNo,
      before,
      after: { ...after, comment },
    });
    if (isMailedStatus(status)) await recordStatusMail(tx, deps, orderNo, status, comment);
  });
  nudgeMailSender();
  return status === 'Cancelled'
    ? `Order ${orderNo} is cancelled and its stock is back.`
    : `Order ${orderNo} is now ${status}.`;
}

const MINUTE = 60_000;

/** A payment's time: not ahead of the clock (a minute's grace), not before the order was placed. */
function checkReceivedAt(at: Date | null, placedAt: Date): Date {
  const when = at ?? new Date();
  if (when.getTime() > Date.now() + MINUTE)
    throw new BackofficeError(RECEIVED_IN_THE_FUTURE, { receivedAt: RECEIVED_IN_THE_FUTURE });
  if (when.getTime() < placedAt.getTime() - MINUTE)
    throw new BackofficeError(RECEIVED_BEFORE_ORDER, { receivedAt: RECEIVED_BEFORE_ORDER });
  return when;
}

/** Money in hand: the order becomes Paid, with its audit entry and the customer's mail, in one transaction. */
async function recordPayment(
  deps: OrderChangeDeps,
  actor: Actor,
  orderNo: number,
  p: { method: ReceivedBy; amount: Cents; reference: string; receivedAt: Date | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [placed] = await tx.select({ at: orders.createdAt }).from(orders).where(eq(orders.orderNo, orderNo));
    if (!placed) throw notFound('order');
    const before = await orderState(tx, orderNo);
    const receivedAt = checkReceivedAt(p.receivedAt, placed.at);
    const result = await recordReceivedPayment(insideTransaction(tx), {
      orderNo,
      ...p,
      receivedAt,
      staffUserNo: actor.staffUserNo,
    });
    if (!result.ok) throw new BackofficeError(result.msg, result.field ? { [result.field]: result.msg } : {});
    await recordChange(tx, actor, {
      action: p.method === 'cash' ? 'payment.cash-collected' : 'payment.bank-transfer-paid',
      entity: 'order',
      entityId: orderNo,
      before,
      after: {
        ...(await orderState(tx, orderNo)),
        amount: p.amount,
        receivedAt: receivedAt.toISOString(),
        ...(p.method === 'cash' ? { collectedBy: p.reference } : { reference: p.reference }),
      },
    });
    await recordPaymentMail(tx, deps, { orderNo, method: p.method, amount: p.amount, reference: p.reference });
  });
  nudgeMailSender();
}

export async function confirmBankTransfer(
  deps: OrderChangeDeps,
  actor: Actor,
  orderNo: number,
  input: Record<string, unknown>,
): Promise<string> {
  const { amount, reference, receivedAt } = readForm(transferSchema, input);
  await recordPayment(deps, actor, orderNo, { method: 'bank-transfer', amount: amount!, reference, receivedAt });
  return `The bank transfer for order ${orderNo} is confirmed.`;
}

export async function recordCashCollected(
  deps: OrderChangeDeps,
  actor: Actor,
  orderNo: number,
  input: Record<string, unknown>,
): Promise<string> {
  const { amount, collectedBy, receivedAt } = readForm(cashSchema, input);
  await recordPayment(deps, actor, orderNo, { method: 'cash', amount: amount!, reference: collectedBy, receivedAt });
  return `The cash for order ${orderNo} is recorded: it is paid.`;
}
