// The confirmation of one order, written to the outbox inside the transaction that saved or paid it,
// rendered from that transaction's own reads: to CustomerEmail (the form) or else EmailID (the
// signed-in customer), and a copy to the shop's orders address. The sender delivers them after the
// commit; the caller nudges it then (docs/decisions/0022).
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { cities, deliveryAreas, orderLines, orders, payments } from '../../../database/schema';
import { PAYMENT_METHOD_BANK_TRANSFER } from '../../../shop-rules/constants';
import { isTrinidad } from '../../../shop-rules/freight';
import { bankReference } from '../../../shop-rules/messages/orders';
import { formatTT, toCents } from '../../../shop-rules/money';
import { variantOption } from '../../../shop-rules/variant-option';
import { invoiceVatLine } from '../../../shop-rules/vat';
import { addToOutbox, type OutboxMail } from '../../mail/mail-outbox';
import { type OrderMailView, renderOrderConfirmation } from '../../mail/order-confirmation';
import { renderShopOrderCopy } from '../../mail/shop-order-copy';
import { readShopSettings, shopSettingsOf } from '../../settings/shop-settings';
import { recordWhatsappUpdate } from '../../whatsapp/order-updates';
import { whatsappUpdate } from '../../whatsapp/whatsapp-outbox';
import type { WhatsappSettings } from '../../whatsapp/whatsapp-settings';
import type { Queryable } from '../transaction';
import { pickupPlace, pickupPlaceOf } from './pickup-place';
import type { NewOrderFacts } from './place-order';

export interface OrderMailDeps {
  /** The SHOP_NAME setting, used until the staff set a name in the settings table. */
  shopName: string;
  /** WhatsApp updates, when the shop has set them up (docs/decisions/0088). */
  whatsapp?: WhatsappSettings | null;
}

interface OrderMailFacts {
  /** The customer's address, or null when none was given. */
  to: string | null;
  ordersEmail: string;
  view: OrderMailView;
}

async function orderMailView(db: Queryable, orderNo: number, shopName: string): Promise<OrderMailFacts | null> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) return null;
  const to = order.customerEmail || order.emailId || null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderNo, orderNo)).orderBy(orderLines.lineNo);
  const [city] =
    order.customerCityNo === null
      ? []
      : await db.select({ name: cities.name }).from(cities).where(eq(cities.cityNo, order.customerCityNo));
  const [paid] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderNo, orderNo), eq(payments.provider, 'wipay'), eq(payments.status, 'Paid')))
    .orderBy(desc(payments.paymentNo))
    .limit(1);
  const settings = await readShopSettings(db as Database, { shopName });
  const pickup = await pickupPlace(db as Database, order, settings);
  return {
    to,
    ordersEmail: settings.ordersEmail,
    view: {
      orderNo,
      orderDate: order.orderDate,
      customerName: order.customerName,
      customerMobile: order.customerMobile,
      lines: lines.map((l) => ({
        name: l.productName,
        option: variantOption(l),
        quantity: l.quantity,
        lineTotal: toCents(l.lineTotal),
      })),
      itemTotal: toCents(order.itemTotal),
      freight: toCents(order.freight),
      discount: order.discountCode ? { code: order.discountCode, amount: toCents(order.discount) } : null,
      area:
        toCents(order.areaCharge) > 0
          ? { name: await areaName(db, order.deliveryAreaNo), charge: toCents(order.areaCharge) }
          : null,
      deliveryDate: order.isPickup ? null : order.deliveryDate,
      total: toCents(order.totalAmount),
      isPickup: order.isPickup,
      pickup,
      address: order.customerAddress,
      city: city?.name ?? null,
      island: isTrinidad(order.deliverCountryNo) ? 'Trinidad' : 'Tobago',
      remarks: order.remarks,
      pmNo: order.pmNo,
      cardPayment: paid
        ? {
            transactionId: paid.transactionId ?? '',
            charged: paid.chargedTotal === null ? null : toCents(paid.chargedTotal),
            card: paid.card,
            testMode: paid.testMode,
          }
        : undefined,
      // Given in this same transaction when a card payment pays the order (docs/decisions/0041).
      invoiceLine:
        order.invoiceNo !== null && order.vatRateBasisPoints !== null
          ? invoiceVatLine(order.invoiceNo, toCents(order.totalAmount), order.vatRateBasisPoints)
          : '',
      settings,
    },
  };
}

/** The delivery area's name for the charge's line; the area may have been renamed or removed since. */
async function areaName(db: Queryable, areaNo: number | null): Promise<string> {
  if (areaNo === null) return 'your area';
  const [row] = await db
    .select({ name: deliveryAreas.name })
    .from(deliveryAreas)
    .where(eq(deliveryAreas.areaNo, areaNo));
  return row?.name ?? 'your area';
}

/** Inside the order's transaction: its confirmation and the shop's copy go to the outbox with it. */
export async function recordOrderMails(
  tx: Queryable,
  { shopName, whatsapp }: OrderMailDeps,
  orderNo: number,
): Promise<void> {
  const found = await orderMailView(tx, orderNo, shopName);
  if (!found) return;
  await addToOutbox(tx, mailsOf(found));
  // A card order's WhatsApp "order received" goes once it is paid, as its confirmation does.
  const { view } = found;
  await recordWhatsappUpdate(tx, whatsapp, orderNo, 'order-received', () => [
    formatTT(view.total),
    view.pmNo === PAYMENT_METHOD_BANK_TRANSFER
      ? `Please pay ${formatTT(view.total)} by bank transfer. ${bankReference(orderNo)}`
      : 'Your payment is received. We will tell you when your order is on its way.',
  ]);
}

/**
 * The same two mails for an order being placed, rendered from what its transaction writes rather than
 * read back from it: the caller adds them to the outbox in that transaction (docs/decisions/0045).
 */
export function newOrderMails({ shopName, whatsapp }: OrderMailDeps, order: NewOrderFacts): OutboxMail[] {
  const { request, priced } = order;
  const settings = shopSettingsOf(order.storedSettings, { shopName });
  // The shopper's WhatsApp update, when they asked for one: with the bank details for a transfer.
  const howToPay =
    request.pmNo === PAYMENT_METHOD_BANK_TRANSFER
      ? `Please pay ${formatTT(priced.total)} by bank transfer to ${settings.bankAccountName}, ${settings.bankName}, account ${settings.bankAccountNumber}. ${bankReference(order.orderNo)}`
      : request.isPickup
        ? 'We will tell you when it is ready to pick up.'
        : 'We will tell you when it is on its way.';
  const update = whatsappUpdate(
    whatsapp,
    {
      orderNo: order.orderNo,
      customerMobile: request.customerMobile,
      whatsappUpdates: request.whatsappUpdates ?? false,
    },
    'order-received',
    [request.customerName, String(order.orderNo), formatTT(priced.total), howToPay],
  );
  return [...newOrderMailsOf(request, priced, order, settings), ...(update ? [update] : [])];
}

function newOrderMailsOf(
  request: NewOrderFacts['request'],
  priced: NewOrderFacts['priced'],
  order: NewOrderFacts,
  settings: ReturnType<typeof shopSettingsOf>,
): OutboxMail[] {
  return mailsOf({
    to: request.customerEmail || request.emailId || null,
    ordersEmail: settings.ordersEmail,
    view: {
      orderNo: order.orderNo,
      orderDate: order.orderDate,
      customerName: request.customerName,
      customerMobile: request.customerMobile,
      lines: priced.lines.map((l) => ({
        name: l.product.name,
        option: l.variant ? variantOption(l.variant) : '',
        quantity: l.request.quantity,
        lineTotal: l.price.total,
      })),
      itemTotal: priced.itemTotal,
      freight: priced.freight,
      discount: priced.discount ? { code: priced.discount.code, amount: priced.discount.amount } : null,
      area: priced.area ?? null,
      deliveryDate: request.isPickup ? null : order.deliveryDate,
      total: priced.total,
      isPickup: request.isPickup,
      pickup: pickupPlaceOf(request, order.pickupShop, settings),
      address: request.customerAddress,
      city: order.cityName,
      island: isTrinidad(request.deliverCountryNo) ? 'Trinidad' : 'Tobago',
      remarks: request.remarks,
      pmNo: request.pmNo,
      settings,
    },
  });
}

function mailsOf(found: OrderMailFacts): OutboxMail[] {
  const mails: OutboxMail[] = [];
  const { orderNo } = found.view;
  if (found.to)
    mails.push({ kind: 'order-confirmation', orderNo, to: found.to, ...renderOrderConfirmation(found.view) });
  if (found.ordersEmail) {
    mails.push({
      kind: 'order-shop-copy',
      orderNo,
      to: found.ordersEmail,
      replyTo: found.to,
      ...renderShopOrderCopy(found.view, found.to),
    });
  }
  return mails;
}
