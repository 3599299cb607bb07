// The staff's changes to an order: a status step (cancelling gives the stock back) and confirming a
// bank transfer. Each runs the orders engineer's service and writes the audit entry in one
// transaction, with the customer's mail in the outbox (docs/decisions/0022); it goes once committed.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../database/connect';
import { orders } from '../../database/schema';
import { ORDER_STATUSES } from '../../shop-rules/order-constants';
import { nudgeMailSender } from '../mail/mail-nudge';
import { addToOutbox } from '../mail/mail-outbox';
import { markBankTransferPaid } from '../orders/bank-transfer';
import { changeOrderStatus } from '../orders/order-status';
import type { Queryable, Transaction } from '../orders/transaction';
import { readShopSettings } from '../settings/shop-settings';
import { type Actor, recordChange } from './audit';
import { BackofficeError, notFound } from './errors';
import { choice, readForm, text } from './form-fields';
import { insideTransaction } from './inside-transaction';
import { refuseCancelOwingRefund } from './order-refunds';
import { MAILED_STATUSES, renderStatusMail } from './status-mail';

export interface OrderChangeDeps {
  db: Database;
  shopName: string;
  publicBaseUrl: string;
}

async function orderState(q: Queryable, orderNo: number) {
  const [row] = await q
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  return row ?? null;
}

const statusSchema = z.object({
  status: choice('New status', ORDER_STATUSES),
  comment: text('Comment', { max: 500 }),
});

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
    if (MAILED_STATUSES.includes(status))
      await recordStatusMail(tx, deps, orderNo, status as 'Shipped' | 'Arrived', comment);
  });
  if (MAILED_STATUSES.includes(status)) nudgeMailSender();
  return status === 'Cancelled'
    ? `Order ${orderNo} is cancelled and its stock is back.`
    : `Order ${orderNo} is now ${status}.`;
}

/** Inside the change's transaction, rendered from its own reads: no address, no mail. */
async function recordStatusMail(
  tx: Transaction,
  deps: OrderChangeDeps,
  orderNo: number,
  status: 'Shipped' | 'Arrived',
  comment: string,
) {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo));
  const to = order?.customerEmail || order?.emailId;
  if (!order || !to) return;
  const settings = await readShopSettings(insideTransaction(tx), { shopName: deps.shopName });
  const mail = renderStatusMail({
    orderNo,
    customerName: order.customerName,
    status,
    comment,
    isPickup: order.isPickup,
    shopName: settings.shopName,
    contactPhone: settings.contactPhone,
    trackUrl: `${deps.publicBaseUrl}/ordertrack`,
  });
  await addToOutbox(tx, [{ kind: 'order-status', orderNo, to, ...mail }]);
}

const transferSchema = z.object({ reference: text('Receipt reference', { max: 200, required: true }) });

export async function confirmBankTransfer(
  deps: OrderChangeDeps,
  actor: Actor,
  orderNo: number,
  input: Record<string, unknown>,
): Promise<string> {
  const { reference } = readForm(transferSchema, input);
  await deps.db.transaction(async (tx) => {
    const before = await orderState(tx, orderNo);
    if (!before) throw notFound('order');
    const result = await markBankTransferPaid(insideTransaction(tx), {
      orderNo,
      reference,
      staffUserNo: actor.staffUserNo,
    });
    if (!result.ok) throw new BackofficeError(result.msg);
    await recordChange(tx, actor, {
      action: 'payment.bank-transfer-paid',
      entity: 'order',
      entityId: orderNo,
      before,
      after: { ...(await orderState(tx, orderNo)), reference },
    });
  });
  return `The bank transfer for order ${orderNo} is confirmed.`;
}
