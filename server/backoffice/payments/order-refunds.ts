// The staff's refunds (docs/product.md#refunds): one recorded against an order's payment, and
// cancelling a paid order together with its refund. Each runs in one transaction with its audit
// entry and the customer's mail in the outbox (docs/decisions/0022, 0035).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orders, refunds, staffUsers } from '../../../database/schema';
import { cancelWithRefundSchema, refundSchema } from '../../../shop-rules/forms/payments';
import { CANCEL_REFUSED } from '../../../shop-rules/messages/orders';
import { CANCEL_PAID_NEEDS_REFUND, cancelledAndRefunded, refundRecorded } from '../../../shop-rules/messages/refunds';
import { type Cents, formatTT, toCents } from '../../../shop-rules/money';
import type { RefundMethod } from '../../../shop-rules/refunds';
import { nudgeMailSender } from '../../mail/mail-nudge';
import { addToOutbox } from '../../mail/mail-outbox';
import { renderRefundMail } from '../../mail/refund-mails';
import { cancelOrderInTransaction } from '../../orders/cancel-order';
import { RefundRefused, recordRefundInTransaction, refundPosition } from '../../orders/refunds';
import type { Transaction } from '../../orders/transaction';
import { readShopSettings } from '../../settings/shop-settings';
import { recordWhatsappUpdate } from '../../whatsapp/order-updates';
import type { WhatsappSettings } from '../../whatsapp/whatsapp-settings';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import { insideTransaction } from '../shared/inside-transaction';

/** What a refund needs from the desk: the database and the shop's name for the mail. */
export interface RefundDeps {
  db: Database;
  shopName: string;
  /** WhatsApp updates, when the shop has set them up (docs/decisions/0088). */
  whatsapp?: WhatsappSettings | null;
}

export interface RefundRequest {
  orderNo: number;
  amount: Cents;
  method: RefundMethod;
  reason: string;
  rmaNo?: number | null;
}

/**
 * Inside the caller's transaction: the refund, its audit entry and, when `mail` is set, the customer's
 * mail. A refund above what may still be refunded is the amount field's message.
 */
export async function refundInTransaction(
  tx: Transaction,
  deps: Pick<RefundDeps, 'shopName' | 'whatsapp'>,
  actor: Actor,
  r: RefundRequest,
  opts: { mail: boolean },
) {
  let done: Awaited<ReturnType<typeof recordRefundInTransaction>>;
  try {
    done = await recordRefundInTransaction(tx, { ...r, staffUserNo: actor.staffUserNo });
  } catch (err) {
    if (err instanceof RefundRefused) throw new BackofficeError(err.message, { amount: err.message }, 409);
    throw err;
  }
  await recordChange(tx, actor, {
    action: 'order.refund',
    entity: 'order',
    entityId: r.orderNo,
    before: { refunded: done.refundedTotal - r.amount },
    after: {
      refundNo: done.refundNo,
      amount: r.amount,
      method: r.method,
      reason: r.reason,
      rmaNo: r.rmaNo ?? null,
      refunded: done.refundedTotal,
    },
  });
  if (opts.mail) {
    await recordWhatsappUpdate(
      tx,
      deps.whatsapp,
      r.orderNo,
      'refund',
      () => [formatTT(r.amount)],
      `${r.orderNo}:${done.refundNo}`,
    );
    const [order] = await tx
      .select({ name: orders.customerName, email: orders.customerEmail, emailId: orders.emailId })
      .from(orders)
      .where(eq(orders.orderNo, r.orderNo));
    const to = order?.email || order?.emailId;
    if (order && to) {
      const settings = await readShopSettings(insideTransaction(tx), { shopName: deps.shopName });
      const mail = renderRefundMail({
        orderNo: r.orderNo,
        customerName: order.name,
        shopName: settings.shopName,
        contactPhone: settings.contactPhone,
        refund: { amount: r.amount, method: r.method, reason: r.reason },
      });
      await addToOutbox(tx, [{ kind: 'order-refund', orderNo: r.orderNo, to, ...mail }]);
    }
  }
  return done;
}

export async function recordRefund(
  deps: RefundDeps,
  actor: Actor,
  orderNo: number,
  input: Record<string, unknown>,
): Promise<string> {
  const { amount, method, reason } = readForm(refundSchema, input);
  await deps.db.transaction((tx) =>
    refundInTransaction(tx, deps, actor, { orderNo, amount, method, reason }, { mail: true }),
  );
  nudgeMailSender();
  return refundRecorded(orderNo, amount);
}

/** A cancel through the status form: refused while money paid on the order has not been refunded. */
export async function refuseCancelOwingRefund(tx: Transaction, orderNo: number): Promise<void> {
  const position = await refundPosition(tx, orderNo, true);
  if (position && position.refundable > 0) throw new BackofficeError(CANCEL_PAID_NEEDS_REFUND, {}, 409);
}

/** Cancels a paid order and records its refund, in one transaction; the stock goes back as for any cancel. */
export async function cancelWithRefund(
  deps: RefundDeps,
  actor: Actor,
  orderNo: number,
  input: Record<string, unknown>,
): Promise<string> {
  const { comment, ...refund } = readForm(cancelWithRefundSchema, input);
  const left = await deps.db.transaction(async (tx) => {
    const position = await refundPosition(tx, orderNo, true);
    if (!position) throw notFound('order');
    const [before] = await tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.orderNo, orderNo));
    const cancelled = await cancelOrderInTransaction(tx, { orderNo, comment, staffUserNo: actor.staffUserNo });
    if (!cancelled) throw new BackofficeError(CANCEL_REFUSED, {}, 409);
    await recordChange(tx, actor, {
      action: 'order.cancel',
      entity: 'order',
      entityId: orderNo,
      before,
      after: { status: 'Cancelled', paymentStatus: before?.paymentStatus, comment },
    });
    const done = await refundInTransaction(tx, deps, actor, { orderNo, ...refund }, { mail: true });
    return done.refundable;
  });
  nudgeMailSender();
  return cancelledAndRefunded(orderNo, refund.amount, left);
}

/** An order's refunds with who recorded them, and what was paid and may still be refunded. */
export async function orderRefundsPanel(db: Database, orderNo: number) {
  const [rows, position] = await Promise.all([
    db
      .select({
        refundNo: refunds.refundNo,
        rmaNo: refunds.rmaNo,
        method: refunds.method,
        amount: refunds.amount,
        reason: refunds.reason,
        at: refunds.createdAt,
        staffName: staffUsers.name,
      })
      .from(refunds)
      .leftJoin(staffUsers, eq(staffUsers.staffUserNo, refunds.staffUserNo))
      .where(eq(refunds.orderNo, orderNo))
      .orderBy(asc(refunds.createdAt), asc(refunds.refundNo)),
    refundPosition(db, orderNo),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, amount: toCents(r.amount), at: r.at.toISOString(), staffName: r.staffName ?? '' })),
    paid: position?.paid ?? 0,
    refunded: position?.refunded ?? 0,
    refundable: position?.refundable ?? 0,
  };
}

export type OrderRefundsPanel = Awaited<ReturnType<typeof orderRefundsPanel>>;
