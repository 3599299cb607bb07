// The back office confirms a bank transfer once the customer's receipt has arrived (by WhatsApp).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { orders, payments } from '../../database/schema';
import { PAYMENT_METHOD_BANK_TRANSFER } from '../../shop-rules/constants';
import { NO_SUCH_ORDER, NOT_A_BANK_TRANSFER, TRANSFER_ALREADY_CONFIRMED } from '../../shop-rules/messages/orders';

export interface TransferConfirmation {
  orderNo: number;
  /** The receipt's reference, kept on the payment. */
  reference: string;
  staffUserNo?: number | null;
}

export async function markBankTransferPaid(
  db: Database,
  t: TransferConfirmation,
): Promise<{ ok: true } | { ok: false; msg: string }> {
  const [order] = await db
    .select({ pmNo: orders.pmNo, total: orders.totalAmount })
    .from(orders)
    .where(eq(orders.orderNo, t.orderNo));
  if (!order) return { ok: false, msg: NO_SUCH_ORDER };
  if (order.pmNo !== PAYMENT_METHOD_BANK_TRANSFER) return { ok: false, msg: NOT_A_BANK_TRANSFER };
  const done = await db.transaction(async (tx) => {
    const changed = await tx
      .update(orders)
      .set({ paymentStatus: 'Paid', updatedAt: sql`now()` })
      .where(and(eq(orders.orderNo, t.orderNo), ne(orders.paymentStatus, 'Paid'), ne(orders.status, 'Cancelled')))
      .returning({ orderNo: orders.orderNo });
    if (changed.length === 0) return false;
    await tx.insert(payments).values({
      orderNo: t.orderNo,
      provider: 'bank-transfer',
      status: 'Paid',
      originalTotal: order.total,
      chargedTotal: order.total,
      message: t.reference.trim().slice(0, 200),
      raw: { confirmedBy: t.staffUserNo ?? null },
    });
    return true;
  });
  return done ? { ok: true } : { ok: false, msg: TRANSFER_ALREADY_CONFIRMED };
}
