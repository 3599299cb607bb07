// The mail a customer gets at each step the staff move the order to, with the staff's comment
// (docs/product.md#what-the-customer-hears).
import type { OrderStatus } from '../../../shop-rules/order-constants';
import { paragraphMail } from '../../mail/plain-mail';

/** Every step after Pending is news to the customer; each is mailed once (docs/decisions/0033). */
export const MAILED_STATUSES = [
  'Processed',
  'Shipped',
  'Enroute',
  'Arrived',
  'Cancelled',
] as const satisfies readonly OrderStatus[];
export type MailedStatus = (typeof MAILED_STATUSES)[number];
export const isMailedStatus = (s: string): s is MailedStatus => (MAILED_STATUSES as readonly string[]).includes(s);

export interface StatusMailView {
  orderNo: number;
  customerName: string;
  status: MailedStatus;
  comment: string;
  isPickup: boolean;
  /** A cancelled order that was paid: the customer is told a refund follows. */
  paid: boolean;
  shopName: string;
  contactPhone: string;
  trackUrl: string;
  /** The VAT invoice's number and the VAT it contains, or '' before the order has one. */
  invoiceLine?: string;
}

function news(v: StatusMailView): { subject: string; line: string } {
  const n = v.orderNo;
  switch (v.status) {
    case 'Processed':
      return { subject: `Order ${n} is being prepared`, line: `We are preparing your order ${n}.` };
    case 'Shipped':
      return {
        subject: `Order ${n} is on its way`,
        line: `Your order ${n} has been shipped${v.isPickup ? ' to the pickup outlet' : ''}.`,
      };
    case 'Enroute':
      return {
        subject: `Order ${n} is out for delivery`,
        line: v.isPickup
          ? `Your order ${n} is on the road to the pickup outlet.`
          : `Your order ${n} is out for delivery.`,
      };
    case 'Arrived':
      return {
        subject: `Order ${n} has arrived`,
        line: `Your order ${n} has arrived${v.isPickup ? ' at the pickup outlet' : ''}.`,
      };
    case 'Cancelled':
      return {
        subject: `Order ${n} is cancelled`,
        line: `Your order ${n} has been cancelled.${v.paid ? ' We will contact you about the refund of your payment.' : ''}`,
      };
  }
}

export function renderStatusMail(v: StatusMailView): { subject: string; text: string; html: string } {
  const { subject, line } = news(v);
  return paragraphMail(`${subject} – ${v.shopName}`, [
    `Dear ${v.customerName},`,
    line,
    ...(v.comment ? [`Note from the shop: ${v.comment}`] : []),
    ...(v.status === 'Cancelled'
      ? []
      : [`Follow your order at ${v.trackUrl} with order number ${v.orderNo} and your mobile number.`]),
    ...(v.invoiceLine ? [v.invoiceLine] : []),
    `Questions? Call us on ${v.contactPhone}.`,
    `Thank you for shopping with ${v.shopName}.`,
  ]);
}
