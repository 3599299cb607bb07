// The customer's mails about an order the staff changed, written to the outbox inside the change's
// transaction from its own reads: none when the order has no e-mail address, and never two with the
// same news (dedupe keys, docs/decisions/0033). The caller nudges the sender after the commit.
import { eq } from 'drizzle-orm';
import { orders } from '../../../database/schema';
import { type Cents, formatTT, toCents } from '../../../shop-rules/money';
import { invoiceVatLine } from '../../../shop-rules/vat';
import { addToOutbox } from '../../mail/mail-outbox';
import type { ReceivedBy } from '../../orders/received-payment';
import type { Transaction } from '../../orders/transaction';
import { readShopSettings } from '../../settings/shop-settings';
import { recordWhatsappUpdate } from '../../whatsapp/order-updates';
import type { WhatsappSettings } from '../../whatsapp/whatsapp-settings';
import { insideTransaction } from '../shared/inside-transaction';
import { renderPaymentMail } from './payment-mail';
import { type MailedStatus, renderStatusMail } from './status-mail';

export interface CustomerMailDeps {
  shopName: string;
  publicBaseUrl: string;
  /** WhatsApp updates, when the shop has set them up (docs/decisions/0088). */
  whatsapp?: WhatsappSettings | null;
}

async function orderAndShop(tx: Transaction, deps: CustomerMailDeps, orderNo: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo));
  const to = order?.customerEmail || order?.emailId;
  if (!order || !to) return null;
  const settings = await readShopSettings(insideTransaction(tx), { shopName: deps.shopName });
  return {
    order,
    to,
    shop: {
      shopName: settings.shopName,
      contactPhone: settings.contactPhone,
      trackUrl: `${deps.publicBaseUrl}/ordertrack`,
      // The VAT invoice's number and VAT, once the order has one (docs/decisions/0041).
      invoiceLine:
        order.invoiceNo !== null && order.vatRateBasisPoints !== null
          ? invoiceVatLine(order.invoiceNo, toCents(order.totalAmount), order.vatRateBasisPoints)
          : '',
    },
  };
}

export async function recordStatusMail(
  tx: Transaction,
  deps: CustomerMailDeps,
  orderNo: number,
  status: MailedStatus,
  comment: string,
): Promise<void> {
  if (status === 'Enroute') await recordWhatsappUpdate(tx, deps.whatsapp, orderNo, 'out-for-delivery');
  if (status === 'Arrived') await recordWhatsappUpdate(tx, deps.whatsapp, orderNo, 'delivered');
  const found = await orderAndShop(tx, deps, orderNo);
  if (!found) return;
  const mail = renderStatusMail({
    orderNo,
    customerName: found.order.customerName,
    status,
    comment,
    isPickup: found.order.isPickup,
    paid: found.order.paymentStatus === 'Paid',
    ...found.shop,
  });
  await addToOutbox(tx, [
    { kind: 'order-status', orderNo, to: found.to, dedupeKey: `order-status:${orderNo}:${status}`, ...mail },
  ]);
}

export async function recordPaymentMail(
  tx: Transaction,
  deps: CustomerMailDeps,
  payment: { orderNo: number; method: ReceivedBy; amount: Cents; reference: string },
): Promise<void> {
  await recordWhatsappUpdate(tx, deps.whatsapp, payment.orderNo, 'payment-received', () => [formatTT(payment.amount)]);
  const found = await orderAndShop(tx, deps, payment.orderNo);
  if (!found) return;
  const mail = renderPaymentMail({ ...payment, customerName: found.order.customerName, ...found.shop });
  await addToOutbox(tx, [
    {
      kind: 'payment-received',
      orderNo: payment.orderNo,
      to: found.to,
      dedupeKey: `payment-received:${payment.orderNo}`,
      ...mail,
    },
  ]);
}
