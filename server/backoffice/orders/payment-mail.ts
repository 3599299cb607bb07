// The mail a customer gets when the staff record their bank transfer or the cash they paid
// (docs/product.md#what-the-customer-hears). A card payment's news is the order confirmation, written
// when WiPay's signed return pays the order (server/payments/settle-card-payment.ts).
import { formatTT } from '../../../shop-rules/money';
import { paragraphMail } from '../../mail/plain-mail';
import type { ReceivedBy } from '../../orders/received-payment';

export interface PaymentMailView {
  orderNo: number;
  customerName: string;
  method: ReceivedBy;
  amount: number;
  /** The bank's reference of a transfer; unused for cash. */
  reference: string;
  shopName: string;
  contactPhone: string;
  trackUrl: string;
  /** The VAT invoice's number and the VAT it contains, or '' before the order has one. */
  invoiceLine?: string;
}

export function renderPaymentMail(v: PaymentMailView): { subject: string; text: string; html: string } {
  const amount = formatTT(v.amount);
  const line =
    v.method === 'cash'
      ? `We have received your cash payment of ${amount} for order ${v.orderNo}.`
      : `We have received your bank transfer of ${amount} for order ${v.orderNo} (bank reference ${v.reference}). We will now send your order.`;
  return paragraphMail(`Payment received for order ${v.orderNo} – ${v.shopName}`, [
    `Dear ${v.customerName},`,
    line,
    `Follow your order at ${v.trackUrl} with order number ${v.orderNo} and your mobile number.`,
    ...(v.invoiceLine ? [v.invoiceLine] : []),
    `Questions? Call us on ${v.contactPhone}.`,
    `Thank you for shopping with ${v.shopName}.`,
  ]);
}
