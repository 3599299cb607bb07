// What the card paying an order was charged: the order's total plus the shopper's part of WiPay's fee.
// Every total the shopper sees after paying by card shows it (docs/decisions/0060): the order page and
// the VAT invoice read it here; the mail reads it from the same payment row.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { payments } from '../../../database/schema';
import { PAYMENT_METHOD_CARD } from '../../../shop-rules/constants';
import { type Cents, toCents } from '../../../shop-rules/money';
import type { OrderRow } from './owned-order';

/** What the card paying the order was charged (its total plus the shopper's part of the fee), if paid by card. */
export async function cardCharged(db: Database, order: OrderRow): Promise<string | null> {
  if (order.pmNo !== PAYMENT_METHOD_CARD || order.paymentStatus !== 'Paid') return null;
  const [row] = await db
    .select({ charged: payments.chargedTotal })
    .from(payments)
    .where(
      and(
        eq(payments.orderNo, order.orderNo),
        eq(payments.provider, 'wipay'),
        eq(payments.status, 'Paid'),
        isNotNull(payments.chargedTotal),
      ),
    )
    .orderBy(asc(payments.paymentNo))
    .limit(1);
  return row?.charged ?? null;
}

/** The shopper's part of the card fee, in cents: 0 when not paid by card or when the shop paid it. */
export function cardFeePaid(total: Cents, charged: string | null): Cents {
  return charged === null ? 0 : Math.max(0, toCents(charged) - total);
}
