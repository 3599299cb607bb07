// Mails the confirmation of one order, after its transaction committed: to CustomerEmail (the form)
// or else EmailID (the signed-in customer). A failure is logged by the mailer; the order stands.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { cities, orderLines, orders, payments } from '../../database/schema';
import { isTrinidad } from '../../shop-rules/freight';
import { toCents } from '../../shop-rules/money';
import { readShopSettings } from '../settings/shop-settings';
import type { Mail, Mailer } from './mailer';
import { renderOrderConfirmation, type OrderMailView } from './order-confirmation';

export interface OrderMailDeps {
  db: Database;
  mailer: Mailer;
  /** The SHOP_NAME setting, used until the staff set a name in the settings table. */
  shopName: string;
}

async function orderMailView(db: Database, orderNo: number, shopName: string): Promise<{ to: string; view: OrderMailView } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) return null;
  const to = order.customerEmail || order.emailId;
  if (!to) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderNo, orderNo)).orderBy(orderLines.lineNo);
  const [city] = order.customerCityNo === null ? [] : await db.select({ name: cities.name }).from(cities).where(eq(cities.cityNo, order.customerCityNo));
  const [paid] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderNo, orderNo), eq(payments.provider, 'wipay'), eq(payments.status, 'Paid')))
    .orderBy(desc(payments.paymentNo))
    .limit(1);
  const settings = await readShopSettings(db, { shopName });
  return {
    to,
    view: {
      orderNo,
      orderDate: order.orderDate,
      customerName: order.customerName,
      customerMobile: order.customerMobile,
      lines: lines.map((l) => ({
        name: l.productName,
        option: [l.color, l.size].filter(Boolean).join(', '),
        quantity: l.quantity,
        lineTotal: toCents(l.lineTotal),
      })),
      itemTotal: toCents(order.itemTotal),
      freight: toCents(order.freight),
      total: toCents(order.totalAmount),
      isPickup: order.isPickup,
      address: order.customerAddress,
      city: city?.name ?? null,
      island: isTrinidad(order.deliverCountryNo) ? 'Trinidad' : 'Tobago',
      remarks: order.remarks,
      pmNo: order.pmNo,
      cardPayment: paid
        ? { transactionId: paid.transactionId ?? '', charged: paid.chargedTotal === null ? null : toCents(paid.chargedTotal), card: paid.card }
        : undefined,
      settings,
    },
  };
}

export function queueOrderConfirmation({ db, mailer, shopName }: OrderMailDeps, orderNo: number): void {
  mailer.queue(async (): Promise<Mail | null> => {
    const found = await orderMailView(db, orderNo, shopName);
    if (!found) return null;
    return { to: found.to, ...renderOrderConfirmation(found.view) };
  }, `order ${orderNo} confirmation`);
}
